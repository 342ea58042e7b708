import { describe, expect, it } from 'vitest';
import { findPlan, PLANS, vatIncluded, vatLabel, yearlySavingPence, UK_STANDARD_VAT } from './plans';

describe('plans', () => {
  it('grants a role each and prices a year below twelve months', () => {
    for (const plan of PLANS) {
      expect(['agent', 'quoteagent']).toContain(plan.grantsRole);
      expect(plan.pricePence.year).toBeLessThan(plan.pricePence.month * 12);
      expect(Number.isInteger(plan.pricePence.month) && Number.isInteger(plan.pricePence.year)).toBe(true);
    }
    expect(yearlySavingPence(PLANS[0]!)).toBe(2900 * 12 - 29000);
  });

  it('finds plans by id and nothing for an unknown one', () => {
    expect(findPlan('quote')?.grantsRole).toBe('quoteagent');
    expect(findPlan('gold')).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it('takes the VAT out of a VAT-inclusive price to the penny', () => {
    expect(vatIncluded(2900, UK_STANDARD_VAT)).toBe(483);
    expect(vatIncluded(7900, UK_STANDARD_VAT)).toBe(1317);
    expect(vatIncluded(12000, UK_STANDARD_VAT)).toBe(2000);
    expect(vatIncluded(12000, { kind: 'exempt' })).toBe(0);
    expect(vatLabel(UK_STANDARD_VAT)).toBe('includes VAT at 20%');
  });
});
