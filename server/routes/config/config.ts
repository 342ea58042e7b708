import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@domain/schemas/account';

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
      commission: { agentShareBp: Math.round(app.ctx.env.AGENT_COMMISSION_SHARE_PERCENT * 100) },
    }),
  );
};

export default configRoutes;
