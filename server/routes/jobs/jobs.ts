import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobsOverviewSchema } from '@domain/jobs';
import { notFound } from '../../errors';
import { IdParams } from '../../lib/list';

/** The admin's view of background work: what is queued, and what failed for good. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.ctx;

  app.get(
    '/api/admin/jobs',
    { config: { access: 'jobs.manage' }, schema: { response: { 200: JobsOverviewSchema } } },
    async () => ({ queues: await jobs.counts(), failures: await jobs.failures(50) }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    { config: { access: 'jobs.manage' }, schema: { params: IdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      if (!req.params.id || !(await jobs.retry(req.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );
};

export default jobRoutes;
