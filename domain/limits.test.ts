import { describe, expect, it } from 'vitest';
import { MONEY_LIMITS, PG_INTEGER_MAX } from './limits';
import { computePricing } from './quotes/pricing';
import { QUOTE_LIMITS, QuoteInputSchema } from './quotes/schema';

describe('money limits', () => {
  const extras = (price: number) =>
    Array.from({ length: QUOTE_LIMITS.list }, (_, i) => ({ title: `Extra ${i + 1}`, price }));

  it('the largest quote the schema accepts still has a total that fits an integer column', () => {
    const body = QuoteInputSchema.parse({
      title: 'Everything at its maximum',
      original_supplier_price: MONEY_LIMITS.amountPence,
      extras: extras(MONEY_LIMITS.extraPence),
      adults: 1,
    });
    const { final_price_total: total } = computePricing(body);
    expect(total).toBe(MONEY_LIMITS.amountPence + QUOTE_LIMITS.list * MONEY_LIMITS.extraPence);
    expect(total).toBeLessThanOrEqual(PG_INTEGER_MAX);
  });

  it('refuses an extra or an amount one penny over its maximum, naming the field', () => {
    const extra = QuoteInputSchema.safeParse({
      title: 'T',
      extras: [{ title: 'Yacht', price: MONEY_LIMITS.extraPence + 1 }],
    });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.path).toEqual(['extras', 0, 'price']);
    expect(extra.error?.issues[0]?.message).toBe('Extra price can be at most £200,000.00');
    const amount = QuoteInputSchema.safeParse({ title: 'T', deposit: MONEY_LIMITS.amountPence + 1 });
    expect(amount.error?.issues[0]?.message).toBe('Deposit is too large');
  });
});
