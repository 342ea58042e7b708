import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { createTestApp } from '../test/support';
import { quotes, tasks } from './schema';
import { seedQuotes } from './seed-quotes';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('demo quotes seed', () => {
  it('gives agent@demo.test four published quotes, a draft and an open task, once', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', email: 'agent@demo.test' });
    expect(await db.transaction((tx) => seedQuotes(tx))).toBe(true);
    expect(await db.transaction((tx) => seedQuotes(tx))).toBe(false);

    const rows = await db.select().from(quotes).where(eq(quotes.agentId, agent.user.id));
    expect(rows.filter((r) => r.isPublished)).toHaveLength(4);
    expect(rows.filter((r) => !r.isPublished)).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'itinerary')).toHaveLength(1);

    const list = await app.inject({ method: 'GET', url: '/api/tasks', headers: agent.headers });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        status: 'open',
        source: 'quote_accept',
        quote_title: 'Maldives Overwater Villa, All Inclusive',
      }),
    ]);
    expect(await db.select().from(tasks)).toHaveLength(1);

    const full = await app.inject({
      method: 'GET',
      url: '/api/public/quotes/santorini-sunset-escape',
    });
    expect(full.statusCode).toBe(200);
    const q = full.json();
    for (const section of ['internal_flights', 'extras', 'payment_schedule', 'image_urls'])
      expect(q[section].length, section).toBeGreaterThan(0);
    // The passengers stay in the agency: a public quote shows the party (issue 10).
    expect(q).not.toHaveProperty('passengers');
    expect(q.party).toMatch(/^\d+ adults?/);
    for (const section of [
      'flight_details',
      'accommodation_details',
      'transfer_details',
      'cruise_details',
      'car_hire',
      'pricing_details',
    ])
      expect(q[section], section).not.toBeNull();
    expect(q.protection.kind).toBe('atol_package');
    expect(q.final_price_total).toBe(553000);

    const trip = rows.find((r) => r.kind === 'itinerary');
    const activities = trip?.data.itinerary_details?.days.flatMap((d) => d.activities ?? []) ?? [];
    expect(activities.some((a) => a.time === null)).toBe(true);
    expect(activities.some((a) => a.time !== null)).toBe(true);
  });
});
