import { describe, expect, it } from 'vitest';
import { moneyErrorMessage, parsePounds, penceToPoundsInput } from './money';

describe('parsePounds', () => {
  it.each([
    ['1299.50', 129950],
    ['1,299.5', 129950],
    ['£ 45', 4500],
    ['0.29', 29],
    ['0.1', 10],
    ['.75', 75],
    ['12.', 1200],
    ['0', 0],
  ])('reads %s as %i pence', (text, pence) => {
    expect(parsePounds(text)).toEqual({ ok: true, pence });
  });

  it('treats a blank box as not entered', () => {
    expect(parsePounds('   ')).toEqual({ ok: true, pence: null });
  });

  it.each([['12.345'], ['abc'], ['1.2.3'], ['.'], ['12e3']])('refuses %s', (text) => {
    expect(parsePounds(text)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses negative and absurd amounts', () => {
    expect(parsePounds('-5')).toEqual({ ok: false, reason: 'negative' });
    expect(parsePounds('99999999999')).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('penceToPoundsInput', () => {
  it('writes two decimals and round-trips', () => {
    expect(penceToPoundsInput(129950)).toBe('1299.50');
    expect(penceToPoundsInput(5)).toBe('0.05');
    expect(penceToPoundsInput(null)).toBe('');
    for (const p of [0, 1, 99, 100, 12345, 987654321]) {
      expect(parsePounds(penceToPoundsInput(p))).toEqual({ ok: true, pence: p });
    }
  });
});

describe('money messages', () => {
  it('names the field', () => {
    expect(moneyErrorMessage('Deposit', 'format')).toBe('Deposit must be an amount in pounds, like 1299.50');
    expect(moneyErrorMessage('Deposit', 'negative')).toBe('Deposit cannot be negative');
  });
});
