import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
});

/** Liveness plus a database round trip; used by Playwright and load balancers. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: HealthResponse } } }, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() };
  });

  /** A route that touches nothing: the benchmark's baseline. */
  app.get(
    '/api/ping',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ pong: z.literal(true) }) } },
    },
    async () => ({ pong: true as const }),
  );
};

export default health;
