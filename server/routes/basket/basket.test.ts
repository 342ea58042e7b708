import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type {
  BasketResponse,
  CarSearchResponse,
  HotelDetailResponse,
  LiveBookingsResponse,
  PackageResponse,
} from '@domain/live/types';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp({ SANDBOX_BOOKING_DELAY_MS: '10', SUPPLIER_TIMEOUT_MS: '300' });

type Headers = { authorization: string };
type Rooms = { adults: number; children: number; childAges: number[] }[];
type ExtraChoice = { extraId: string; options: { optionId: string; quantity: number }[] };

const checkIn = addDays(londonToday(), 40);
const checkOut = addDays(checkIn, 7);
const twoAdults: Rooms = [{ adults: 2, children: 0, childAges: [] }];
const lead = {
  title: 'Ms',
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phone: '07700 900456',
  addressLine1: '12 Harbour Street',
  city: 'Bristol',
  postcode: 'BS1 4RN',
};
const card = { cardholderName: 'Amelia Hughes', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };

function roomsParam(rooms: Rooms): string {
  return rooms.map((r) => `${r.adults}:${r.children}${r.childAges.map((a) => `-${a}`).join('')}`).join(',');
}

async function detail(headers: Headers, hotelId: string, rooms: Rooms): Promise<HotelDetailResponse> {
  const url = `/api/live/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=${roomsParam(rooms)}`;
  return (await app.inject({ method: 'GET', url, headers })).json();
}

async function addHotel(
  headers: Headers,
  opts: { hotelId: string; destination: string; rooms?: Rooms; extras?: ExtraChoice[] },
) {
  const rooms = opts.rooms ?? twoAdults;
  const d = await detail(headers, opts.hotelId, rooms);
  const room = d.rooms[0];
  return app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers,
    payload: {
      type: 'accommodation',
      hotelId: opts.hotelId,
      roomId: room?.roomId,
      boardId: room?.boards[0]?.boardId,
      extras: opts.extras ?? [],
      searchParams: { destination: opts.destination, checkIn, checkOut, rooms },
    },
  });
}

async function addCar(headers: Headers) {
  const pickup = `${addDays(londonToday(), 40)}T10:00`;
  const ret = `${addDays(londonToday(), 44)}T10:00`;
  const found = (
    await app.inject({
      method: 'GET',
      url: `/api/live/cars/search?pickupLocation=TFS&driverAge=40&pickupDate=${pickup}&returnDate=${ret}`,
      headers,
    })
  ).json() as CarSearchResponse;
  const rate = found.results.find((r) => r.vehicle_category === 'economy');
  return app.inject({
    method: 'POST',
    url: '/api/basket/items',
    headers,
    payload: { type: 'car_rental', rateReference: rate?.rateReference },
  });
}

async function checkout(headers: Headers): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { idempotencyKey: crypto.randomUUID(), leadPassenger: lead, payment: card },
  });
  expect(res.statusCode).toBe(202);
  return res.json().packageId;
}

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

const basketOf = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/basket', headers })).json() as BasketResponse;
const seen = (headers: Headers, packageId: string) =>
  app.inject({ method: 'POST', url: `/api/checkout/${packageId}/seen`, headers });

describe('POST /api/basket/items: what the server derives', () => {
  it("a hotel's destination comes from the hotel, not the client's searchParams", async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    // A Tenerife hotel sent with Majorca's code, as a stale search form would.
    const res = await addHotel(headers, { hotelId: 'TFS-0020', destination: 'PMI' });
    expect(res.statusCode).toBe(201);
    const item = (res.json() as BasketResponse).items[0];
    expect(item?.type === 'accommodation' && item.data.searchParams.destination).toBe('TFS');
    const packageId = await checkout(headers);
    const pkg = await settled(headers, packageId);
    const booked = pkg.items[0];
    expect(booked?.status).toBe('confirmed');
    expect(booked?.type === 'accommodation' && booked.data.searchParams.destination).toBe('TFS');
  });
});

describe('POST /api/basket/items: per-person extras are bounded by who travels', () => {
  it('2 adults: at most 2 adult lounge passes, no child passes, at most 2 seats on the shared coach', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const d = await detail(headers, 'TFS-0020', twoAdults);
    const lounge = d.extras.find((e) => e.extraId === 'airport-lounge');
    expect(lounge?.options.map((o) => o.perPerson)).toEqual(['adult', 'child']);

    const nine = await addHotel(headers, {
      hotelId: 'TFS-0020',
      destination: 'TFS',
      extras: [{ extraId: 'airport-lounge', options: [{ optionId: 'adult', quantity: 9 }] }],
    });
    expect(nine.statusCode).toBe(400);
    expect(nine.json().error.fields).toEqual({
      'extras.0.options.0.quantity': 'At most 2: one per adult on this search',
    });

    const child = await addHotel(headers, {
      hotelId: 'TFS-0020',
      destination: 'TFS',
      extras: [{ extraId: 'airport-lounge', options: [{ optionId: 'child', quantity: 1 }] }],
    });
    expect(child.statusCode).toBe(400);
    expect(child.json().error.fields['extras.0.options.0.quantity']).toBe(
      'No children aged 11 or under travel on this search',
    );

    const coach = await addHotel(headers, {
      hotelId: 'TFS-0020',
      destination: 'TFS',
      extras: [{ extraId: 'transfer', options: [{ optionId: 'shared', quantity: 3 }] }],
    });
    expect(coach.json().error.fields['extras.0.options.0.quantity']).toBe(
      'At most 2: one per traveller on this search',
    );
    expect((await basketOf(headers)).items).toEqual([]);
  });

  it('2 adults with children of 6 and 14: 3 adult passes (14 counts as an adult), 1 child pass, 4 coach seats', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    const family: Rooms = [{ adults: 2, children: 2, childAges: [6, 14] }];
    const ok = await addHotel(headers, {
      hotelId: 'TFS-0020',
      destination: 'TFS',
      rooms: family,
      extras: [
        {
          extraId: 'airport-lounge',
          options: [
            { optionId: 'adult', quantity: 3 },
            { optionId: 'child', quantity: 1 },
          ],
        },
        { extraId: 'transfer', options: [{ optionId: 'shared', quantity: 4 }] },
      ],
    });
    expect(ok.statusCode).toBe(201);
    const tooManyChildren = await addHotel(headers, {
      hotelId: 'TFS-0020',
      destination: 'TFS',
      rooms: family,
      extras: [{ extraId: 'airport-lounge', options: [{ optionId: 'child', quantity: 2 }] }],
    });
    expect(tooManyChildren.json().error.fields['extras.0.options.0.quantity']).toBe(
      'At most 1: one per child aged 11 or under on this search',
    );
  });
});

describe('the basket after booking', () => {
  it('a fully confirmed package leaves the basket once the agent has seen its confirmation', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers, { hotelId: 'TFS-0020', destination: 'TFS' });
    await addCar(headers);
    const packageId = await checkout(headers);
    // The next customer's hotel, added while the first package books.
    await addHotel(headers, { hotelId: 'TFS-0030', destination: 'TFS' });
    expect((await settled(headers, packageId)).status).toBe('confirmed');
    // Until the agent has seen it, the confirmed package stays (with View Booking Details).
    expect((await basketOf(headers)).items.map((i) => i.status)).toEqual(['confirmed', 'confirmed', 'pending']);

    const res = await seen(headers, packageId);
    expect(res.statusCode).toBe(200);
    const after = res.json() as BasketResponse;
    expect(after.items.map((i) => i.status)).toEqual(['pending']);
    expect(after).toMatchObject({ totalItems: 1, totalPrice: { amount: after.items[0]?.price.amount } });
    expect(await basketOf(headers)).toEqual(after);
  });

  it('failed items stay until retried or removed; then the rest of the package leaves', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addHotel(headers, { hotelId: 'TFS-0001', destination: 'TFS' }); // always fails
    await addCar(headers);
    const packageId = await checkout(headers);
    const pkg = await settled(headers, packageId);
    expect(pkg.status).toBe('partially_failed');
    expect((await seen(headers, packageId)).json().items.map((i: { status: string }) => i.status)).toEqual([
      'failed',
      'confirmed',
    ]);
    const failed = pkg.items.find((i) => i.status === 'failed');
    const removed = await app.inject({ method: 'DELETE', url: `/api/basket/items/${failed?.id}`, headers });
    expect(removed.json().items.map((i: { status: string }) => i.status)).toEqual(['confirmed']);
    expect((await seen(headers, packageId)).json().items).toEqual([]);
  });

  it('a cancelled booking leaves the basket instead of showing as Unknown', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent' });
    await addCar(headers);
    const packageId = await checkout(headers);
    const pkg = await settled(headers, packageId);
    const booked = pkg.items[0];
    expect(booked?.status).toBe('confirmed');
    const cancel = await app.inject({ method: 'POST', url: `/api/live-bookings/${booked?.id}/cancel`, headers });
    expect(cancel.statusCode).toBe(200);
    expect(await basketOf(headers)).toMatchObject({ items: [], totalItems: 0, totalPrice: { amount: 0 } });
    const listed = (await app.inject({ method: 'GET', url: '/api/live-bookings', headers })).json();
    expect((listed as LiveBookingsResponse).items.map((i) => i.status)).toEqual(['cancelled']);
  });

  it("another agent's package is not found; a bad id is not found", async () => {
    const owner = await buildSignedInUser(app, { role: 'agent' });
    const other = await buildSignedInUser(app, { role: 'agent' });
    await addCar(owner.headers);
    const packageId = await checkout(owner.headers);
    await settled(owner.headers, packageId);
    expect((await seen(other.headers, packageId)).statusCode).toBe(404);
    expect((await seen(owner.headers, 'not-a-package')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/checkout/${packageId}/seen` })).statusCode).toBe(401);
    expect((await basketOf(owner.headers)).items).toHaveLength(1);
  });
});
