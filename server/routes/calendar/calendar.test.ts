import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import { quotes } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';
import { londonToInstant } from '../../commands/calendar/london-time';

const { app } = await createTestApp();
const db = app.ctx.db;
const agent = await buildSignedInUser(app, { role: 'agent' });
const other = await buildSignedInUser(app, { role: 'agent' });

const inDays = (n: number) => addDays(londonToday(), n);
const icsDate = (iso: string) => iso.replaceAll('-', '');

async function newAddress(headers = agent.headers): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/tools/calendar-feed', headers });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

/** Fetches a feed address the way Outlook would: no sign-in, only the address. */
async function fetchFeed(url: string) {
  const u = new URL(url);
  return app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}

describe('the private calendar feed', () => {
  it('holds my open tasks on their due dates, my accepted trips and balance dates, and nobody else’s', async () => {
    const due = inDays(10);
    for (const [headers, title] of [
      [agent.headers, 'Call the Hendersons about transfers'],
      [other.headers, 'Another agent’s task'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers,
        payload: { title, due_date: due },
      });
      expect(res.statusCode).toBe(201);
    }
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: agent.headers,
      payload: { title: 'Send the e-tickets', due_date: inDays(3), due_time: '09:30' },
    });
    await db.insert(quotes).values({
      agentId: agent.user.id,
      slug: `cal-${Date.now()}`,
      title: 'Lanzarote family week',
      label: 'HTP Test',
      quoteStatus: 'accepted',
      departureDate: inDays(90),
      data: { balance_due_date: inDays(6) },
    });

    const url = await newAddress();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\.ics\?token=[\w-]{43}$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body;
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDate(due)}`);
    expect(ics).toContain('SUMMARY:Task: Call the Hendersons about transfers');
    expect(ics).toContain('SUMMARY:Departure: Lanzarote family week');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDate(inDays(90))}`);
    expect(ics).toContain('SUMMARY:Balance due: Lanzarote family week');
    // 09:30 on a London wall clock, written in UTC.
    const start = londonToInstant(inDays(3), '09:30').toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART:${start}Z`);
    expect(ics).not.toContain('Another agent’s task');

    const status = await app.inject({ method: 'GET', url: '/api/tools/calendar-feed', headers: agent.headers });
    expect(status.json()).toMatchObject({ active: true });
    expect(status.json().lastUsedAt).not.toBeNull();
    expect(status.body).not.toContain('token');
  });

  it('a new address stops the old one at once; turning it off stops it too', async () => {
    const first = await newAddress();
    const second = await newAddress();
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const off = await app.inject({ method: 'DELETE', url: '/api/tools/calendar-feed', headers: agent.headers });
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    const status = await app.inject({ method: 'GET', url: '/api/tools/calendar-feed', headers: agent.headers });
    expect(status.json()).toEqual({ active: false, createdAt: null, lastUsedAt: null });
  });

  it('an address without a token, or a made-up one, is not found', async () => {
    for (const url of ['/api/calendar/feed.ics', '/api/calendar/feed.ics?token=made-up']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This calendar address is not active. Make a new one in Outlook setup.');
    }
  });

  it('needs sign-in and a role that has Outlook setup', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/tools/calendar-feed' })).statusCode).toBe(401);
    const onboarding = await buildSignedInUser(app, { role: 'onboarding' });
    const res = await app.inject({ method: 'POST', url: '/api/tools/calendar-feed', headers: onboarding.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('London wall-clock times', () => {
  it('is an hour ahead of UTC in summer and equal in winter', () => {
    expect(londonToInstant('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(londonToInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T09:30:00.000Z');
    // The morning the clocks go forward: 03:00 BST is 02:00 UTC.
    expect(londonToInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });
});
