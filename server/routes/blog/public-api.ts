import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestArticles, publicArticlePage } from './queries';
import {
  LatestArticlesQuery,
  LatestArticlesResponse,
  PublicArticleListQuery,
  PublicArticleListResponse,
} from './schema';

/** The published articles as JSON: the home page's latest three and the list. */
const blogPublicApi: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/blog/articles',
    {
      config: { access: 'public' },
      schema: { querystring: PublicArticleListQuery, response: { 200: PublicArticleListResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publicArticlePage(db, req.query);
    },
  );

  app.get(
    '/api/blog/latest',
    {
      config: { access: 'public' },
      schema: { querystring: LatestArticlesQuery, response: { 200: LatestArticlesResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { items: await latestArticles(db, req.query.limit) };
    },
  );
};

export default blogPublicApi;
