import type { FastifyPluginAsync } from 'fastify';
import accounts from './accounts';
import join from './join';

/** /api/join/*: the join wizard, /setup-account and the AI tool's sign-up. */
const joinPlugin: FastifyPluginAsync = async (app) => {
  // Confirmation and notice e-mails still being sent go out before the process stops.
  app.addHook('onClose', () => app.ctx.mailer.idle());
  await app.register(join);
  await app.register(accounts);
};

export default joinPlugin;
