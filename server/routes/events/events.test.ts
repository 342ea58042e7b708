import { afterAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { HotelDetailResponse } from '@domain/live/types';
import { connect } from '../../db';
import { createEventHub } from '../../lib/events';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app, db } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '50', SUPPLIER_TIMEOUT_MS: '300' });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// A second "process": its own pool and hub on the same database.
const other = connect(db.url, 2);
const otherHub = createEventHub(other.db);
afterAll(async () => {
  await otherHub.close();
  await other.close();
});

type Sse = { event: string; data: unknown };

/** Opens GET /api/events over real HTTP and collects parsed events. */
async function openStream(authorization: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { authorization }, signal: controller.signal });
  const events: Sse[] = [];
  const comments: string[] = [];
  let ended = false;
  const reader = res.body?.getReader();
  const pump = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.startsWith(':')) comments.push(block.slice(1).trim());
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return { res, events, comments, close: () => controller.abort(), isEnded: () => ended, pump };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/events', () => {
  it('requires sign-in', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('streams the item and package events of my checkout, live, and none of another user', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const someone = await buildSignedInUser(app, { role: 'agent' });
    const mine = await openStream(me.headers.authorization);
    const theirs = await openStream(someone.headers.authorization);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
    await until(() => mine.comments.includes('connected'));

    const checkIn = addDays(londonToday(), 40);
    const checkOut = addDays(checkIn, 3);
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/live/hotels/TFS-0002?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2:0`,
        headers: me.headers,
      })
    ).json() as HotelDetailResponse;
    const room = detail.rooms[0];
    await app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: me.headers,
      payload: {
        type: 'accommodation',
        hotelId: 'TFS-0002',
        roomId: room?.roomId,
        boardId: room?.boards[0]?.boardId,
        extras: [],
        searchParams: { destination: 'TFS', checkIn, checkOut, rooms: [{ adults: 2, children: 0, childAges: [] }] },
      },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: me.headers,
      payload: {
        idempotencyKey: crypto.randomUUID(),
        leadPassenger: {
          title: 'Mr',
          firstName: 'Tom',
          lastName: 'Lead',
          email: 'tom@example.com',
          phone: '07700 900123',
          addressLine1: '1 Road',
          city: 'York',
          postcode: 'YO1 7HH',
        },
        payment: { cardholderName: 'Tom Lead', cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' },
      },
    });
    const packageId = res.json().packageId;
    const itemId = res.json().items[0].id;
    // Flaky Palms fails its first attempt: booking -> failed, then the package.
    await until(() => mine.events.some((e) => e.event === 'package'));
    expect(mine.events).toEqual([
      { event: 'basket.item', data: { packageId, itemId, status: 'booking' } },
      {
        event: 'basket.item',
        data: { packageId, itemId, status: 'failed', error: expect.stringContaining('Flaky Palms Resort') },
      },
      { event: 'package', data: { packageId, status: 'partially_failed' } },
    ]);
    await app.inject({
      method: 'POST',
      url: `/api/checkout/${packageId}/retry`,
      headers: me.headers,
      payload: { idempotencyKey: crypto.randomUUID() },
    });
    await until(() => mine.events.filter((e) => e.event === 'package').length === 2);
    expect(mine.events.slice(3)).toEqual([
      { event: 'basket.item', data: { packageId, itemId, status: 'booking' } },
      {
        event: 'basket.item',
        data: { packageId, itemId, status: 'confirmed', bookingReference: expect.stringMatching(/^LB-/) },
      },
      { event: 'package', data: { packageId, status: 'confirmed' } },
    ]);
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
    await until(() => app.ctx.events.subscriberCount() === 0);
  });

  it('delivers events published by another process through Postgres', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const stream = await openStream(me.headers.authorization);
    await until(() => stream.comments.includes('connected'));
    await otherHub.publish(me.user.id, { type: 'package', data: { packageId: 'p1', status: 'confirmed' } });
    await until(() => stream.events.length === 1);
    expect(stream.events[0]).toEqual({ event: 'package', data: { packageId: 'p1', status: 'confirmed' } });
    stream.close();
  });

  it('an open stream does not hold up shutdown: close ends it at once', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const stream = await openStream(me.headers.authorization);
    await until(() => stream.comments.includes('connected'));
    const started = Date.now();
    const closing = app.close();
    await until(() => stream.isEnded(), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    await closing;
    // Well inside main.ts's 40 s limit (a client's keep-alive socket can take a few seconds).
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
