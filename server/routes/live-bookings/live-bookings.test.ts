import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { CarSearchResponse, LiveBookingRow, LiveBookingsResponse } from '@domain/live/types';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '0', SUPPLIER_TIMEOUT_MS: '300' });
const agent = await buildSignedInUser(app, { role: 'agent', firstName: 'Alice', lastName: 'Agent' });
const otherAgent = await buildSignedInUser(app, { role: 'agent', firstName: 'Bob', lastName: 'Other' });
const admin = await buildSignedInUser(app, { role: 'admin' });
const manager = await buildSignedInUser(app, { role: 'manager' });

const pickupDate = `${addDays(londonToday(), 30)}T09:00`;
const returnDate = `${addDays(londonToday(), 33)}T09:00`;

async function bookCar(headers: { authorization: string }, category: string, lastName: string) {
  const found = (
    await app.inject({
      method: 'GET',
      url: `/api/live/cars/search?pickupLocation=FAO&driverAge=40&pickupDate=${pickupDate}&returnDate=${returnDate}`,
      headers,
    })
  ).json() as CarSearchResponse;
  const rate = found.results.find((r) => r.vehicle_category === category);
  return app.inject({
    method: 'POST',
    url: '/api/live/cars/book',
    headers,
    payload: {
      rateReference: rate?.rateReference,
      idempotencyKey: crypto.randomUUID(),
      driver: { title: 'Ms', firstName: 'Dee', lastName, email: 'dee@example.com', phone: '07700 900123', age: 40 },
      payment: { cardholderName: 'Dee Mine', cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' },
    },
  });
}

const mine = await bookCar(agent.headers, 'economy', 'Mine');
await bookCar(agent.headers, 'convertible', 'Timeout');
await bookCar(otherAgent.headers, 'compact', 'Theirs');

const list = (headers: { authorization: string } | null, query = '') =>
  app.inject({ method: 'GET', url: `/api/live-bookings${query}`, headers: headers ?? undefined });

describe('GET /api/live-bookings', () => {
  it('requires sign-in; 400 names the bad field', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const bad = await list(agent.headers, '?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['status']);
  });

  it('an agent sees only their own bookings, newest first, with agent, references, dates and amounts', async () => {
    const body = (await list(agent.headers)).json() as LiveBookingsResponse;
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.leadName)).toEqual(['Dee Timeout', 'Dee Mine']);
    const confirmed = body.items.find((i) => i.status === 'confirmed');
    expect(confirmed).toMatchObject({
      bookingReference: mine.json().bookingReference,
      supplierReference: expect.stringMatching(/^SBC-/),
      type: 'car_rental',
      supplier: 'Sandbox supplier',
      agent: { id: agent.user.id, name: 'Alice Agent', email: agent.user.email },
      startDate: pickupDate,
      endDate: returnDate,
      amount: { currency: 'GBP' },
      packageId: null,
    });
    expect(body.items.find((i) => i.status === 'failed')?.error).toBe('Supplier did not respond in time');
  });

  it('admin and manager see everyone; search and filters narrow the list', async () => {
    for (const who of [admin, manager]) {
      expect(((await list(who.headers)).json() as LiveBookingsResponse).total).toBe(3);
    }
    const failed = (await list(admin.headers, '?status=failed')).json() as LiveBookingsResponse;
    expect(failed.items.map((i) => i.leadName)).toEqual(['Dee Timeout']);
    const byRef = (
      await list(admin.headers, `?q=${mine.json().bookingReference.toLowerCase()}`)
    ).json() as LiveBookingsResponse;
    expect(byRef.items.map((i) => i.leadName)).toEqual(['Dee Mine']);
    const byName = (await list(admin.headers, '?q=theirs')).json() as LiveBookingsResponse;
    expect(byName.items[0]?.agent.name).toBe('Bob Other');
    expect(((await list(admin.headers, '?type=accommodation')).json() as LiveBookingsResponse).total).toBe(0);
    const paged = (await list(admin.headers, '?pageSize=2&page=2')).json() as LiveBookingsResponse;
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
  });
});

describe('POST /api/live-bookings/:id/cancel', () => {
  it("requires sign-in; another agent's booking is not found; only confirmed ones cancel", async () => {
    const rows = ((await list(agent.headers)).json() as LiveBookingsResponse).items;
    const confirmed = rows.find((r) => r.status === 'confirmed');
    const failed = rows.find((r) => r.status === 'failed');
    expect((await app.inject({ method: 'POST', url: `/api/live-bookings/${confirmed?.id}/cancel` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/live-bookings/${confirmed?.id}/cancel`,
          headers: otherAgent.headers,
        })
      ).statusCode,
    ).toBe(404);
    const notYet = await app.inject({
      method: 'POST',
      url: `/api/live-bookings/${failed?.id}/cancel`,
      headers: agent.headers,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe('Only confirmed bookings can be cancelled.');
  });

  it('an admin cancels through the supplier; the agent sees it cancelled', async () => {
    const theirs = ((await list(admin.headers, '?q=theirs')).json() as LiveBookingsResponse).items[0];
    const res = await app.inject({
      method: 'POST',
      url: `/api/live-bookings/${theirs?.id}/cancel`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as LiveBookingRow).status).toBe('cancelled');
    const seen = ((await list(otherAgent.headers)).json() as LiveBookingsResponse).items[0];
    expect(seen?.status).toBe('cancelled');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/live/bookings/${theirs?.bookingReference}`,
      headers: otherAgent.headers,
    });
    expect(detail.json().status).toBe('cancelled');
  });

  it('two cancels at once: both answer with the one cancellation, and the supplier is asked once', async () => {
    const booked = await bookCar(agent.headers, 'compact', 'Twice');
    expect(booked.statusCode).toBe(201);
    const row = ((await list(agent.headers, '?q=twice')).json() as LiveBookingsResponse).items[0];
    expect(row?.status).toBe('confirmed');
    const car = app.ctx.suppliers.car;
    const cancelAtSupplier = car.cancel.bind(car);
    const asked: string[] = [];
    // A supplier that takes a moment to answer, so the second request arrives while the first is out.
    car.cancel = async (ref) => {
      asked.push(ref);
      await new Promise((resolve) => setTimeout(resolve, 150));
      return cancelAtSupplier(ref);
    };
    try {
      const cancel = (headers: { authorization: string }) =>
        app.inject({ method: 'POST', url: `/api/live-bookings/${row?.id}/cancel`, headers });
      const [a, b] = await Promise.all([cancel(agent.headers), cancel(admin.headers)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([a.json().status, b.json().status]).toEqual(['cancelled', 'cancelled']);
      expect(asked).toEqual([row?.supplierReference]);
    } finally {
      car.cancel = cancelAtSupplier;
    }
    const after = ((await list(agent.headers, '?q=twice')).json() as LiveBookingsResponse).items[0];
    expect(after?.status).toBe('cancelled');
  });
});
