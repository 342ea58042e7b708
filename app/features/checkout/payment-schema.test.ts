import { describe, expect, it } from 'vitest';
import { expiryInFuture, formatCardNumber, PaymentSchema } from './payment-schema';

describe('payment form', () => {
  it('groups card digits in fours as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  });

  it('accepts this month and refuses last month', () => {
    const now = new Date(2030, 5, 15);
    expect(expiryInFuture('06/30', now)).toBe(true);
    expect(expiryInFuture('05/30', now)).toBe(false);
    expect(expiryInFuture('13/31', now)).toBe(false);
  });

  it('names the bad field', () => {
    const r = PaymentSchema.safeParse({ cardholderName: ' ', cardNumber: '4242 4242', expiry: '12/99', cvc: '12' });
    expect(r.success).toBe(false);
    const fields = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(fields).toEqual([
      ['cardholderName', 'Enter the cardholder name'],
      ['cardNumber', 'Enter a card number of 13 to 19 digits'],
      ['cvc', 'Enter the 3 or 4 digit security code'],
    ]);
  });
});
