import { describe, expect, it } from 'vitest';
import { addDays, londonToday } from '@domain/live/dates';
import type { HotelSearchQuery } from '../interface';
import type { Ledger } from './ledger';
import { createSandboxCarSupplier } from './car-supplier';
import { DESTINATIONS } from './destinations';
import { createSandboxHotelSupplier } from './hotel-supplier';
import { allHotels, FAILING_HOTEL_NAME, FLAKY_HOTEL_NAME, hotelsOf } from './hotels';
import { sandboxImage } from './images';

// The inventory parts need no database; booking is covered by the API tests.
const ledger: Ledger = {
  confirmedFor: async () => undefined,
  failedAttempts: async () => 0,
  record: async () => 'SBH-TEST',
  cancel: async () => undefined,
};
const hotels = createSandboxHotelSupplier({ ledger, bookingDelayMs: 0 });
const cars = createSandboxCarSupplier({ ledger, bookingDelayMs: 0 });

const checkIn = addDays(londonToday(), 60);
const base: HotelSearchQuery = {
  destination: 'TFS',
  checkIn,
  checkOut: addDays(checkIn, 7),
  rooms: [{ adults: 2, children: 0, childAges: [] }],
  page: 1,
  pageSize: 20,
  sort: 'price_asc',
  stars: [],
  boards: [],
};

describe('sandbox hotel inventory', () => {
  it('has at least 40 destinations and 10,000 hotels, each destination with the two failing hotels', () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DESTINATIONS.map((d) => d.code)).size).toBe(DESTINATIONS.length);
    expect(allHotels().length).toBeGreaterThanOrEqual(10_000);
    for (const d of DESTINATIONS) {
      const names = (hotelsOf(d.code) ?? []).map((h) => h.name);
      expect(names).toContain(FAILING_HOTEL_NAME);
      expect(names).toContain(FLAKY_HOTEL_NAME);
    }
  });

  it('is the same on every run', async () => {
    const a = await hotels.searchHotels(base);
    const b = await hotels.searchHotels({ ...base });
    expect(a).toEqual(b);
    expect(hotelsOf('PMI')?.[10]?.name).toBe(hotelsOf('PMI')?.[10]?.name);
    expect(a?.results[0]?.fromPrice.amount).toBeGreaterThan(0);
  });

  it('prices vary with dates and occupancy', async () => {
    const detail = (stay: Partial<HotelSearchQuery>) => hotels.getHotel('PMI-0042', { ...base, ...stay });
    const winter = await detail({ checkIn: '2031-01-13', checkOut: '2031-01-20' });
    const summer = await detail({ checkIn: '2031-08-11', checkOut: '2031-08-18' });
    const family = await detail({
      checkIn: '2031-08-11',
      checkOut: '2031-08-18',
      rooms: [{ adults: 2, children: 1, childAges: [8] }],
    });
    const price = (d: typeof winter, roomId: string) =>
      d?.rooms.find((r) => r.roomId === roomId)?.boards[0]?.price.amount ?? 0;
    const familyRoom = family?.rooms[0]?.roomId ?? '';
    expect(price(summer, familyRoom)).toBeGreaterThan(price(winter, familyRoom));
    expect(price(family, familyRoom)).toBeGreaterThan(price(summer, familyRoom));
    expect(Number.isInteger(price(family, familyRoom))).toBe(true);
  });

  it('filters, sorts and pages', async () => {
    const all = await hotels.searchHotels({ ...base, pageSize: 50 });
    const fives = await hotels.searchHotels({ ...base, stars: [5], sort: 'price_desc' });
    expect(fives?.results.every((r) => r.stars === 5)).toBe(true);
    const prices = fives?.results.map((r) => r.fromPrice.amount) ?? [];
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    expect(fives?.total).toBe(all?.facets.stars['5']);
    const page2 = await hotels.searchHotels({ ...base, page: 2 });
    expect(page2?.results[0]?.hotelId).toBe(
      (await hotels.searchHotels({ ...base, pageSize: 40 }))?.results[20]?.hotelId,
    );
    const named = await hotels.searchHotels({ ...base, name: 'failtower' });
    expect(named?.results.map((r) => r.name)).toEqual([FAILING_HOTEL_NAME]);
  });

  it('searches a destination fast', async () => {
    const started = performance.now();
    for (let i = 0; i < 200; i++)
      await hotels.searchHotels({ ...base, destination: DESTINATIONS[i % DESTINATIONS.length]?.code ?? 'TFS' });
    expect((performance.now() - started) / 200).toBeLessThan(20);
  });

  it('draws hotel and car pictures, nothing for unknown ids', () => {
    expect(sandboxImage('hotel', 'TFS-0001-1')).toContain('<svg');
    expect(sandboxImage('car', 'fiat-500')).toContain('Fiat 500');
    expect(sandboxImage('hotel', 'XXX-0001-1')).toBeUndefined();
    expect(sandboxImage('other', 'x')).toBeUndefined();
  });
});

describe('sandbox cars', () => {
  const pickupDate = `${addDays(londonToday(), 30)}T10:00`;
  const returnDate = `${addDays(londonToday(), 37)}T10:00`;
  it('applies driver-age rules with a note and a young driver fee', async () => {
    const adult = await cars.searchCars({ pickupLocation: 'LGW', driverAge: 30, pickupDate, returnDate });
    const young = await cars.searchCars({ pickupLocation: 'LGW', driverAge: 22, pickupDate, returnDate });
    expect(adult?.days).toBe(7);
    expect(adult?.results.some((r) => r.vehicle_category === 'convertible')).toBe(true);
    expect(adult?.notes).toEqual([]);
    expect(young?.results.some((r) => r.vehicle_category === 'premium' || r.vehicle_category === 'convertible')).toBe(
      false,
    );
    expect(young?.notes.join(' ')).toContain('Premium, Convertible cars need a driver aged 25 or over');
    const fee = young?.results[0]?.youngDriverFee?.amount ?? 0;
    expect(fee).toBe(7 * 1150);
    const under21 = await cars.searchCars({ pickupLocation: 'LGW', driverAge: 19, pickupDate, returnDate });
    expect(under21?.results).toEqual([]);
    expect(under21?.notes).toEqual(['Drivers must be at least 21 to hire a car here.']);
  });

  it('reads a rate back from its reference; tampered or unknown references are not found', async () => {
    const found = await cars.searchCars({ pickupLocation: 'TFS', driverAge: 40, pickupDate, returnDate });
    const first = found?.results[0];
    const rate = await cars.getRate(first?.rateReference ?? '');
    expect(rate?.price).toEqual(first?.price);
    expect(rate?.searchParams).toEqual({ pickupLocation: 'TFS', driverAge: 40, pickupDate, returnDate });
    expect(await cars.getRate('SBXC-nonsense')).toBeNull();
    expect(await cars.getRate('whatever')).toBeNull();
  });
});
