import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminRoutes from './admin';
import learnerRoutes from './learner';

/** Training (issue 15): the learner's courses and the staff's course builder and progress table. */
const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(learnerRoutes);
  await app.register(adminRoutes);
};

export default trainingRoutes;
