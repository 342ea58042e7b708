import { describe, expect, it } from 'vitest';
import { formatCardNumber } from './payment-schema';

describe('formatCardNumber', () => {
  it('groups card digits in fours as typed, dropping other characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242a')).toBe('4242');
  });
});
