import type { FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxSchema } from '@domain/schemas/dev';
import { mailOutbox } from '../../db/schema';
import { notFound } from '../../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine: the socket's own address (never a header, which
 * anyone can send), and no proxy in between (a local proxy forwarding the
 * internet would otherwise look like loopback).
 */
export function isLoopbackCaller(req: FastifyRequest): boolean {
  const address = req.raw.socket.remoteAddress;
  if (!address || !LOOPBACK.has(address)) return false;
  return FORWARDING_HEADERS.every((h) => req.headers[h] === undefined);
}

function isSignedInAdmin(req: FastifyRequest): boolean {
  const viewer = req.viewer;
  return Boolean(viewer?.user.emailConfirmedAt && viewer.profile?.role === 'admin');
}

/**
 * Developer tools: the mail outbox behind /dev/mailbox. It shows every
 * account's links, so it answers only when dev tools are on and the caller is
 * on this machine (outside production) or a signed-in admin; anyone else gets
 * the same 404 as when it is off.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, devTools } = app.ctx;
  const mayRead = (req: FastifyRequest) =>
    devTools && (isSignedInAdmin(req) || (env.NODE_ENV !== 'production' && isLoopbackCaller(req)));

  app.get(
    '/api/dev/outbox',
    { config: { access: 'public' }, schema: { response: { 200: OutboxSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!mayRead(req)) throw notFound();
      const rows = await app.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};

export default devRoutes;
