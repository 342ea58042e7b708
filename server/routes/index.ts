import type { FastifyInstance } from 'fastify';
import health from './health/health';

/** Every API route plugin, in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health);
}
