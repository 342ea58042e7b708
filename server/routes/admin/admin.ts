import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOverview } from './overview';
import { OverviewSchema } from './schema';

/**
 * The admin home's numbers. Every account, role and membership changes and
 * the rest of the people actions live in ./users.ts (a paged list replaced
 * the old unpaged GET /api/admin/profiles).
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/admin/overview',
    { config: { access: 'admin.overview' }, schema: { response: { 200: OverviewSchema } } },
    async () => loadOverview(db),
  );
};

export default adminRoutes;
