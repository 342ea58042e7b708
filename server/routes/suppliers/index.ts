import type { FastifyPluginAsync } from 'fastify';
import suppliers from './suppliers';
import updates from './updates';

/** /api/suppliers/* (the directory) and /api/supplier-updates/* (head office's news about suppliers). */
const supplierRoutes: FastifyPluginAsync = async (app) => {
  await app.register(suppliers);
  await app.register(updates);
};

export default supplierRoutes;
