import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../errors';
import { viewerOf } from '../../plugins/auth';

type Stream = { userId: string; res: ServerResponse; end(reason: string): void };

const tooManyStreams = () =>
  appError('too_many_streams', 'Too many live connections right now. Please try again in a minute.', undefined, {
    'retry-after': '30',
  });

/**
 * GET /api/events: the caller's live events as server-sent events. Bearer auth
 * like every API call, so the SPA reads it with fetch streaming. Bounded by
 * app.ctx.events.streamLimits: a few streams per user (a new one closes the
 * oldest), a total per process (503 past it), a heartbeat and a maximum life.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<Stream>();
  const byUser = new Map<string, Stream[]>();
  // Sockets that carried a stream: a client that went away can leave one half-open.
  const sockets = new Set<Socket>();
  // Counted from the moment a stream is admitted, before its subscription resolves, so a burst cannot overshoot.
  let admitted = 0;

  // End the streams and their sockets before the server waits for connections,
  // so an open event stream never holds up a graceful shutdown.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.res.end();
    open.clear();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  });

  app.get('/api/events', { config: { access: 'signed-in' } }, async (req, reply) => {
    const limits = app.ctx.events.streamLimits;
    const userId = viewerOf(req).user.id;
    if (admitted >= limits.total) throw tooManyStreams();
    admitted += 1;
    const res = reply.raw;
    let unsubscribe: () => void;
    try {
      unsubscribe = await app.ctx.events.subscribe(userId, (event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
    } catch (err) {
      admitted -= 1;
      throw err;
    }
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    const socket = res.socket;
    if (socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }

    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), limits.heartbeatMs);
    const stream: Stream = {
      userId,
      res,
      // Ends the stream and frees its socket: a client holding the connection idle must not keep the descriptor.
      end(reason) {
        if (res.writableEnded) return;
        res.end(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`, () => socket?.destroy());
      },
    };
    const maxLife = setTimeout(() => stream.end('max_life'), limits.maxLifeMs);
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      clearInterval(heartbeat);
      clearTimeout(maxLife);
      unsubscribe();
      open.delete(stream);
      admitted -= 1;
      const mine = byUser.get(userId)?.filter((s) => s !== stream) ?? [];
      if (mine.length > 0) byUser.set(userId, mine);
      else byUser.delete(userId);
    };
    res.on('close', cleanup);

    open.add(stream);
    const mine = [...(byUser.get(userId) ?? []), stream];
    byUser.set(userId, mine);
    // Over the per-user cap: the oldest go (that tab reconnects and becomes the newest).
    for (const oldest of mine.slice(0, Math.max(0, mine.length - limits.perUser))) oldest.end('too_many_streams');
  });
};

export default eventsRoutes;
