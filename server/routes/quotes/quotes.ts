import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickQuoteFields } from '@domain/quotes/fields';
import { QuoteCreateSchema, QuotePatchSchema } from '@domain/quotes/schema';
import { createQuote } from '../../commands/quotes/create-quote';
import { duplicateQuote } from '../../commands/quotes/duplicate-quote';
import { loadPublicQuoteById } from '../../commands/quotes/load-public-quote';
import { updateQuote } from '../../commands/quotes/update-quote';
import type { Executor } from '../../db';
import { quotes } from '../../db/schema';
import { isUniqueViolation, notFound } from '../../errors';
import { paginate, searchColumns } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { authorize, authorizeNew } from '../../policies';
import { scopeToOwner } from '../../policies/scope';
import { presentQuote, presentQuoteSummary } from '../../presenters/quote';
import {
  IdParams,
  PublicQuoteResponse,
  QuoteDtoResponse,
  QuoteListQuery,
  QuoteListResponse,
  SlugParams,
  UuidParams,
  type QUOTE_SORTS,
} from './schema';

/**
 * The SPEC 3 allow-list on the server: before validation every quote body
 * keeps only allow-listed keys (nested too) and loses `email` at any level;
 * `kind` rides along for creation.
 */
async function allowListBody(req: FastifyRequest): Promise<void> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const kind: unknown = 'kind' in body ? body.kind : undefined;
  req.body = { ...pickQuoteFields(body), ...(kind !== undefined ? { kind } : {}) };
}

const SORTS: Record<(typeof QUOTE_SORTS)[number], SQL[]> = {
  updated_desc: [desc(quotes.updatedAt), desc(quotes.id)],
  updated_asc: [asc(quotes.updatedAt), asc(quotes.id)],
  created_desc: [desc(quotes.createdAt), desc(quotes.id)],
  title_asc: [sql`lower(${quotes.title}) asc`, asc(quotes.id)],
  departure_asc: [sql`${quotes.departureDate} asc nulls last`, desc(quotes.updatedAt)],
  price_desc: [sql`${quotes.finalPriceTotal} desc nulls last`, desc(quotes.updatedAt)],
};

/** What a row of the dashboard list reads (not the quote's whole body). */
const SUMMARY_COLUMNS = {
  id: quotes.id,
  slug: quotes.slug,
  title: quotes.title,
  label: quotes.label,
  kind: quotes.kind,
  destination: quotes.destination,
  departureDate: quotes.departureDate,
  heroImage: quotes.heroImage,
  quoteStatus: quotes.quoteStatus,
  isPublished: quotes.isPublished,
  finalPriceTotal: quotes.finalPriceTotal,
  viewCount: quotes.viewCount,
  updatedAt: quotes.updatedAt,
  createdAt: quotes.createdAt,
  facebookPostStatus: quotes.facebookPostStatus,
};

async function findById(db: Executor, id: string | null) {
  if (!id) return undefined;
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

/** The agent's own quotes (admins and managers: everyone's). */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl, brand } = app.ctx;

  app.get(
    '/api/quotes',
    {
      config: { access: 'quotes.read' },
      schema: { querystring: QuoteListQuery, response: { 200: QuoteListResponse } },
    },
    async (req) => {
      const { q, status, published, sort, page, pageSize } = req.query;
      const owner = scopeToOwner(viewerOf(req), 'quotes.read.all', quotes.agentId);
      const query = db
        .select(SUMMARY_COLUMNS)
        .from(quotes)
        .where(
          and(
            owner,
            // Everyone's quotes: the trigram indexes; one agent's: their rows, read directly.
            searchColumns(q, [quotes.title, quotes.destination, quotes.hotelName, quotes.label], {
              useIndexes: owner === undefined,
            }),
            status ? eq(quotes.quoteStatus, status) : undefined,
            published ? eq(quotes.isPublished, published === 'true') : undefined,
          ),
        )
        .$dynamic();
      const list = await paginate(db, query, { orderBy: SORTS[sort], page, pageSize });
      return { ...list, items: list.items.map((r) => presentQuoteSummary(r, publicUrl)) };
    },
  );

  app.get(
    '/api/quotes/by-slug/:slug',
    {
      config: { access: 'quotes.read' },
      schema: { params: SlugParams, response: { 200: QuoteDtoResponse } },
    },
    async (req) => {
      const [row] = await db.select().from(quotes).where(eq(quotes.slug, req.params.slug));
      authorize(viewerOf(req), 'quote.read', row);
      return presentQuote(row, publicUrl);
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      config: { access: 'quotes.read' },
      schema: { params: IdParams, response: { 200: QuoteDtoResponse } },
    },
    async (req) => {
      const row = await findById(db, req.params.id);
      authorize(viewerOf(req), 'quote.read', row);
      return presentQuote(row, publicUrl);
    },
  );

  app.get(
    '/api/quotes/:id/preview',
    {
      config: { access: 'quotes.read' },
      schema: { params: IdParams, response: { 200: PublicQuoteResponse } },
    },
    async (req) => {
      const row = await findById(db, req.params.id);
      authorize(viewerOf(req), 'quote.read', row);
      const loaded = await loadPublicQuoteById(db, row.id, {
        countView: false,
        viewerId: viewerOf(req).user.id,
        publicUrl,
        includeUnpublished: true,
      });
      if (!loaded) throw notFound();
      return loaded.quote;
    },
  );

  app.post(
    '/api/quotes',
    {
      config: { access: 'quotes.write.itinerary' },
      preValidation: allowListBody,
      schema: { body: QuoteCreateSchema, response: { 201: QuoteDtoResponse } },
    },
    async (req, reply) => {
      const { kind, ...body } = req.body;
      authorizeNew(viewerOf(req), 'quote.create', { kind: kind ?? 'standard' });
      const row = await createQuote(db, {
        ownerId: viewerOf(req).user.id,
        body,
        kind,
        brandPrefix: brand.prefix,
      });
      return reply.status(201).send(presentQuote(row, publicUrl));
    },
  );

  app.patch(
    '/api/quotes/:id',
    {
      config: { access: 'quotes.write.itinerary' },
      preValidation: allowListBody,
      schema: { params: IdParams, body: QuotePatchSchema, response: { 200: QuoteDtoResponse } },
    },
    async (req) => {
      const row = await findById(db, req.params.id);
      authorize(viewerOf(req), 'quote.update', row);
      return presentQuote(await updateQuote(db, row, req.body), publicUrl);
    },
  );

  // The builder's autosave: creates the quote with the builder's own id when it is new.
  app.put(
    '/api/quotes/:id',
    {
      config: { access: 'quotes.write.itinerary' },
      preValidation: allowListBody,
      schema: {
        params: UuidParams,
        body: QuoteCreateSchema,
        response: { 200: QuoteDtoResponse, 201: QuoteDtoResponse },
      },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const { kind, ...body } = req.body;
      const existing = await findById(db, req.params.id);
      if (existing) {
        authorize(viewer, 'quote.update', existing);
        return presentQuote(await updateQuote(db, existing, body), publicUrl);
      }
      authorizeNew(viewer, 'quote.create', { kind: kind ?? 'standard' });
      try {
        const row = await createQuote(db, {
          ownerId: viewer.user.id,
          body,
          kind,
          id: req.params.id,
          brandPrefix: brand.prefix,
        });
        return reply.status(201).send(presentQuote(row, publicUrl));
      } catch (err) {
        // Two autosaves of a new quote at once: the second one updates what the first created.
        if (!isUniqueViolation(err, 'quotes_pkey')) throw err;
        const raced = await findById(db, req.params.id);
        authorize(viewer, 'quote.update', raced);
        return presentQuote(await updateQuote(db, raced, body), publicUrl);
      }
    },
  );

  app.delete(
    '/api/quotes/:id',
    { config: { access: 'quotes.write.itinerary' }, schema: { params: IdParams } },
    async (req, reply) => {
      const row = await findById(db, req.params.id);
      authorize(viewerOf(req), 'quote.delete', row);
      await db.delete(quotes).where(eq(quotes.id, row.id));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/quotes/:id/duplicate',
    {
      config: { access: 'quotes.write.itinerary' },
      schema: { params: IdParams, response: { 201: QuoteDtoResponse } },
    },
    async (req, reply) => {
      const row = await findById(db, req.params.id);
      authorize(viewerOf(req), 'quote.read', row);
      authorizeNew(viewerOf(req), 'quote.create', row);
      return reply.status(201).send(presentQuote(await duplicateQuote(db, row), publicUrl));
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/quotes/:id/${action}`,
      {
        config: { access: 'quotes.write.itinerary' },
        schema: { params: IdParams, response: { 200: QuoteDtoResponse } },
      },
      async (req) => {
        const row = await findById(db, req.params.id);
        authorize(viewerOf(req), 'quote.update', row);
        const now = new Date();
        const [updated] = await db
          .update(quotes)
          .set(
            action === 'publish'
              ? {
                  isPublished: true,
                  publishedAt: row.publishedAt ?? now,
                  quoteStatus: row.quoteStatus === 'draft' ? 'sent' : row.quoteStatus,
                  updatedAt: now,
                }
              : { isPublished: false, updatedAt: now },
          )
          .where(eq(quotes.id, row.id))
          .returning();
        if (!updated) throw notFound();
        return presentQuote(updated, publicUrl);
      },
    );
  }
};

export default quoteRoutes;
