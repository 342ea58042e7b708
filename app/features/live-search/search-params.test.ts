import { describe, expect, it } from 'vitest';
import {
  carQuery,
  decodeRooms,
  encodeRooms,
  hotelQuery,
  nightsBetween,
  parseCarQuery,
  parseHotelQuery,
  type HotelSearchParams,
} from './search-params';

const search: HotelSearchParams = {
  destination: 'PMI',
  checkIn: '2030-06-01',
  checkOut: '2030-06-08',
  rooms: [
    { adults: 2, children: 0, childAges: [] },
    { adults: 2, children: 2, childAges: [7, 12] },
  ],
};

describe('rooms encoding', () => {
  it('writes the API format adults:children-age-age, rooms separated by commas', () => {
    expect(encodeRooms(search.rooms)).toBe('2:0,2:2-7-12');
  });

  it('reads it back to the same rooms', () => {
    expect(decodeRooms('2:0,2:2-7-12')).toEqual(search.rooms);
  });

  it('never writes more ages than children', () => {
    expect(encodeRooms([{ adults: 1, children: 1, childAges: [4, 9] }])).toBe('1:1-4');
  });

  it('refuses malformed text', () => {
    expect(decodeRooms('2-0')).toBeNull();
    expect(decodeRooms('two:0')).toBeNull();
    expect(decodeRooms('')).toBeNull();
    expect(decodeRooms(null)).toBeNull();
  });
});

describe('hotel search <-> URL', () => {
  it('round-trips the search and filters', () => {
    const q = hotelQuery(search, {
      page: 3,
      sort: 'stars_desc',
      minPrice: 10000,
      maxPrice: 250000,
      stars: [5, 4],
      boards: ['BB', 'HB'],
    });
    expect(q.toString()).toBe(
      'destination=PMI&checkIn=2030-06-01&checkOut=2030-06-08&rooms=2%3A0%2C2%3A2-7-12&page=3&sort=stars_desc&minPrice=10000&maxPrice=250000&stars=4%2C5&boards=BB%2CHB',
    );
    const back = parseHotelQuery(new URLSearchParams(q.toString()));
    expect(back.search).toEqual(search);
    expect(back.filters).toEqual({
      page: 3,
      sort: 'stars_desc',
      minPrice: 10000,
      maxPrice: 250000,
      stars: [4, 5],
      boards: ['BB', 'HB'],
    });
  });

  it('leaves defaults out of the URL', () => {
    expect(hotelQuery(search).toString()).toBe(
      'destination=PMI&checkIn=2030-06-01&checkOut=2030-06-08&rooms=2%3A0%2C2%3A2-7-12',
    );
  });

  it('falls back to defaults for a bad page or sort, and has no search without its parts', () => {
    const back = parseHotelQuery(
      new URLSearchParams('destination=PMI&checkIn=2030-06-01&page=-2&sort=cheapest&stars=9,4'),
    );
    expect(back.search).toBeNull();
    expect(back.filters.page).toBe(1);
    expect(back.filters.sort).toBe('price_asc');
    expect(back.filters.stars).toEqual([4]);
  });
});

describe('car search <-> URL', () => {
  it('round-trips', () => {
    const car = {
      pickupLocation: 'LGW',
      driverAge: 23,
      pickupDate: '2030-06-01T10:00',
      returnDate: '2030-06-08T09:30',
    };
    expect(parseCarQuery(new URLSearchParams(carQuery(car).toString()))).toEqual(car);
  });

  it('is null when the driver age is missing', () => {
    expect(
      parseCarQuery(new URLSearchParams('pickupLocation=LGW&pickupDate=2030-06-01T10:00&returnDate=2030-06-02T10:00')),
    ).toBeNull();
  });
});

describe('nightsBetween', () => {
  it('counts nights across a clock change', () => {
    expect(nightsBetween('2030-03-30', '2030-04-02')).toBe(3);
    expect(nightsBetween('x', '2030-04-02')).toBe(0);
  });
});
