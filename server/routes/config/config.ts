import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicConfig } from '@domain/api';

const PublicConfigSchema = z.object({
  brand: z.object({ name: z.string(), prefix: z.string() }),
  chatWidgetId: z.string().nullable(),
  devTools: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  feedbackTracker: z.enum(['github', 'database']),
}) satisfies z.ZodType<PublicConfig>;

/** What the SPA needs to know about this deployment; no secrets. */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { config: { access: 'public' }, schema: { response: { 200: PublicConfigSchema } } },
    async () => ({
      brand: app.ctx.brand,
      chatWidgetId: app.ctx.env.CHAT_WIDGET_ID ?? null,
      devTools: app.ctx.devTools,
      mail: app.ctx.mailer.kind,
      feedbackTracker: app.ctx.feedbackTracker.kind,
    }),
  );
};

export default configRoutes;
