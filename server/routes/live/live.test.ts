import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { CarSearchResponse, HotelDetailResponse, HotelSearchResponse } from '@domain/live/types';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '0', SUPPLIER_TIMEOUT_MS: '300' });
const agent = await buildSignedInUser(app, { role: 'agent' });
const otherAgent = await buildSignedInUser(app, { role: 'agent' });
const manager = await buildSignedInUser(app, { role: 'manager' });

const checkIn = addDays(londonToday(), 45);
const checkOut = addDays(checkIn, 7);
const pickupDate = `${addDays(londonToday(), 20)}T10:00`;
const returnDate = `${addDays(londonToday(), 27)}T10:00`;

function get(url: string, headers: { authorization: string } | null = agent.headers) {
  return app.inject({ method: 'GET', url, headers: headers ?? undefined });
}
const hotelUrl = (extra = '', base = { destination: 'TFS', checkIn, checkOut, rooms: '2:0' }) =>
  `/api/live/hotels/search?${new URLSearchParams(base).toString()}${extra}`;

describe('GET /api/live/info and autocomplete', () => {
  it('requires sign-in', async () => {
    expect((await get('/api/live/info', null)).statusCode).toBe(401);
  });
  it('labels the sandbox supplier', async () => {
    const res = await get('/api/live/info');
    expect(res.json()).toEqual({
      hotelSupplier: { name: 'Sandbox supplier', sandbox: true },
      carSupplier: { name: 'Sandbox supplier', sandbox: true },
    });
  });
  it('finds destinations and car locations by name', async () => {
    const places = (await get('/api/live/destinations?q=tener')).json();
    expect(places[0]).toEqual({ code: 'TFS', name: 'Tenerife', country: 'Spain' });
    expect((await get('/api/live/destinations')).json()).toHaveLength(10);
    const locations = (await get('/api/live/car-locations?q=gatwick')).json();
    expect(locations[0].code).toBe('LGW');
  });
  it.each([
    ['agent', 200],
    ['admin', 200],
    ['manager', 200],
    ['quoteagent', 403],
    ['onboarding', 403],
    ['lead', 403],
  ] as const)('%s -> %i', async (role, status) => {
    const user = await buildSignedInUser(app, { role });
    expect((await get(hotelUrl(), user.headers)).statusCode).toBe(status);
    expect(
      (
        await get(
          `/api/live/cars/search?pickupLocation=LGW&driverAge=30&pickupDate=${pickupDate}&returnDate=${returnDate}`,
          user.headers,
        )
      ).statusCode,
    ).toBe(status);
  });
});

describe('GET /api/live/hotels/search', () => {
  it('requires sign-in', async () => {
    expect((await get(hotelUrl(), null)).statusCode).toBe(401);
  });

  it('400 names the bad fields: past check-in, check-out before check-in, rooms and ages', async () => {
    const past = await get(hotelUrl('', { destination: 'TFS', checkIn: londonToday(), checkOut, rooms: '2:0' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.checkIn).toBe('Check-in must be in the future');
    const backwards = await get(hotelUrl('', { destination: 'TFS', checkIn, checkOut: checkIn, rooms: '2:0' }));
    expect(backwards.json().error.fields.checkOut).toBe('Check-out must be after check-in');
    const noAdult = await get(hotelUrl('', { destination: 'TFS', checkIn, checkOut, rooms: '0:1-5' }));
    expect(noAdult.json().error.fields['rooms.0.adults']).toBe('Each room needs at least 1 adult');
    const missingAge = await get(hotelUrl('', { destination: 'TFS', checkIn, checkOut, rooms: '2:2-5' }));
    expect(missingAge.json().error.fields['rooms.0.childAges']).toBe('Enter an age for each child');
    const garbled = await get(hotelUrl('', { destination: 'TFS', checkIn, checkOut, rooms: 'two adults' }));
    expect(garbled.json().error.fields.rooms).toBe('Enter rooms as adults:children-ages, e.g. 2:1-7');
    const unknown = await get(hotelUrl('', { destination: 'XXX', checkIn, checkOut, rooms: '2:0' }));
    expect(unknown.json().error.fields.destination).toBe('Choose a destination from the list');
    const badSort = await get(hotelUrl('&sort=cheapest'));
    expect(badSort.statusCode).toBe(400);
    expect(Object.keys(badSort.json().error.fields)).toEqual(['sort']);
  });

  it('returns the same results for the same search, priced in pence for the whole stay', async () => {
    const a = (await get(hotelUrl())).json() as HotelSearchResponse;
    const b = (await get(hotelUrl())).json() as HotelSearchResponse;
    expect(a).toEqual(b);
    expect(a.destination).toEqual({ code: 'TFS', name: 'Tenerife', country: 'Spain' });
    expect(a.nights).toBe(7);
    expect(a.total).toBeGreaterThan(150);
    expect(a.results).toHaveLength(20);
    const prices = a.results.map((r) => r.fromPrice.amount);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(prices.every((p) => Number.isInteger(p) && p > 0)).toBe(true);
    expect(a.results[0]?.imageUrl).toMatch(/^\/api\/live\/images\/hotel\/TFS-\d{4}-1\.svg$/);
  });

  it('more people and other dates cost more', async () => {
    const two = (await get(hotelUrl('&name=failtower'))).json() as HotelSearchResponse;
    const family = (
      await get(hotelUrl('&name=failtower', { destination: 'TFS', checkIn, checkOut, rooms: '2:2-5-9' }))
    ).json() as HotelSearchResponse;
    const twoRooms = (
      await get(hotelUrl('&name=failtower', { destination: 'TFS', checkIn, checkOut, rooms: '2:0,2:0' }))
    ).json() as HotelSearchResponse;
    const price = (r: HotelSearchResponse) => r.results[0]?.fromPrice.amount ?? 0;
    expect(price(family)).toBeGreaterThan(price(two));
    expect(price(twoRooms)).toBe(price(two) * 2);
    const longer = (
      await get(
        hotelUrl('&name=failtower', { destination: 'TFS', checkIn, checkOut: addDays(checkIn, 14), rooms: '2:0' }),
      )
    ).json() as HotelSearchResponse;
    expect(price(longer)).toBeGreaterThan(price(two));
  });

  it('filters by stars, board and price; sorts; pages without overlap', async () => {
    const all = (await get(hotelUrl('&pageSize=50'))).json() as HotelSearchResponse;
    const five = (await get(hotelUrl('&stars=5&boards=AI&sort=stars_desc'))).json() as HotelSearchResponse;
    expect(five.results.every((r) => r.stars === 5 && r.boards.includes('AI'))).toBe(true);
    expect(five.total).toBeLessThan(all.total);
    expect(five.total).toBeGreaterThan(0);
    const mid = Math.round((all.facets.priceMin + all.facets.priceMax) / 2);
    const cheap = (await get(hotelUrl(`&maxPrice=${mid}&sort=price_desc`))).json() as HotelSearchResponse;
    expect(cheap.results.every((r) => r.fromPrice.amount <= mid)).toBe(true);
    expect(cheap.results[0]?.fromPrice.amount).toBeGreaterThanOrEqual(cheap.results[1]?.fromPrice.amount ?? 0);
    const names = (await get(hotelUrl('&sort=name_asc&pageSize=10'))).json() as HotelSearchResponse;
    const page2 = (await get(hotelUrl('&sort=name_asc&pageSize=10&page=2'))).json() as HotelSearchResponse;
    const first = names.results.map((r) => r.name);
    expect(first).toEqual([...first].sort((x, y) => x.localeCompare(y, 'en-GB')));
    expect(page2.results.map((r) => r.hotelId).some((id) => names.results.some((r) => r.hotelId === id))).toBe(false);
    expect(all.facets.stars['4']).toBeGreaterThan(0);
    expect(all.facets.boards.BB).toBe(all.total);
    const inverted = await get(hotelUrl('&minPrice=5000&maxPrice=100'));
    expect(inverted.json().error.fields.maxPrice).toBe('The maximum price must be at least the minimum');
  });
});

describe('GET /api/live/hotels/:hotelId', () => {
  const q = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2:1-7`;
  it('rooms that fit, boards with whole-stay prices, extras with options', async () => {
    const res = await get(`/api/live/hotels/TFS-0010?${q}`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as HotelDetailResponse;
    expect(d.hotel.destination.code).toBe('TFS');
    expect(d.hotel.imageUrls).toHaveLength(3);
    expect(d.rooms.length).toBeGreaterThan(0);
    expect(d.rooms.every((r) => r.maxOccupancy >= 3)).toBe(true);
    expect(d.rooms[0]?.boards[0]).toMatchObject({
      boardId: expect.stringMatching(/^R\d-[A-Z]{2}$/),
      price: { currency: 'GBP' },
    });
    expect(d.extras.map((e) => e.extraId)).toEqual(
      expect.arrayContaining(['airport-parking', 'airport-lounge', 'transfer', 'excursion']),
    );
    expect(d.extras[0]?.options[0]?.maxQuantity).toBeGreaterThan(0);
  });
  it('unknown hotel -> 404; bad dates -> 400', async () => {
    expect((await get(`/api/live/hotels/TFS-9999?${q}`)).statusCode).toBe(404);
    const bad = await get(`/api/live/hotels/TFS-0010?checkIn=${checkOut}&checkOut=${checkIn}&rooms=2:0`);
    expect(bad.json().error.fields.checkOut).toBe('Check-out must be after check-in');
  });
  it('serves the hotel pictures publicly with a long cache', async () => {
    const img = await app.inject({ method: 'GET', url: '/api/live/images/hotel/TFS-0010-2.svg' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.headers['cache-control']).toContain('max-age=31536000');
    expect((await app.inject({ method: 'GET', url: '/api/live/images/hotel/nope.svg' })).statusCode).toBe(404);
  });
});

describe('GET /api/live/cars/search and rates', () => {
  const carUrl = (age: number, extra: Record<string, string> = {}) =>
    `/api/live/cars/search?${new URLSearchParams({ pickupLocation: 'LGW', driverAge: String(age), pickupDate, returnDate, ...extra }).toString()}`;

  it('400 names the bad fields', async () => {
    const past = await get(carUrl(30, { pickupDate: `${londonToday()}T00:00` }));
    expect(past.json().error.fields.pickupDate).toBe('Pick-up must be in the future');
    const backwards = await get(carUrl(30, { returnDate: pickupDate }));
    expect(backwards.json().error.fields.returnDate).toBe('Return must be after pick-up');
    expect((await get(carUrl(17))).json().error.fields.driverAge).toBe('The driver must be 18 to 99');
    expect((await get(carUrl(30, { pickupLocation: 'ZZZ' }))).json().error.fields.pickupLocation).toBe(
      'Choose a pick-up location from the list',
    );
  });

  it('young drivers: no premium or convertible, a fee included in the price, a note', async () => {
    const adult = (await get(carUrl(35))).json() as CarSearchResponse;
    const young = (await get(carUrl(22))).json() as CarSearchResponse;
    expect(adult.days).toBe(7);
    expect(adult.notes).toEqual([]);
    expect(adult.results.some((r) => r.vehicle_category === 'convertible')).toBe(true);
    expect(young.results.some((r) => ['premium', 'convertible'].includes(r.vehicle_category))).toBe(false);
    expect(young.notes.length).toBeGreaterThan(0);
    const sameCar = (r: CarSearchResponse) => r.results.find((c) => c.vehicle_category === 'economy');
    expect(sameCar(young)?.youngDriverFee?.amount).toBe(8050);
    expect(sameCar(adult)?.youngDriverFee).toBeUndefined();
  });

  it('a rate reads back by reference; unknown -> 404', async () => {
    const first = ((await get(carUrl(35))).json() as CarSearchResponse).results[0];
    const rate = await get(`/api/live/cars/rates/${first?.rateReference}`);
    expect(rate.statusCode).toBe(200);
    expect(rate.json()).toMatchObject({
      price: first?.price,
      searchParams: { pickupLocation: 'LGW', driverAge: 35, pickupDate, returnDate },
      days: 7,
    });
    expect((await get('/api/live/cars/rates/SBXC-bm9wZQ')).statusCode).toBe(404);
  });
});

describe('POST /api/live/cars/book and GET /api/live/bookings/:bookingReference', () => {
  const driver = {
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Driver',
    email: 'sam@example.com',
    phone: '07700 900123',
    age: 35,
  };
  async function rateOf(category: string) {
    const found = (
      await get(
        `/api/live/cars/search?pickupLocation=PMI&driverAge=35&pickupDate=${pickupDate}&returnDate=${returnDate}`,
      )
    ).json() as CarSearchResponse;
    const rate = found.results.find((r) => r.vehicle_category === category);
    if (!rate) throw new Error(`no ${category}`);
    return rate;
  }
  const card = { cardholderName: 'Sam Driver', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
  const book = (body: object, headers = agent.headers) =>
    app.inject({ method: 'POST', url: '/api/live/cars/book', headers, payload: { payment: card, ...body } });

  it('requires sign-in; 400 names the bad field', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/live/cars/book', payload: {} })).statusCode).toBe(401);
    const rate = await rateOf('economy');
    const res = await book({
      rateReference: rate.rateReference,
      driver: { ...driver, email: 'nope' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['driver.email']).toBe('Please enter a valid email');
    const wrongAge = await book({
      rateReference: rate.rateReference,
      driver: { ...driver, age: 40 },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(wrongAge.json().error.fields['driver.age']).toContain('driver aged 35');
  });

  it('books at once, once per key, and only the owner (or a manager) can read it', async () => {
    const rate = await rateOf('economy');
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      book({ rateReference: rate.rateReference, driver, idempotencyKey: key }),
      book({ rateReference: rate.rateReference, driver, idempotencyKey: key }),
    ]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().bookingReference).toMatch(/^LB-[A-Z2-9]{8}$/);
    expect(b.json().bookingReference).toBe(a.json().bookingReference);
    const ref = a.json().bookingReference;
    const mine = await get(`/api/live/bookings/${ref}`);
    expect(mine.json()).toMatchObject({
      bookingReference: ref,
      status: 'confirmed',
      type: 'car_rental',
      leadName: 'Sam Driver',
      amount: rate.price,
    });
    expect(mine.json().supplierReference).toMatch(/^SBC-/);
    expect((await get(`/api/live/bookings/${ref}`, otherAgent.headers)).statusCode).toBe(404);
    expect((await get(`/api/live/bookings/${ref}`, manager.headers)).statusCode).toBe(200);
  });

  it('takes the same payment step as the basket checkout: no card or a declined card books nothing', async () => {
    const rate = await rateOf('economy');
    const noCard = await app.inject({
      method: 'POST',
      url: '/api/live/cars/book',
      headers: agent.headers,
      payload: { rateReference: rate.rateReference, driver, idempotencyKey: crypto.randomUUID() },
    });
    expect(noCard.statusCode).toBe(400);
    expect(Object.keys(noCard.json().error.fields)).toEqual(expect.arrayContaining(['payment']));
    const declined = await book({
      rateReference: rate.rateReference,
      driver: { ...driver, lastName: 'Declined' },
      idempotencyKey: crypto.randomUUID(),
      payment: { ...card, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.fields).toEqual({ cardNumber: 'Your card was declined.' });
    const listed = await get('/api/live-bookings?q=Sam%20Declined');
    expect(listed.json()).toMatchObject({ total: 0, items: [] });
  });

  it('a convertible times out at the supplier: 502 with the reason, recorded as failed', async () => {
    const rate = await rateOf('convertible');
    const res = await book({ rateReference: rate.rateReference, driver, idempotencyKey: crypto.randomUUID() });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'supplier_failed', message: 'Supplier did not respond in time' });
  });
});
