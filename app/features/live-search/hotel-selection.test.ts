import { describe, expect, it } from 'vitest';
import { extrasSelection, selectionTotal } from './hotel-selection';
import type { HotelDetailResponse } from './live-types';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

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
      extraId: 'e2',
      title: 'Spa',
      description: '',
      options: [{ optionId: 'o3', title: 'Day pass', price: gbp(2500), maxQuantity: 2 }],
    },
  ],
};

describe('hotel selection', () => {
  it('adds option price x quantity to the board price', () => {
    expect(selectionTotal(detail, 'r1', 'b1', { o1: 2, o3: 1 })).toBe(70000 + 3100 + 2500);
  });

  it('caps quantities at the option maximum', () => {
    expect(selectionTotal(detail, 'r1', 'b1', { o2: 5 })).toBe(76000);
  });

  it('has no total until a board is chosen', () => {
    expect(selectionTotal(detail, 'r1', null, {})).toBeNull();
  });

  it('sends only chosen options, grouped by extra', () => {
    expect(extrasSelection(detail, { o1: 2, o2: 0, o3: 1 })).toEqual([
      { extraId: 'e1', options: [{ optionId: 'o1', quantity: 2 }] },
      { extraId: 'e2', options: [{ optionId: 'o3', quantity: 1 }] },
    ]);
  });
});
