import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { BasketResponse, CarSearchResponse, HotelDetailResponse, PackageResponse } from '@domain/live/types';
import { basketItems, liveBookings, sandboxSupplierBookings } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '20', SUPPLIER_TIMEOUT_MS: '300' });
const db = app.ctx.db;

type Headers = { authorization: string };
const checkIn = addDays(londonToday(), 50);
const checkOut = addDays(checkIn, 5);
const searchParams = { destination: 'PMI', checkIn, checkOut, rooms: [{ adults: 2, children: 1, childAges: [6] }] };
const lead = {
  title: 'Mrs',
  firstName: 'Ann',
  lastName: 'Lead',
  email: 'ann@example.com',
  phone: '07700 900123',
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 4AP',
};
const goodCard = { cardholderName: 'Ann Lead', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };

async function detail(headers: Headers, hotelId: string): Promise<HotelDetailResponse> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/live/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2:1-6`,
    headers,
  });
  return res.json();
}

async function addHotel(
  headers: Headers,
  hotelId = 'PMI-0020',
  extras: { extraId: string; options: { optionId: string; quantity: number }[] }[] = [],
) {
  const d = await detail(headers, hotelId);
  const room = d.rooms[0];
  const board = room?.boards[0];
  const res = await app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers,
    payload: { type: 'accommodation', hotelId, roomId: room?.roomId, boardId: board?.boardId, extras, searchParams },
  });
  return { res, board, detail: d };
}

async function addCar(headers: Headers, category = 'economy') {
  const pickup = `${addDays(londonToday(), 50)}T10:00`;
  const ret = `${addDays(londonToday(), 55)}T10:00`;
  const found = (
    await app.inject({
      method: 'GET',
      url: `/api/live/cars/search?pickupLocation=PMI&driverAge=40&pickupDate=${pickup}&returnDate=${ret}`,
      headers,
    })
  ).json() as CarSearchResponse;
  const rate = found.results.find((r) => r.vehicle_category === category);
  const res = await app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers,
    payload: { type: 'car_rental', rateReference: rate?.rateReference },
  });
  return { res, rate };
}

const checkout = (headers: Headers, idempotencyKey: string = crypto.randomUUID(), payment = goodCard) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { idempotencyKey, leadPassenger: lead, payment },
  });

async function settled(headers: Headers, packageId: string): Promise<PackageResponse> {
  for (let i = 0; i < 100; i++) {
    const pkg = (
      await app.inject({ method: 'GET', url: `/api/checkout/${packageId}`, headers })
    ).json() as PackageResponse;
    if (pkg.status !== 'booking') return pkg;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('package never settled');
}

describe('basket', () => {
  it('requires sign-in and a live-search role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/basket' })).statusCode).toBe(401);
    const quoteagent = await buildSignedInUser(app, { role: 'quoteagent' });
    expect((await app.inject({ method: 'GET', url: '/api/basket', headers: quoteagent.headers })).statusCode).toBe(403);
  });

  it('prices items on the server: a client price is ignored; count and total add up', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const {
      res,
      board,
      detail: d,
    } = await addHotel(headers, 'PMI-0020', [
      { extraId: 'airport-lounge', options: [{ optionId: 'adult', quantity: 2 }] },
    ]);
    expect(res.statusCode).toBe(201);
    const lounge = d.extras.find((e) => e.extraId === 'airport-lounge')?.options.find((o) => o.optionId === 'adult');
    const expected = (board?.price.amount ?? 0) + 2 * (lounge?.price.amount ?? 0);
    let basket = res.json() as BasketResponse;
    expect(basket.items[0]).toMatchObject({
      type: 'accommodation',
      status: 'pending',
      supplier: 'Sandbox supplier',
      price: { amount: expected, currency: 'GBP' },
    });
    expect(basket.items[0]?.type === 'accommodation' && basket.items[0].data.selectedExtras[0]).toMatchObject({
      extraId: 'airport-lounge',
      totalPrice: { amount: 2 * (lounge?.price.amount ?? 0) },
    });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers,
      payload: {
        type: 'accommodation',
        hotelId: 'PMI-0020',
        roomId: d.rooms[0]?.roomId,
        boardId: board?.boardId,
        extras: [],
        searchParams,
        price: { amount: 1, currency: 'GBP' },
      },
    });
    basket = tampered.json();
    expect(basket.items[1]?.price.amount).toBe(board?.price.amount);
    const car = await addCar(headers);
    basket = car.res.json();
    expect(basket.totalItems).toBe(3);
    expect(basket.totalPrice.amount).toBe(expected + (board?.price.amount ?? 0) + (car.rate?.price.amount ?? 0));
    expect(basket.packageId).toBeNull();
    const removed = (
      await app.inject({ method: 'DELETE', url: `/api/basket/items/${basket.items[1]?.id}`, headers })
    ).json() as BasketResponse;
    expect(removed.totalItems).toBe(2);
    expect(removed.totalPrice.amount).toBe(expected + (car.rate?.price.amount ?? 0));
    const cleared = (await app.inject({ method: 'DELETE', url: '/api/basket', headers })).json() as BasketResponse;
    expect(cleared).toMatchObject({ items: [], totalItems: 0, totalPrice: { amount: 0 } });
  });

  it('400 names the bad field; another agent cannot remove my item', async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    const d = await detail(me.headers, 'PMI-0020');
    const badBoard = await app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: me.headers,
      payload: {
        type: 'accommodation',
        hotelId: 'PMI-0020',
        roomId: d.rooms[0]?.roomId,
        boardId: 'R9-XX',
        extras: [],
        searchParams,
      },
    });
    expect(badBoard.statusCode).toBe(400);
    expect(badBoard.json().error.fields.boardId).toBe('This board is not available for the room');
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: me.headers,
      payload: {
        type: 'accommodation',
        hotelId: 'PMI-0020',
        roomId: d.rooms[0]?.roomId,
        boardId: d.rooms[0]?.boards[0]?.boardId,
        extras: [{ extraId: 'airport-lounge', options: [{ optionId: 'adult', quantity: 50 }] }],
        searchParams,
      },
    });
    expect(tooMany.json().error.fields['extras.0.options.0.quantity']).toBe('Choose 1 to 9');
    const past = await app.inject({
      method: 'POST',
      url: '/api/basket/items',
      headers: me.headers,
      payload: {
        type: 'accommodation',
        hotelId: 'PMI-0020',
        roomId: 'R1',
        boardId: 'R1-BB',
        extras: [],
        searchParams: { ...searchParams, checkIn: londonToday() },
      },
    });
    expect(past.json().error.fields['searchParams.checkIn']).toBe('Check-in must be in the future');
    const { res } = await addHotel(me.headers);
    const itemId = (res.json() as BasketResponse).items[0]?.id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/basket/items/${itemId}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/basket', headers: other.headers })).json().items).toEqual([]);
  });
});

describe('POST /api/checkout', () => {
  it('requires sign-in; 400 names the bad fields; declined card -> 402', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/checkout', payload: {} })).statusCode).toBe(401);
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { idempotencyKey: crypto.randomUUID(), leadPassenger: { ...lead, postcode: 'nope' }, payment: goodCard },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['leadPassenger.postcode']).toBe('Enter a valid UK postcode');
    const declined = await checkout(headers, crypto.randomUUID(), { ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
      fields: { cardNumber: 'Your card was declined.' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/basket', headers })).json().items[0].status).toBe('pending');
  });

  it('an empty basket has nothing to book', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const res = await checkout(headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('basket_empty');
  });

  it('re-checks prices: a stale basket price -> 409 price_changed with the supplier price, then books at that price', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const { res, board } = await addHotel(headers);
    const itemId = (res.json() as BasketResponse).items[0]?.id ?? '';
    // As if the supplier's price moved since the item was added.
    await db.update(basketItems).set({ pricePence: 100 }).where(eq(basketItems.id, itemId));
    const changed = await checkout(headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('price_changed');
    expect(changed.json().basket.items[0].price.amount).toBe(board?.price.amount);
    const ok = await checkout(headers);
    expect(ok.statusCode).toBe(202);
    const pkg = await settled(headers, ok.json().packageId);
    expect(pkg.status).toBe('confirmed');
    expect(pkg.total.amount).toBe(board?.price.amount);
    expect(pkg.items[0]).toMatchObject({
      status: 'confirmed',
      price: { amount: board?.price.amount },
      bookingReference: expect.stringMatching(/^LB-/),
      supplierReference: expect.stringMatching(/^SBH-/),
    });
  });

  it('is idempotent: two concurrent checkouts with one key make one package and book each item once', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers);
    await addCar(headers);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([checkout(headers, key), checkout(headers, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json().packageId).toBe(b.json().packageId);
    const pkg = await settled(headers, a.json().packageId);
    expect(pkg.status).toBe('confirmed');
    expect(pkg.items).toHaveLength(2);
    const again = await checkout(headers, key);
    expect(again.json().packageId).toBe(pkg.packageId);
    // A fresh key finds nothing left to book: the confirmed items are not booked again.
    expect((await checkout(headers)).json().error.code).toBe('basket_empty');
    const refs = pkg.items.map((i) => i.bookingReference ?? '');
    for (const ref of refs) {
      const rows = await db
        .select()
        .from(sandboxSupplierBookings)
        .where(eq(sandboxSupplierBookings.clientReference, ref));
      expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
    }
    const basket = (await app.inject({ method: 'GET', url: '/api/basket', headers })).json() as BasketResponse;
    expect(basket.packageId).toBe(pkg.packageId);
    expect(basket.items.every((i) => i.status === 'confirmed')).toBe(true);
  });

  it('failures: the failing hotel and a timing-out car fail with their reasons; retry books only failed ones', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers, 'PMI-0001');
    await addHotel(headers, 'PMI-0002');
    await addCar(headers, 'convertible');
    await addCar(headers, 'economy');
    const res = await checkout(headers);
    expect(res.statusCode).toBe(202);
    expect((res.json().items as { status: string }[]).every((i) => i.status === 'booking')).toBe(true);
    const first = await settled(headers, res.json().packageId);
    expect(first.status).toBe('partially_failed');
    const byTitle = (pkg: PackageResponse, name: string) =>
      pkg.items.find((i) =>
        (i.type === 'accommodation' ? i.data.hotel.name : (i.data.car.vehicle_name ?? '')).includes(name),
      );
    expect(byTitle(first, 'Grand Failtower Hotel')).toMatchObject({
      status: 'failed',
      error: 'Grand Failtower Hotel could not confirm the booking: no rooms left for these dates',
    });
    expect(byTitle(first, 'Flaky Palms Resort')).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('please retry'),
    });
    expect(byTitle(first, 'Convertible')).toMatchObject({
      status: 'failed',
      error: 'Supplier did not respond in time',
    });
    const economy = first.items.find((i) => i.status === 'confirmed');
    expect(economy?.bookingReference).toMatch(/^LB-/);

    const retryKey = crypto.randomUUID();
    const retry = await app.inject({
      method: 'POST',
      url: `/api/checkout/${first.packageId}/retry`,
      headers,
      payload: { idempotencyKey: retryKey },
    });
    expect(retry.statusCode).toBe(202);
    const second = await settled(headers, first.packageId);
    expect(byTitle(second, 'Flaky Palms Resort')?.status).toBe('confirmed');
    expect(byTitle(second, 'Grand Failtower Hotel')?.status).toBe('failed');
    expect(byTitle(second, 'Convertible')?.status).toBe('failed');
    // The confirmed car kept its booking; nothing was booked twice.
    expect(second.items.find((i) => i.id === economy?.id)?.bookingReference).toBe(economy?.bookingReference);
    const economyRows = await db
      .select()
      .from(sandboxSupplierBookings)
      .where(eq(sandboxSupplierBookings.clientReference, economy?.bookingReference ?? ''));
    expect(economyRows).toHaveLength(1);
    // The same retry key again does nothing more.
    const flakyRef = byTitle(second, 'Flaky Palms Resort')?.bookingReference ?? '';
    await app.inject({
      method: 'POST',
      url: `/api/checkout/${first.packageId}/retry`,
      headers,
      payload: { idempotencyKey: retryKey },
    });
    const third = await settled(headers, first.packageId);
    expect(third.items.map((i) => i.status)).toEqual(second.items.map((i) => i.status));
    const flakyRows = await db
      .select()
      .from(sandboxSupplierBookings)
      .where(eq(sandboxSupplierBookings.clientReference, flakyRef));
    expect(flakyRows.map((r) => r.status).sort()).toEqual(['confirmed', 'failed']);
  });

  it('two retries at once (different keys) still book a failed item only once', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers, 'PMI-0002');
    const first = await settled(headers, (await checkout(headers)).json().packageId);
    const flaky = first.items[0];
    expect(flaky?.status).toBe('failed');
    const retry = () =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/${first.packageId}/retry`,
        headers,
        payload: { idempotencyKey: crypto.randomUUID() },
      });
    await Promise.all([retry(), retry(), retry()]);
    const done = await settled(headers, first.packageId);
    expect(done.status).toBe('confirmed');
    const rows = await db
      .select()
      .from(sandboxSupplierBookings)
      .where(eq(sandboxSupplierBookings.clientReference, done.items[0]?.bookingReference ?? ''));
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
  });

  it('an item left booking by a crashed process shows as failed and retries without booking twice', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers);
    const done = await settled(headers, (await checkout(headers)).json().packageId);
    const item = done.items[0];
    // As if the process died between the supplier's confirmation and our update.
    await db
      .update(liveBookings)
      .set({ status: 'booking', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(liveBookings.id, item?.id ?? ''));
    const basket = (await app.inject({ method: 'GET', url: '/api/basket', headers })).json() as BasketResponse;
    expect(basket.items[0]).toMatchObject({
      status: 'failed',
      error: 'The booking was interrupted before the supplier answered; retry it',
    });
    await app.inject({
      method: 'POST',
      url: `/api/checkout/${done.packageId}/retry`,
      headers,
      payload: { idempotencyKey: crypto.randomUUID() },
    });
    const again = await settled(headers, done.packageId);
    expect(again.items[0]).toMatchObject({
      status: 'confirmed',
      bookingReference: item?.bookingReference,
      supplierReference: item?.supplierReference,
    });
    const rows = await db
      .select()
      .from(sandboxSupplierBookings)
      .where(eq(sandboxSupplierBookings.clientReference, item?.bookingReference ?? ''));
    expect(rows).toHaveLength(1);
  });

  it("another agent's package is not found; admin and manager can read it", async () => {
    const me = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    const manager = await buildSignedInUser(app, { role: 'manager' });
    await addHotel(me.headers);
    const res = await checkout(me.headers);
    const id = res.json().packageId;
    await settled(me.headers, id);
    expect((await app.inject({ method: 'GET', url: `/api/checkout/${id}`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/checkout/${id}/retry`,
          headers: other.headers,
          payload: { idempotencyKey: crypto.randomUUID() },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/checkout/${id}`, headers: manager.headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/checkout/not-a-uuid', headers: me.headers })).statusCode).toBe(
      404,
    );
  });
});
