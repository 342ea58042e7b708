import type { FastifyPluginAsync } from 'fastify';
import recovery from './recovery';
import registration from './registration';
import session from './session';

/** /api/auth/*: the auth API of the contract. */
const auth: FastifyPluginAsync = async (app) => {
  await app.register(registration);
  await app.register(session);
  await app.register(recovery);
};

export default auth;
