import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { CarSearchResponse } from '@domain/live/types';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

/*
 * Issue 10 finding 4: a car rate reference comes back from the client to
 * price and book; an edited one (ten years of rental where a search allows
 * 60 days) is refused everywhere, and nothing is booked.
 */
const { app } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '0', SUPPLIER_TIMEOUT_MS: '300' });
const agent = await buildSignedInUser(app, { role: 'agent' });

const pickupDate = `${addDays(londonToday(), 20)}T10:00`;
const returnDate = `${addDays(londonToday(), 27)}T10:00`;
const tenYears = `${addDays(londonToday(), 20 + 3650)}T10:00`;
const driver = {
  title: 'Ms',
  firstName: 'Rae',
  lastName: 'Forger',
  email: 'rae@example.com',
  phone: '07700 900123',
  age: 35,
};
const card = { cardholderName: 'Rae Forger', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };

const get = (url: string) => app.inject({ method: 'GET', url, headers: agent.headers });
const book = (rateReference: string) =>
  app.inject({
    method: 'POST',
    url: '/api/live/cars/book',
    headers: agent.headers,
    payload: { rateReference, driver, payment: card, idempotencyKey: crypto.randomUUID() },
  });

async function realReference(): Promise<string> {
  const found = (
    await get(`/api/live/cars/search?pickupLocation=PMI&driverAge=35&pickupDate=${pickupDate}&returnDate=${returnDate}`)
  ).json() as CarSearchResponse;
  const rate = found.results.find((r) => r.vehicle_category === 'economy');
  if (!rate) throw new Error('no economy car');
  return rate.rateReference;
}

const expand = (c = '') => `${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6, 8)}T${c.slice(8, 10)}:${c.slice(10, 12)}`;

/**
 * The attack of issue 10: read the search out of the reference, move the
 * return date and put it back together, either keeping the signature of a
 * signed reference or as the unsigned base64 form the server once issued.
 */
function withReturnDate(reference: string, date: string, keepSignature: boolean): string {
  const body = reference.slice('SBXC-'.length);
  const fields = body.includes('~')
    ? body.split('~').map((f, i) => (i === 2 || i === 3 ? expand(f) : f))
    : Buffer.from(body, 'base64url').toString('utf8').split('|');
  fields[3] = date;
  if (keepSignature && body.includes('~')) {
    const signature = body.split('~')[5];
    const compact = fields.slice(0, 5).map((f, i) => (i === 2 || i === 3 ? f.replace(/[-T:]/g, '') : f));
    return `SBXC-${[...compact, signature].join('~')}`;
  }
  return `SBXC-${Buffer.from(fields.slice(0, 5).join('|'), 'utf8').toString('base64url')}`;
}

describe('car rate references', () => {
  it('a reference from a search reads back and books', async () => {
    const reference = await realReference();
    expect((await get(`/api/live/cars/rates/${reference}`)).statusCode).toBe(200);
    expect((await book(reference)).statusCode).toBe(201);
  });

  it('an edited reference (3,650 days) is refused when read, added to the basket or booked, and books nothing', async () => {
    const reference = await realReference();
    for (const forged of [withReturnDate(reference, tenYears, true), withReturnDate(reference, tenYears, false)]) {
      expect((await get(`/api/live/cars/rates/${forged}`)).statusCode).toBe(404);
      const added = await app.inject({
        method: 'POST',
        url: '/api/basket/items',
        headers: agent.headers,
        payload: { type: 'car_rental', rateReference: forged },
      });
      expect(added.statusCode).toBeGreaterThanOrEqual(400);
      expect(added.statusCode).toBeLessThan(500);
      const booked = await book(forged);
      expect(booked.statusCode).toBeGreaterThanOrEqual(400);
      expect(booked.statusCode).toBeLessThan(500);
    }
    const listed = (await get('/api/live-bookings?q=Forger')).json();
    expect(
      listed.items.every((b: { endDate?: string }) => !String(b.endDate ?? '').startsWith(tenYears.slice(0, 4))),
    ).toBe(true);
  });

  it('an edit that stays within the rules (a day shorter) is refused too: the reference is signed', async () => {
    const reference = await realReference();
    const shorter = withReturnDate(reference, `${addDays(londonToday(), 26)}T10:00`, true);
    expect((await get(`/api/live/cars/rates/${shorter}`)).statusCode).toBe(404);
  });
});
