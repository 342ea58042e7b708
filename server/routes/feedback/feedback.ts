import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackSchema } from '@domain/schemas/feedback';
import { submitFeedback } from '../../commands/feedback/submit-feedback';
import { feedback, profiles } from '../../db/schema';
import { IdParams } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { scopeToOwner } from '../../policies/scope';
import { presentFeedback } from '../../presenters/feedback';
import { FeedbackCreatedSchema, FeedbackDtoSchema } from './schema';

/** The 'New Features' dialog: stored, forwarded to the tracker when one is configured. */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, feedbackTracker } = app.ctx;
  const withSubmitter = () =>
    db
      .select({
        row: feedback,
        submitter: {
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
        },
      })
      .from(feedback)
      .leftJoin(profiles, eq(profiles.id, feedback.userId));

  app.post(
    '/api/feedback',
    {
      config: { access: 'feedback.submit' },
      schema: { body: FeedbackSchema, response: { 201: FeedbackCreatedSchema } },
    },
    async (req, reply) => {
      const created = await submitFeedback(db, feedbackTracker, viewerOf(req), req.body, (err) =>
        req.log.warn({ err }, 'feedback tracker failed; kept in the database'),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/feedback',
    { config: { access: 'feedback.submit' }, schema: { response: { 200: z.array(FeedbackDtoSchema) } } },
    async (req) => {
      const rows = await withSubmitter()
        .where(scopeToOwner(viewerOf(req), 'feedback.read.all', feedback.userId))
        .orderBy(desc(feedback.createdAt))
        .limit(200);
      return rows.map((r) => presentFeedback(r.row, r.submitter));
    },
  );

  app.get(
    '/api/feedback/:id',
    {
      config: { access: 'feedback.submit' },
      schema: { params: IdParams, response: { 200: FeedbackDtoSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { id } = req.params;
      const [found] = id ? await withSubmitter().where(eq(feedback.id, id)) : [];
      const row = found?.row;
      authorize(viewer, 'feedback.read', row);
      return presentFeedback(row, found?.submitter ?? null);
    },
  );
};

export default feedbackRoutes;
