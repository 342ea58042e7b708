import { and, arrayContains, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ArticleCreateSchema, ArticleScheduleSchema, ArticleUpdateSchema } from '@domain/blog/schema';
import type { ArticleSort } from '@domain/blog/status';
import { createArticle } from '../../commands/blog/create-article';
import { scheduleArticle } from '../../commands/blog/schedule-article';
import { publishArticle, unpublishArticle } from '../../commands/blog/set-article-status';
import { updateArticle } from '../../commands/blog/update-article';
import type { Executor } from '../../db';
import { articles } from '../../db/schema/articles';
import { paginate, searchColumns } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentArticle, presentArticleListItem } from '../../presenters/blog';
import { articleTagCounts } from './queries';
import { ArticleListQuery, ArticleListResponse, ArticleParams, ArticleResponse, ArticleTagsResponse } from './schema';

const ORDER: Record<ArticleSort, ReturnType<typeof desc>[]> = {
  updated_desc: [desc(articles.updatedAt), desc(articles.id)],
  publish_desc: [desc(articles.publishAt), desc(articles.updatedAt), desc(articles.id)],
  title_asc: [asc(articles.title), asc(articles.id)],
  created_desc: [desc(articles.createdAt), desc(articles.id)],
};

/** Every column but the body: the list never needs the article itself. */
const { body: _body, ...LIST_COLUMNS } = getTableColumns(articles);

async function findArticle(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** /dashboard/admin/blog and the editor: the admin's articles API (SPEC 6: admin). */
const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl, jobs } = app.ctx;

  app.get(
    '/api/admin/articles',
    {
      config: { access: 'blog.manage' },
      schema: { querystring: ArticleListQuery, response: { 200: ArticleListResponse } },
    },
    async (req) => {
      const { q, status, tag, sort, page, pageSize } = req.query;
      const query = db
        .select(LIST_COLUMNS)
        .from(articles)
        .where(
          and(
            status === 'all' ? undefined : eq(articles.status, status),
            tag ? arrayContains(articles.tags, [tag]) : undefined,
            searchColumns(q, [articles.title, articles.excerpt, articles.slug, articles.authorName]),
          ),
        )
        .$dynamic();
      const list = await paginate(db, query, { orderBy: ORDER[sort], page, pageSize });
      const now = new Date();
      return { ...list, items: list.items.map((row) => presentArticleListItem(row, now)) };
    },
  );

  app.get(
    '/api/admin/articles/tags',
    { config: { access: 'blog.manage' }, schema: { response: { 200: ArticleTagsResponse } } },
    async () => ({ tags: await articleTagCounts(db, { liveOnly: false }) }),
  );

  app.post(
    '/api/admin/articles',
    { config: { access: 'blog.manage' }, schema: { body: ArticleCreateSchema, response: { 201: ArticleResponse } } },
    async (req, reply) => {
      const row = await createArticle(db, viewerOf(req), req.body, publicUrl);
      return reply.status(201).send(presentArticle(row));
    },
  );

  app.get(
    '/api/admin/articles/:id',
    { config: { access: 'blog.manage' }, schema: { params: ArticleParams, response: { 200: ArticleResponse } } },
    async (req) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      return presentArticle(row);
    },
  );

  app.patch(
    '/api/admin/articles/:id',
    {
      config: { access: 'blog.manage' },
      schema: { params: ArticleParams, body: ArticleUpdateSchema, response: { 200: ArticleResponse } },
    },
    async (req) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      return presentArticle(await updateArticle(db, row, req.body, publicUrl));
    },
  );

  app.post(
    '/api/admin/articles/:id/publish',
    { config: { access: 'blog.manage' }, schema: { params: ArticleParams, response: { 200: ArticleResponse } } },
    async (req) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      return presentArticle(await publishArticle(db, row));
    },
  );

  app.post(
    '/api/admin/articles/:id/schedule',
    {
      config: { access: 'blog.manage' },
      schema: { params: ArticleParams, body: ArticleScheduleSchema, response: { 200: ArticleResponse } },
    },
    async (req) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      return presentArticle(await scheduleArticle(db, jobs, row, new Date(req.body.publish_at)));
    },
  );

  app.post(
    '/api/admin/articles/:id/unpublish',
    { config: { access: 'blog.manage' }, schema: { params: ArticleParams, response: { 200: ArticleResponse } } },
    async (req) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      return presentArticle(await unpublishArticle(db, row));
    },
  );

  app.delete(
    '/api/admin/articles/:id',
    { config: { access: 'blog.manage' }, schema: { params: ArticleParams } },
    async (req, reply) => {
      const row = await findArticle(db, req.params.id);
      authorize(viewerOf(req), 'article.manage', row);
      await db.delete(articles).where(eq(articles.id, row.id));
      return reply.status(204).send();
    },
  );
};

export default blogAdminRoutes;
