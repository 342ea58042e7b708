import { describe, expect, it } from 'vitest';
import { optionLimit, perPersonMessage, travellersOf } from './extras';

const twoAdults = [{ adults: 2, children: 0, childAges: [] }];
const family = [
  { adults: 2, children: 2, childAges: [6, 14] },
  { adults: 1, children: 1, childAges: [1] },
];

describe('per-person extras', () => {
  it('counts who travels: children over 11 count as adults', () => {
    expect(travellersOf('adult', twoAdults)).toBe(2);
    expect(travellersOf('child', twoAdults)).toBe(0);
    expect(travellersOf('traveller', twoAdults)).toBe(2);
    expect(travellersOf('adult', family)).toBe(4);
    expect(travellersOf('child', family)).toBe(2);
    expect(travellersOf('traveller', family)).toBe(6);
  });

  it("bounds a per-person option by the party and never above the supplier's own limit", () => {
    expect(optionLimit({ maxQuantity: 9, perPerson: 'adult' }, twoAdults)).toBe(2);
    expect(optionLimit({ maxQuantity: 9, perPerson: 'child' }, twoAdults)).toBe(0);
    expect(optionLimit({ maxQuantity: 3, perPerson: 'traveller' }, family)).toBe(3);
    // Per vehicle or per booking: only the supplier's limit.
    expect(optionLimit({ maxQuantity: 2 }, twoAdults)).toBe(2);
  });

  it('says why in words an agent understands', () => {
    expect(perPersonMessage('adult', 2)).toBe('At most 2: one per adult on this search');
    expect(perPersonMessage('child', 0)).toBe('No children aged 11 or under travel on this search');
  });
});
