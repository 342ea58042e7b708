import { describe, expect, it } from 'vitest';
import { cheapestChoice, extrasSelection, optionKey, selectionTotal } from './hotel-selection';
import type { HotelDetailResponse } from './live-types';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const twoAdults = [{ adults: 2, children: 0, childAges: [] }];

const detail: HotelDetailResponse = {
  hotel: {
    hotelId: 'h1',
    name: 'Hotel',
    stars: 4,
    area: 'Old Town',
    destination: { code: 'PMI', name: 'Palma', country: 'Spain' },
    description: '',
    imageUrls: [],
    facilities: [],
  },
  rooms: [
    {
      roomId: 'r1',
      description: 'Double',
      maxOccupancy: 2,
      boards: [{ boardId: 'b1', code: 'BB' as const, description: 'Bed & Breakfast', price: gbp(70000) }],
    },
    {
      roomId: 'r2',
      description: 'Twin',
      maxOccupancy: 2,
      boards: [
        { boardId: 'b2', code: 'HB' as const, description: 'Half Board', price: gbp(90000) },
        { boardId: 'b3', code: 'RO' as const, description: 'Room Only', price: gbp(65000) },
      ],
    },
  ],
  extras: [
    {
      extraId: 'e1',
      title: 'Airport transfer',
      description: '',
      options: [
        { optionId: 'o1', title: 'Shared', price: gbp(1550), maxQuantity: 4 },
        { optionId: 'o2', title: 'Private', price: gbp(6000), maxQuantity: 1 },
      ],
    },
    {
      extraId: 'lounge',
      title: 'Lounge',
      description: '',
      options: [{ optionId: 'adult', title: 'Adult pass', price: gbp(3000), maxQuantity: 9, perPerson: 'adult' }],
    },
    {
      extraId: 'excursion',
      title: 'Excursion',
      description: '',
      options: [{ optionId: 'adult', title: 'Adult', price: gbp(5000), maxQuantity: 12, perPerson: 'adult' }],
    },
  ],
};

describe('hotel selection', () => {
  it('adds option price x quantity to the board price', () => {
    expect(selectionTotal(detail, 'r1', 'b1', { [optionKey('e1', 'o1')]: 2 }, twoAdults)).toBe(70000 + 3100);
  });

  it("caps quantities at the option's maximum and per-person options at the party", () => {
    expect(selectionTotal(detail, 'r1', 'b1', { [optionKey('e1', 'o2')]: 5 }, twoAdults)).toBe(76000);
    expect(selectionTotal(detail, 'r1', 'b1', { [optionKey('lounge', 'adult')]: 9 }, twoAdults)).toBe(76000);
  });

  it('counts the same option id in two extras apart', () => {
    const q = { [optionKey('lounge', 'adult')]: 2, [optionKey('excursion', 'adult')]: 1 };
    expect(extrasSelection(detail, q, twoAdults)).toEqual([
      { extraId: 'lounge', options: [{ optionId: 'adult', quantity: 2 }] },
      { extraId: 'excursion', options: [{ optionId: 'adult', quantity: 1 }] },
    ]);
  });

  it('has no total until a board is chosen', () => {
    expect(selectionTotal(detail, 'r1', null, {}, twoAdults)).toBeNull();
  });

  it('starts on the cheapest room and board, the one the results price', () => {
    expect(cheapestChoice(detail)).toEqual({ roomId: 'r2', boardId: 'b3' });
  });
});
