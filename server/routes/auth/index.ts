import type { FastifyPluginAsync } from 'fastify';
import recovery from './recovery';
import registration from './registration';
import session from './session';

/** /api/auth/*: the auth API of the contract. */
const auth: FastifyPluginAsync = async (app) => {
  // Answers carry tokens and the profile: no browser or proxy may keep them, errors included.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Links still being e-mailed after their answer go out before the process stops.
  app.addHook('onClose', () => app.ctx.mailer.idle());
  await app.register(registration);
  await app.register(session);
  await app.register(recovery);
};

export default auth;
