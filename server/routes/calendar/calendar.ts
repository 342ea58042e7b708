import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema } from '@domain/tools/calendar';
import { buildCalendarFeed } from '../../commands/calendar/build-feed';
import { calendarFeeds } from '../../db/schema';
import { notFound } from '../../errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { viewerOf } from '../../plugins/auth';

const FeedQuery = z.object({ token: z.string().max(200).optional() });

/**
 * The agent's private calendar feed (Outlook setup): make an address, see
 * whether one is active, turn it off; and the feed itself, found by the token
 * in its query string (the logger scrubs it) with nothing else to sign in.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const feedUrl = (token: string) => `${app.ctx.publicUrl}/api/calendar/feed.ics?token=${token}`;

  const status = async (userId: string) => {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return {
      active: !!row,
      createdAt: row?.createdAt.toISOString() ?? null,
      lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
    };
  };

  app.get(
    '/api/tools/calendar-feed',
    { config: { access: 'tools.outlook' }, schema: { response: { 200: CalendarFeedStatusSchema } } },
    async (req) => status(viewerOf(req).user.id),
  );

  app.post(
    '/api/tools/calendar-feed',
    { config: { access: 'tools.outlook' }, schema: { response: { 201: CalendarFeedCreatedSchema } } },
    async (req, reply) => {
      const userId = viewerOf(req).user.id;
      const token = randomToken();
      // A new address replaces the old one: the old token's hash is gone, so it stops at once.
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash: hashToken(token) })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash: hashToken(token), createdAt: sql`now()`, lastUsedAt: null },
        });
      return reply.status(201).send({ ...(await status(userId)), url: feedUrl(token) });
    },
  );

  app.delete(
    '/api/tools/calendar-feed',
    { config: { access: 'tools.outlook' }, schema: { response: { 204: z.null() } } },
    async (req, reply) => {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, viewerOf(req).user.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar/feed.ics',
    { config: { access: 'public' }, schema: { querystring: FeedQuery } },
    async (req, reply) => {
      const token = req.query.token;
      if (!token) throw notFound('This calendar address is not active. Make a new one in Outlook setup.');
      const [feed] = await db
        .update(calendarFeeds)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(calendarFeeds.tokenHash, hashToken(token)))
        .returning({ userId: calendarFeeds.userId });
      if (!feed) throw notFound('This calendar address is not active. Make a new one in Outlook setup.');
      const body = await buildCalendarFeed(db, feed.userId, {
        brandName: app.ctx.brand.name,
        publicUrl: app.ctx.publicUrl,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
};

export default calendarRoutes;
