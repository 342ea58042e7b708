import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_PAGE_MESSAGES,
  AgentBrandSchema,
  AgentPageSchema,
  OWN_UPLOAD_URL,
  suggestAgentBrand,
} from '@domain/agent-page';
import type { Executor } from '../../db';
import { agentPages, quotes, uploads } from '../../db/schema';
import { conflict, isUniqueViolation, notFound, validation } from '../../errors';
import { viewerOf } from '../../plugins/auth';
import { loadPublicAgentPage, presentAgentPage } from './load';
import {
  AgentPageDtoSchema,
  AgentPageSettingsSchema,
  BrandAvailabilityQuerySchema,
  BrandAvailabilitySchema,
  PublicAgentPageSchema,
  PublicAgentParamsSchema,
} from './schema';

const ACCESS = 'agent-page.manage';

async function brandTakenByOther(db: Executor, agentBrand: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agentPages.userId })
    .from(agentPages)
    .where(and(eq(agentPages.agentBrand, agentBrand), ne(agentPages.userId, userId)));
  return row !== undefined;
}

/** The agent's public page settings and the public page data (issue #3). */
const agentPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl } = app.ctx;

  app.get(
    '/api/agent-page',
    { config: { access: ACCESS }, schema: { response: { 200: AgentPageSettingsSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const [row] = await db.select().from(agentPages).where(eq(agentPages.userId, viewer.user.id));
      const own = await db
        .select({
          id: quotes.id,
          title: quotes.title,
          slug: quotes.slug,
          destination: quotes.destination,
          isPublished: quotes.isPublished,
        })
        .from(quotes)
        .where(eq(quotes.agentId, viewer.user.id))
        .orderBy(quotes.title)
        .limit(200);
      const p = viewer.profile;
      const name =
        p?.agentName || [p?.firstName, p?.lastName].filter(Boolean).join(' ') || p?.agencyName || 'My travel page';
      return {
        page: row ? presentAgentPage(row, publicUrl) : null,
        suggested: { agentBrand: suggestAgentBrand(p?.agencyName || name), displayName: name },
        quotes: own,
      };
    },
  );

  app.get(
    '/api/agent-page/availability',
    {
      config: { access: ACCESS },
      schema: { querystring: BrandAvailabilityQuerySchema, response: { 200: BrandAvailabilitySchema } },
    },
    async (req) => {
      const parsed = AgentBrandSchema.safeParse(req.query.agentBrand);
      if (!parsed.success)
        return {
          agentBrand: req.query.agentBrand,
          available: false,
          message: parsed.error.issues[0]?.message ?? AGENT_PAGE_MESSAGES.brandFormat,
        };
      const taken = await brandTakenByOther(db, parsed.data, viewerOf(req).user.id);
      return { agentBrand: parsed.data, available: !taken, message: taken ? AGENT_PAGE_MESSAGES.brandTaken : null };
    },
  );

  app.put(
    '/api/agent-page',
    { config: { access: ACCESS }, schema: { body: AgentPageSchema, response: { 200: AgentPageDtoSchema } } },
    async (req) => {
      const userId = viewerOf(req).user.id;
      const body = req.body;
      if (body.photoUrl) {
        const key = OWN_UPLOAD_URL.exec(body.photoUrl)?.[1] ?? '';
        const [own] = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.key, key), eq(uploads.ownerId, userId)));
        if (!own) throw validation({ photoUrl: AGENT_PAGE_MESSAGES.photo });
      }
      if (body.featuredQuoteIds.length) {
        const own = await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(inArray(quotes.id, body.featuredQuoteIds), eq(quotes.agentId, userId)));
        if (own.length !== body.featuredQuoteIds.length)
          throw validation({ featuredQuoteIds: AGENT_PAGE_MESSAGES.featured });
      }
      if (await brandTakenByOther(db, body.agentBrand, userId))
        throw conflict(AGENT_PAGE_MESSAGES.brandTaken, { agentBrand: AGENT_PAGE_MESSAGES.brandTaken });
      const values = {
        agentBrand: body.agentBrand,
        displayName: body.displayName,
        headline: body.headline,
        bio: body.bio,
        photoUrl: body.photoUrl,
        contact: body.contact,
        featuredQuoteIds: body.featuredQuoteIds,
        published: body.published,
        updatedAt: new Date(),
      };
      try {
        const [row] = await db
          .insert(agentPages)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: agentPages.userId, set: values })
          .returning();
        if (!row) throw notFound();
        return presentAgentPage(row, publicUrl);
      } catch (err) {
        // Two agents claiming the same address at once: the unique index decides.
        if (isUniqueViolation(err))
          throw conflict(AGENT_PAGE_MESSAGES.brandTaken, { agentBrand: AGENT_PAGE_MESSAGES.brandTaken });
        throw err;
      }
    },
  );

  app.get(
    '/api/public/agents/:agentBrand',
    {
      config: { access: 'public' },
      schema: { params: PublicAgentParamsSchema, response: { 200: PublicAgentPageSchema } },
    },
    async (req) => {
      const page = await loadPublicAgentPage(db, req.params.agentBrand, publicUrl);
      if (!page) throw notFound('This agent page does not exist or is not published.');
      return page;
    },
  );
};

export default agentPageRoutes;
