import type { FastifyPluginAsync } from 'fastify';
import blogAdminRoutes from './admin';
import blogPages from './pages';
import blogPublicApi from './public-api';

/**
 * The blog (issue 15): the admin's articles API, the public JSON API (the
 * home page's latest three) and the server-rendered /blog pages and feed.
 */
const blog: FastifyPluginAsync = async (app) => {
  await app.register(blogAdminRoutes);
  await app.register(blogPublicApi);
  await app.register(blogPages);
};

export default blog;
