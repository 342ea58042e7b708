import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaptureIngestedSchema,
  CaptureListResponseSchema,
  CaptureSchema,
  CaptureTagsResponseSchema,
  TokenCreatedSchema,
  TokenListResponseSchema,
  TokenSchema,
} from '@domain/captures/responses';
import {
  CAPTURE_LIMITS,
  CAPTURE_TOKEN_HEADER,
  CaptureIngestSchema,
  CaptureListQuerySchema,
  CaptureUpdateSchema,
  TokenCreateSchema,
} from '@domain/captures/schema';
import { authenticateCaptureToken } from '../../commands/captures/authenticate-token';
import { deleteCapture } from '../../commands/captures/delete-capture';
import { ingestCapture } from '../../commands/captures/ingest-capture';
import { captures, personalAccessTokens } from '../../db/schema';
import { conflict } from '../../errors';
import { createStorage } from '../../integrations/storage';
import { IdParams, paginate, searchColumns } from '../../lib/list';
import { enforce } from '../../lib/rate-limit';
import { hashToken, randomToken } from '../../lib/tokens';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentCapture, presentCaptureSummary, presentToken } from '../../presenters/captures';

/** Captures per token: a person clicking the extension, not a crawler. */
const INGEST_RULE = { limit: 60, windowS: 600 };
/** Tokens an agent may have at once (revoked ones do not count). */
const MAX_ACTIVE_TOKENS = 20;
/** Tokens are recognisable in a leak scan by their prefix. */
const TOKEN_PREFIX = 'htc_';

/**
 * Personal access tokens for the Chrome extension (/api/tools/tokens), the
 * extension's capture endpoint (token only, never a session), and the signed-in
 * agent's captured content (/api/captures), each private to its owner.
 */
const captureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;
  const storage = createStorage(env);
  const imageUrl = (key: string) => storage.url(key);

  // ---- Personal access tokens ----

  app.get(
    '/api/tools/tokens',
    { config: { access: 'tools.chrome-extension' }, schema: { response: { 200: TokenListResponseSchema } } },
    async (req) => {
      const rows = await db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, viewerOf(req).user.id))
        .orderBy(sql`${personalAccessTokens.revokedAt} is not null`, desc(personalAccessTokens.createdAt))
        .limit(100);
      return { items: rows.map(presentToken) };
    },
  );

  app.post(
    '/api/tools/tokens',
    {
      config: { access: 'tools.chrome-extension' },
      schema: { body: TokenCreateSchema, response: { 201: TokenCreatedSchema } },
    },
    async (req, reply) => {
      const userId = viewerOf(req).user.id;
      const [active] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(personalAccessTokens)
        .where(and(eq(personalAccessTokens.userId, userId), sql`${personalAccessTokens.revokedAt} is null`));
      if ((active?.n ?? 0) >= MAX_ACTIVE_TOKENS)
        throw conflict(`You have ${MAX_ACTIVE_TOKENS} active tokens. Revoke one you no longer use first.`);
      const secret = `${TOKEN_PREFIX}${randomToken()}`;
      const [row] = await db
        .insert(personalAccessTokens)
        .values({ userId, name: req.body.name, tokenHash: hashToken(secret) })
        .returning();
      if (!row) throw new Error('token not stored');
      return reply.status(201).send({ token: presentToken(row), secret });
    },
  );

  app.delete(
    '/api/tools/tokens/:id',
    {
      config: { access: 'tools.chrome-extension' },
      schema: { params: IdParams, response: { 200: TokenSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const [found] = req.params.id
        ? await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, req.params.id))
        : [];
      authorize(viewer, 'token.revoke', found);
      const [row] = await db
        .update(personalAccessTokens)
        .set({ revokedAt: sql`coalesce(${personalAccessTokens.revokedAt}, now())` })
        .where(eq(personalAccessTokens.id, found.id))
        .returning();
      return presentToken(row ?? found);
    },
  );

  // ---- The extension's capture endpoint: a personal token, never a session ----

  app.post(
    '/api/captures/ingest',
    {
      bodyLimit: CAPTURE_LIMITS.bodyBytes,
      config: { access: 'public' },
      schema: { body: CaptureIngestSchema, response: { 201: CaptureIngestedSchema } },
      // The token is checked before the body is parsed and validated, so a stranger learns nothing from a 400.
      preValidation: async (req) => {
        req.captureHolder = await authenticateCaptureToken(db, req.headers[CAPTURE_TOKEN_HEADER]);
        await enforce(db, [{ key: `capture:${req.captureHolder.tokenId}`, rule: INGEST_RULE }]);
      },
    },
    async (req, reply) => {
      const holder = req.captureHolder;
      if (!holder) throw new Error('capture token not checked');
      const row = await ingestCapture(db, storage, holder, req.body);
      return reply.status(201).send({ id: row.id, title: row.title, images: row.images.length });
    },
  );

  // ---- The signed-in agent's captured content ----

  app.get(
    '/api/captures',
    {
      config: { access: 'captures.read' },
      schema: { querystring: CaptureListQuerySchema, response: { 200: CaptureListResponseSchema } },
    },
    async (req) => {
      const { q, tag, page, pageSize } = req.query;
      const query = db
        .select()
        .from(captures)
        .where(
          and(
            eq(captures.userId, viewerOf(req).user.id),
            searchColumns(q, [captures.title, captures.url, captures.selectedText, captures.pageText, captures.note], {
              useIndexes: false,
            }),
            tag ? arrayContains(captures.tags, [tag]) : undefined,
          ),
        )
        .$dynamic();
      const result = await paginate(db, query, {
        orderBy: [desc(captures.createdAt), desc(captures.id)],
        page,
        pageSize,
      });
      return { ...result, items: result.items.map((r) => presentCaptureSummary(r, imageUrl)) };
    },
  );

  app.get(
    '/api/captures/tags',
    { config: { access: 'captures.read' }, schema: { response: { 200: CaptureTagsResponseSchema } } },
    async (req) => {
      const rows = await db.execute<{ tag: string }>(sql`
        select distinct unnest(${captures.tags}) as tag from ${captures}
        where ${captures.userId} = ${viewerOf(req).user.id} order by 1 limit 200`);
      return { tags: rows.rows.map((r) => r.tag) };
    },
  );

  const load = async (id: string | null) => {
    if (!id) return undefined;
    const [row] = await db.select().from(captures).where(eq(captures.id, id));
    return row;
  };

  app.get(
    '/api/captures/:id',
    {
      config: { access: 'captures.read' },
      schema: { params: IdParams, response: { 200: CaptureSchema } },
    },
    async (req) => {
      const row = await load(req.params.id);
      authorize(viewerOf(req), 'capture.manage', row);
      return presentCapture(row, imageUrl);
    },
  );

  app.patch(
    '/api/captures/:id',
    {
      config: { access: 'captures.write' },
      schema: { params: IdParams, body: CaptureUpdateSchema, response: { 200: CaptureSchema } },
    },
    async (req) => {
      const row = await load(req.params.id);
      authorize(viewerOf(req), 'capture.manage', row);
      const { note, tags } = req.body;
      const [updated] = await db
        .update(captures)
        .set({
          ...(note !== undefined ? { note: note?.trim() || null } : {}),
          ...(tags !== undefined ? { tags } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(captures.id, row.id))
        .returning();
      return presentCapture(updated ?? row, imageUrl);
    },
  );

  app.delete(
    '/api/captures/:id',
    { config: { access: 'captures.write' }, schema: { params: IdParams, response: { 204: z.null() } } },
    async (req, reply) => {
      const row = await load(req.params.id);
      authorize(viewerOf(req), 'capture.manage', row);
      await deleteCapture(db, storage, row);
      return reply.status(204).send(null);
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    captureHolder?: import('../../commands/captures/authenticate-token').TokenHolder;
  }
}

export default captureRoutes;
