import { describe, expect, it } from 'vitest';
import { partyText } from './party';
import { newQuoteSlug, randomSlugPart, slugify } from './slug';

describe('slugify transliterates (issue 18 item 20)', () => {
  it('keeps the letters of Polish, German, Nordic and French titles', () => {
    expect(slugify('Łódź café')).toBe('lodz-cafe');
    expect(slugify('Straße nach Øresund')).toBe('strasse-nach-oresund');
    expect(slugify('Æbeltoft & Þingvellir')).toBe('aebeltoft-and-thingvellir');
  });

  it('spells Greek and Cyrillic in Latin letters', () => {
    expect(slugify('Αθήνα')).toBe('athina');
    expect(slugify('Москва')).toBe('moskva');
  });

  it('a title with nothing readable falls back to the destination, then the hotel, then "quote"', () => {
    expect(slugify('京都の休日', 'Kyoto, Japan', 'Hotel Granvia')).toBe('kyoto-japan');
    expect(slugify('京都の休日', null, 'Hotel Granvia')).toBe('hotel-granvia');
    expect(slugify('京都の休日', '東京', '')).toBe('quote');
  });
});

describe('new quote slugs (issue 10 finding 6)', () => {
  it('end in 10 characters of a 32-letter alphabet (50 random bits) after the readable words', () => {
    const slug = newQuoteSlug('lodz-cafe');
    expect(slug).toMatch(/^lodz-cafe-[a-km-np-z2-9]{10}$/);
    expect(newQuoteSlug('a'.repeat(60), 'abcdefghij')).toBe(`${'a'.repeat(49)}-abcdefghij`);
  });

  it('are not guessable from one another: 2,000 in a row are all different', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomSlugPart()));
    expect(seen.size).toBe(2000);
  });
});

describe('partyText', () => {
  it('counts the party and never names anyone', () => {
    expect(partyText({ adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(partyText({ adults: 1, infants: 2 })).toBe('1 adult, 2 infants');
    expect(
      partyText({
        passengers: [{ type: 'adult' }, { type: 'adult' }, { type: 'child' }, { type: 'child' }],
      }),
    ).toBe('2 adults, 2 children');
    expect(partyText({})).toBeNull();
  });
});
