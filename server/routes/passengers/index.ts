import type { FastifyPluginAsync } from 'fastify';
import households from './households';
import passengers from './passengers';

/** /api/passengers/*, /api/admin/passengers/* and /api/households/*. */
const passengerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(passengers);
  await app.register(households);
};

export default passengerRoutes;
