import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackSchema } from '@domain/schemas/feedback';
import { submitFeedback } from '../../commands/submit-feedback';
import { feedback, profiles } from '../../db/schema';
import { viewerOf } from '../../plugins/auth';
import { authorize, feedbackPolicy } from '../../policies';
import { presentFeedback } from '../../presenters/feedback';
import { FeedbackCreatedSchema, FeedbackDtoSchema, FeedbackParamsSchema } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      config: { access: '/dashboard' },
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
    { config: { access: '/dashboard' }, schema: { response: { 200: z.array(FeedbackDtoSchema) } } },
    async (req) => {
      const viewer = viewerOf(req);
      const query = withSubmitter();
      const rows = await (feedbackPolicy.listAll(viewer) ? query : query.where(eq(feedback.userId, viewer.user.id)))
        .orderBy(desc(feedback.createdAt))
        .limit(200);
      return rows.map((r) => presentFeedback(r.row, r.submitter));
    },
  );

  app.get(
    '/api/feedback/:id',
    {
      config: { access: '/dashboard' },
      schema: { params: FeedbackParamsSchema, response: { 200: FeedbackDtoSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const [found] = UUID.test(req.params.id) ? await withSubmitter().where(eq(feedback.id, req.params.id)) : [];
      const row = found?.row;
      authorize(viewer, 'feedback.read', row);
      return presentFeedback(row, found?.submitter ?? null);
    },
  );
};

export default feedbackRoutes;
