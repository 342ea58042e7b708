import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChatHashSchema } from '@domain/schemas/dev';
import { notConfigured } from '../../errors';
import { viewerOf } from '../../plugins/auth';

/** Live-chat identity: an HMAC of the e-mail the widget verifies (SPEC 7). */
const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/hash',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: ChatHashSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const secret = app.ctx.env.CHAT_SECRET;
      if (!secret) throw notConfigured('Live chat is not configured.');
      return { hash: createHmac('sha256', secret).update(viewer.user.email).digest('hex') };
    },
  );
};

export default chatRoutes;
