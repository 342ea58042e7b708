import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SocialPostRejectSchema, SocialPostRequestSchema } from '@domain/schemas/social';
import { quotes, socialPosts } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { createSocialPublisher } from '../../integrations/social';
import type { MailMessage } from '../../integrations/mail/interface';
import { socialPostPostedMail, socialPostRejectedMail, type SocialReviewMail } from '../../integrations/mail/templates';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentAgent, presentPostedDeal, presentSocialPost } from '../../presenters/social';
import {
  countByStatus,
  findPost,
  listByStatus,
  listPostedDeals,
  postedDealFacets,
  selectPosts,
  type PostRow,
} from './queries';
import { requestPost } from '../../commands/social/request-post';
import { approvePost, rejectPost } from '../../commands/social/review-post';
import {
  AdminListQuerySchema,
  IdParamsSchema,
  LatestPostResponseSchema,
  PostedDealsQuerySchema,
  PostedDealsResponseSchema,
  SocialPostDtoSchema,
  SocialPostListSchema,
} from './schema';

const ADMIN_PAGE_SIZE = 20;
const DEALS_PAGE_SIZE = 12;

/**
 * Social posting: an agent asks for a published quote to be posted, an admin
 * approves (published through the adapter: the sandbox or Facebook) or rejects
 * it, and the posted ones are the agency's Posted Deals.
 */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, publicUrl, mailer, brand } = app.ctx;
  const publisher = createSocialPublisher(env, publicUrl);

  const loadQuote = async (id: string | null) => {
    if (!id) return undefined;
    const [row] = await db
      .select({
        id: quotes.id,
        agentId: quotes.agentId,
        kind: quotes.kind,
        isPublished: quotes.isPublished,
        slug: quotes.slug,
        title: quotes.title,
      })
      .from(quotes)
      .where(eq(quotes.id, id));
    return row;
  };

  app.post(
    '/api/quotes/:id/social-post',
    {
      config: { access: 'social.request' },
      schema: { params: IdParamsSchema, body: SocialPostRequestSchema, response: { 201: SocialPostDtoSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const quote = await loadQuote(req.params.id);
      authorize(viewer, 'quote.post-social', quote);
      if (!quote.isPublished) throw conflict('Publish the quote before posting it');
      const id = await requestPost(db, quote, req.body);
      const row = await findPost(db, id);
      if (!row) throw notFound();
      return reply.status(201).send(presentSocialPost(row, publicUrl));
    },
  );

  app.get(
    '/api/quotes/:id/social-post',
    {
      config: { access: 'social.request' },
      schema: { params: IdParamsSchema, response: { 200: LatestPostResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const quote = await loadQuote(req.params.id);
      authorize(viewer, 'quote.post-social', quote);
      const [latest] = await selectPosts(db)
        .where(eq(socialPosts.quoteId, quote.id))
        .orderBy(desc(socialPosts.createdAt))
        .limit(1);
      return { post: latest ? presentSocialPost(latest, publicUrl) : null, adapter: publisher.kind };
    },
  );

  app.get(
    '/api/admin/social-posts',
    {
      config: { access: 'social.review' },
      schema: { querystring: AdminListQuerySchema, response: { 200: SocialPostListSchema } },
    },
    async (req) => {
      const { status, page } = req.query;
      const [{ items, total }, counts] = await Promise.all([
        listByStatus(db, status, page, ADMIN_PAGE_SIZE),
        countByStatus(db),
      ]);
      return {
        items: items.map((r) => presentSocialPost(r, publicUrl)),
        total,
        page,
        pageSize: ADMIN_PAGE_SIZE,
        counts,
        adapter: publisher.kind,
      };
    },
  );

  /** E-mails the post's agent about the review; the review stands if the e-mail fails (it is logged). */
  async function tellAgent(row: PostRow, message: (about: Omit<SocialReviewMail, 'link'>) => MailMessage) {
    const email = row.agent?.email;
    if (!email) return;
    const mail = message({
      to: email,
      brandName: brand.name,
      firstName: row.agent?.firstName,
      quoteTitle: row.quote.title,
      headline: row.post.headline,
    });
    await mailer
      .send(mail)
      .catch((err: unknown) => app.log.warn({ err }, 'social review e-mail failed; the review was kept'));
  }

  app.post(
    '/api/admin/social-posts/:id/approve',
    {
      config: { access: 'social.review' },
      schema: { params: IdParamsSchema, response: { 200: SocialPostDtoSchema } },
    },
    async (req) => {
      const { id } = req.params;
      if (!id) throw notFound();
      const row = await approvePost(db, publisher, publicUrl, id, {
        viewer: viewerOf(req),
        ip: req.ip,
      });
      await tellAgent(row, (about) =>
        socialPostPostedMail({ ...about, link: row.post.externalUrl ?? `${publicUrl}/dashboard/posted-deals` }),
      );
      return presentSocialPost(row, publicUrl);
    },
  );

  app.post(
    '/api/admin/social-posts/:id/reject',
    {
      config: { access: 'social.review' },
      schema: { params: IdParamsSchema, body: SocialPostRejectSchema, response: { 200: SocialPostDtoSchema } },
    },
    async (req) => {
      const { id } = req.params;
      if (!id) throw notFound();
      const row = await rejectPost(db, id, req.body.reason, { viewer: viewerOf(req), ip: req.ip });
      await tellAgent(row, (about) =>
        socialPostRejectedMail({
          ...about,
          reason: row.post.reason ?? req.body.reason,
          link: `${publicUrl}/dashboard/quotes/${encodeURIComponent(row.quote.slug)}`,
        }),
      );
      return presentSocialPost(row, publicUrl);
    },
  );

  app.get(
    '/api/posted-deals',
    {
      config: { access: 'social.deals.read' },
      schema: { querystring: PostedDealsQuerySchema, response: { 200: PostedDealsResponseSchema } },
    },
    async (req) => {
      const { q, destination, agent, page } = req.query;
      const [{ items, total }, facets] = await Promise.all([
        listPostedDeals(db, { q, destination, agent: agent || undefined }, page, DEALS_PAGE_SIZE),
        postedDealFacets(db),
      ]);
      return {
        items: items.map((r) => presentPostedDeal(r, publicUrl)),
        total,
        page,
        pageSize: DEALS_PAGE_SIZE,
        facets: {
          destinations: facets.destinations,
          agents: facets.agents.map((a) => presentAgent(a.id, a)).sort((x, y) => x.name.localeCompare(y.name, 'en-GB')),
        },
      };
    },
  );
};

export default socialRoutes;
