import type { FastifyPluginAsync } from 'fastify';
import ownerLink from './owner-link';
import publicQuotes from './public';
import quotes from './quotes';

/** /api/quotes/* (the owner's) and /api/public/quotes/* (customers'). */
const quoteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(quotes);
  await app.register(ownerLink);
  await app.register(publicQuotes);
};

export default quoteRoutes;
