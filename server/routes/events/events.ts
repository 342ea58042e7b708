import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth';

/** Comment line every 25 s so proxies keep the stream open (SPEC 9 realtime heartbeat). */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: the caller's live events as server-sent events. Bearer auth
 * like every API call, so the SPA reads it with fetch streaming.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  // Sockets that carried a stream: a client that went away can leave one half-open.
  const sockets = new Set<Socket>();
  // End the streams and their sockets before the server waits for connections,
  // so an open event stream never holds up a graceful shutdown.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  });

  app.get('/api/events', { config: { access: 'signed-in' } }, async (req, reply) => {
    const userId = viewerOf(req).user.id;
    const res = reply.raw;
    const unsubscribe = await app.ctx.events.subscribe(userId, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    });
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': connected\n\n');
    open.add(res);
    const socket = res.socket;
    if (socket) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    };
    res.on('close', cleanup);
  });
};

export default eventsRoutes;
