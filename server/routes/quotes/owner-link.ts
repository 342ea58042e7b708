import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OwnerLinkSchema as OwnerLinkResponse } from '@domain/quotes/responses';
import { quotes } from '../../db/schema';
import { OWNER_PARAM, signOwnerMarker } from '../../lib/owner-visit';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';

const Params = z.object({ id: z.uuid({ error: 'Quote id must be a UUID' }) });

/**
 * POST /api/quotes/:id/owner-link: the quote's public address with a marker
 * good for two minutes, for the dashboard's "Open public page". A visit with
 * it is never counted as a customer's view (issue 18); see server/lib/owner-visit.ts.
 */
const ownerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, publicUrl } = app.ctx;

  app.post(
    '/api/quotes/:id/owner-link',
    {
      config: { access: 'quotes.read' },
      schema: { params: Params, response: { 200: OwnerLinkResponse } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const [row] = await db.select().from(quotes).where(eq(quotes.id, req.params.id));
      authorize(viewer, 'quote.read', row);
      const marker = signOwnerMarker(app.jwtKey, row.slug, viewer.user.id);
      const url = new URL(`/quotes/${encodeURIComponent(row.slug)}`, `${publicUrl}/`);
      url.searchParams.set(OWNER_PARAM, marker);
      return { url: url.toString() };
    },
  );
};

export default ownerLinkRoutes;
