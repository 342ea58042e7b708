import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

/*
 * Issue 10 finding 5: event streams are bounded per user and per process,
 * live a limited time, and slow requests give their sockets back, so one
 * account's flood leaves the server answering everyone else.
 */
const { app } = await createTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const limits = app.ctx.events.streamLimits;
const defaults = { ...limits };

type Stream = { status: number; text: () => string; ended: () => boolean; close: () => void };

async function openStream(authorization: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { authorization }, signal: controller.signal });
  let text = '';
  let ended = false;
  const reader = res.body?.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // aborted or cut
    }
    ended = true;
  })();
  return { status: res.status, text: () => text, ended: () => ended, close: () => controller.abort() };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/events bounds', () => {
  it('a flood of streams from one account keeps 5 open (the oldest closed) and /api/health answering', async () => {
    const flooder = await buildSignedInUser(app, { role: 'lead' });
    const streams: Stream[] = [];
    for (let i = 0; i < 60; i++) streams.push(await openStream(flooder.headers.authorization));
    expect(streams.every((s) => s.status === 200)).toBe(true);

    const started = Date.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);

    await until(() => streams.slice(0, 55).every((s) => s.ended()));
    expect(streams.slice(55).some((s) => s.ended())).toBe(false);
    expect(app.ctx.events.subscriberCount()).toBe(5);
    expect(streams[0]?.text()).toContain('event: closed\ndata: {"reason":"too_many_streams"}');
    for (const s of streams) s.close();
    await until(() => app.ctx.events.subscriberCount() === 0);
  }, 60_000);

  it('past the process total a new stream gets a clear 503 with Retry-After, and a slot frees when one closes', async () => {
    limits.total = 2;
    try {
      const users = [await buildSignedInUser(app), await buildSignedInUser(app), await buildSignedInUser(app)];
      const first = await openStream(users[0]?.headers.authorization ?? '');
      const second = await openStream(users[1]?.headers.authorization ?? '');
      const refused = await fetch(`${base}/api/events`, { headers: users[2]?.headers });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await refused.json()).error).toEqual({
        code: 'too_many_streams',
        message: 'Too many live connections right now. Please try again in a minute.',
      });
      first.close();
      await until(() => app.ctx.events.subscriberCount() === 1);
      const third = await openStream(users[2]?.headers.authorization ?? '');
      expect(third.status).toBe(200);
      second.close();
      third.close();
      await until(() => app.ctx.events.subscriberCount() === 0);
    } finally {
      Object.assign(limits, defaults);
    }
  });

  it('sends heartbeats and ends a stream at its maximum life', async () => {
    limits.heartbeatMs = 50;
    limits.maxLifeMs = 400;
    try {
      const me = await buildSignedInUser(app);
      const stream = await openStream(me.headers.authorization);
      await until(() => stream.ended(), 5000);
      expect(stream.text()).toContain(': heartbeat');
      expect(stream.text()).toContain('event: closed\ndata: {"reason":"max_life"}');
      await until(() => app.ctx.events.subscriberCount() === 0);
    } finally {
      Object.assign(limits, defaults);
    }
  });

  it('a half-open request that never finishes its headers loses its socket within seconds', async () => {
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => undefined);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const started = Date.now();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(answer).toMatch(/^HTTP\/1.1 408 /);
  }, 20_000);
});
