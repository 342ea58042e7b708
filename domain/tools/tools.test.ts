import { describe, expect, it } from 'vitest';
import { calculateCommission, totalCommission } from './commission';
import { ATOL_APC_PENCE, calculatePackage, type PackageInput } from './package-price';
import { mulDivRound, percentToBasisPoints, poundsToPence } from './pence';

describe('penny arithmetic', () => {
  it('rounds halves up and away from zero, exactly', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(-1, 1, 2)).toBe(-1);
    // 0.1 + 0.2 style float error would give 1234.4999...
    expect(mulDivRound(246_899, 1, 200)).toBe(1234);
    expect(mulDivRound(246_900, 1, 200)).toBe(1235);
    expect(() => mulDivRound(1, 1, 0)).toThrow(RangeError);
  });

  it('reads typed percentages and pounds', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeNull();
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
    expect(poundsToPence('£1,234.5')).toBe(123_450);
    expect(poundsToPence('99')).toBe(9_900);
    expect(poundsToPence('1.999')).toBeNull();
    expect(poundsToPence('abc')).toBeNull();
  });
});

describe('commission calculator', () => {
  const base = { valuePence: 250_000, rateBp: 1000, basis: 'gross', vat: 'none', agentShareBp: 7000 } as const;

  it('gross basis without VAT: 10 % of £2,500, 70 % to the agent', () => {
    expect(calculateCommission(base)).toEqual({
      customerPricePence: 250_000,
      grossCommissionPence: 25_000,
      vatPence: 0,
      commissionNetOfVatPence: 25_000,
      agencySharePence: 7_500,
      agentEarningsPence: 17_500,
    });
  });

  it('net basis adds the commission to the price', () => {
    const r = calculateCommission({ ...base, basis: 'net' });
    expect(r.customerPricePence).toBe(275_000);
    expect(r.grossCommissionPence).toBe(25_000);
  });

  it('VAT included takes a sixth out before the split; VAT added sits on top', () => {
    const inc = calculateCommission({ ...base, vat: 'included' });
    expect(inc.vatPence).toBe(4_167); // 25,000 / 6 = 4,166.67
    expect(inc.commissionNetOfVatPence).toBe(20_833);
    expect(inc.agentEarningsPence + inc.agencySharePence).toBe(20_833);
    const added = calculateCommission({ ...base, vat: 'added' });
    expect(added.vatPence).toBe(5_000);
    expect(added.commissionNetOfVatPence).toBe(25_000);
  });

  it('zero value or zero rate earns nothing, with no negative pennies', () => {
    for (const input of [
      { ...base, valuePence: 0 },
      { ...base, rateBp: 0 },
    ]) {
      const r = calculateCommission({ ...input, vat: 'included' });
      expect(Object.values(r).every((v) => v >= 0)).toBe(true);
      expect(r.agentEarningsPence).toBe(0);
    }
  });

  it('rounds to the penny and the shares always add back to the commission', () => {
    const r = calculateCommission({ ...base, valuePence: 99_999, rateBp: 1175, agentShareBp: 6667 });
    expect(r.grossCommissionPence).toBe(11_750); // 11,749.88 rounds up
    expect(r.agencySharePence + r.agentEarningsPence).toBe(r.commissionNetOfVatPence);
  });

  it('totals several bookings line by line', () => {
    const lines = [calculateCommission(base), calculateCommission({ ...base, valuePence: 100_001, vat: 'included' })];
    const total = totalCommission(lines);
    expect(total.grossCommissionPence).toBe(lines[0]!.grossCommissionPence + lines[1]!.grossCommissionPence);
    expect(total.agentEarningsPence + total.agencySharePence).toBe(total.commissionNetOfVatPence);
  });
});

describe('holiday package calculator', () => {
  const input: PackageInput = {
    components: [
      { kind: 'flights', costPence: 20_000, per: 'person' },
      { kind: 'hotel', costPence: 150_000, per: 'booking' },
      { kind: 'transfers', costPence: 6_000, per: 'booking' },
    ],
    passengers: 2,
    pricing: { mode: 'markup', bp: 1000 },
    deposit: { mode: 'per-person', pence: 10_000 },
    today: '2026-11-23',
    departure: '2027-06-10',
    balanceDaysBeforeDeparture: 84,
  };

  it('prices per person with the ATOL contribution where a flight is in it', () => {
    const r = calculatePackage(input);
    expect(r.costPence).toBe(196_000);
    expect(r.atolContributionPence).toBe(2 * ATOL_APC_PENCE);
    expect(r.sellingPricePence).toBe(215_600 + 500);
    expect(r.perPersonPence).toBe(108_050);
    expect(r.perPersonRemainderPence).toBe(0);
    expect(r.profitPence).toBe(19_600);
    expect(r.depositPence).toBe(20_000);
    expect(r.balancePence).toBe(216_100 - 20_000);
    expect(r.balanceDue).toBe('2027-03-18');
    expect(r.fullPaymentNow).toBe(false);
  });

  it('no flight, no contribution', () => {
    const r = calculatePackage({ ...input, components: input.components.filter((c) => c.kind !== 'flights') });
    expect(r.atolContributionPence).toBe(0);
  });

  it('a target margin prices so the profit is that share of the price', () => {
    const r = calculatePackage({ ...input, pricing: { mode: 'margin', bp: 2000 }, components: [input.components[1]!] });
    expect(r.sellingPricePence).toBe(187_500);
    expect(r.marginBp).toBe(2000);
  });

  it('inside the balance period the whole price is due now', () => {
    const r = calculatePackage({ ...input, departure: '2027-01-10' });
    expect(r.fullPaymentNow).toBe(true);
    expect(r.depositPence).toBe(r.sellingPricePence);
    expect(r.balancePence).toBe(0);
    expect(r.balanceDue).toBe('2026-11-23');
  });

  it('zero cost, one passenger: nothing to pay and no division by zero', () => {
    const r = calculatePackage({ ...input, components: [], passengers: 1, deposit: { mode: 'percent', bp: 2000 } });
    expect(r).toMatchObject({ sellingPricePence: 0, perPersonPence: 0, depositPence: 0, balancePence: 0, marginBp: 0 });
  });

  it('an uneven split shows the odd pennies', () => {
    const r = calculatePackage({
      ...input,
      components: [{ kind: 'hotel', costPence: 100_000, per: 'booking' }],
      passengers: 3,
      pricing: { mode: 'markup', bp: 0 },
    });
    expect(r.perPersonPence * 3 + r.perPersonRemainderPence).toBe(100_000);
    expect(r.perPersonRemainderPence).toBe(1);
  });

  it('a deposit never exceeds the price', () => {
    const r = calculatePackage({ ...input, deposit: { mode: 'per-person', pence: 10_000_000 } });
    expect(r.depositPence).toBe(r.sellingPricePence);
    expect(r.balancePence).toBe(0);
  });
});
