import { describe, expect, it } from 'vitest';
import { quoteLabel } from './label';
import { computePricing, defaultBalanceDueDate } from './pricing';
import { classifyProtection } from './protection';
import { slugCandidate, slugify } from './slug';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES } from './status';

describe('quoteLabel (SPEC 3)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('uses the agent name first', () => {
    expect(quoteLabel('HTP', { agent_name: 'Sunny Sam', first_name: 'Sam', last_name: 'Smith' }, now)).toBe(
      'HTP Sunny Sam',
    );
  });
  it('else first and last name', () => {
    expect(quoteLabel('HTP', { agent_name: '  ', first_name: 'Sam', last_name: 'Smith' }, now)).toBe('HTP Sam Smith');
  });
  it('else first name', () => {
    expect(quoteLabel('XYZ', { first_name: 'Sam', last_name: null }, now)).toBe('XYZ Sam');
  });
  it('else prefix, hyphen and timestamp', () => {
    expect(quoteLabel('HTP', {}, now)).toBe(`HTP-${now.getTime()}`);
    expect(quoteLabel('HTP', { last_name: 'Smith' }, now)).toBe('HTP-1772366400000');
  });
});

describe('computePricing', () => {
  it('applies discounts, adds extras and splits per payer (infants free)', () => {
    const r = computePricing({
      original_supplier_price: 300000,
      supplier_discount: 20000,
      agent_discount: 5000,
      extras: [{ price: 4500 }, { price: null }, { price: 1000 }],
      adults: 2,
      children: 1,
      infants: 1,
      deposit: 50000,
    });
    expect(r).toEqual({
      supplier_discount_price: 280000,
      final_price: 275000,
      final_price_total: 280500,
      final_price_per_person: 93500,
      total_price: 280500,
      balance: 230500,
    });
  });
  it('rounds per person half up to whole pence', () => {
    expect(computePricing({ original_supplier_price: 100000, adults: 3 }).final_price_per_person).toBe(33333);
    expect(computePricing({ original_supplier_price: 100001, adults: 2 }).final_price_per_person).toBe(50001);
  });
  it('never goes below zero and has no per-person price without payers', () => {
    const r = computePricing({
      original_supplier_price: 1000,
      supplier_discount: 5000,
      agent_discount: 10,
      adults: 0,
      infants: 2,
    });
    expect(r.final_price_total).toBe(0);
    expect(r.final_price_per_person).toBeNull();
  });
  it('computes nothing without a supplier price', () => {
    expect(computePricing({ adults: 2 }).final_price_total).toBeNull();
  });
});

describe('defaultBalanceDueDate', () => {
  it('is 10 weeks before departure', () => {
    expect(defaultBalanceDueDate('2026-08-15')).toBe('2026-06-06');
    expect(defaultBalanceDueDate('2027-03-10')).toBe('2026-12-30');
  });
  it('is null without a valid departure date', () => {
    expect(defaultBalanceDueDate(null)).toBeNull();
    expect(defaultBalanceDueDate('15/08/2026')).toBeNull();
  });
});

describe('classifyProtection', () => {
  it('flight + hotel is an ATOL protected package', () => {
    const p = classifyProtection({ outbound_departure_airport: 'LGW', hotel_name: 'Roma' });
    expect(p.kind).toBe('atol_package');
    expect(p.statement).toContain('ATOL');
    expect(p.link).toBe('/atol-protection');
  });
  it('hotel + transfer (no flight) is a package, not ATOL', () => {
    const p = classifyProtection({ hotel_name: 'Roma', transfer_type: 'private' });
    expect(p.kind).toBe('package');
    expect(p.statement).toContain('Package Travel');
    expect(p.statement).not.toContain('ATOL protected');
  });
  it('car hire + cruise is a package', () => {
    expect(classifyProtection({ car_hire: { included: true }, cruise_details: { included: true } }).kind).toBe(
      'package',
    );
  });
  it('one service is a single service; a transfer of type none does not count', () => {
    expect(
      classifyProtection({
        hotel_name: 'Roma',
        transfer_type: 'none',
        car_hire: { included: false },
      }).kind,
    ).toBe('single_service');
    expect(classifyProtection({ flight_number_outbound: 'BA1' }).kind).toBe('single_service');
  });
  it('nothing is none', () => {
    expect(classifyProtection({ hotel_name: '  ' }).kind).toBe('none');
  });
});

describe('slugify', () => {
  it('lowercases, folds accents, joins with hyphens, max 60', () => {
    expect(slugify('  Crète & Santorini: 7 Nights!! ')).toBe('crete-and-santorini-7-nights');
    expect(slugify('a'.repeat(80)).length).toBe(60);
    expect(slugify('!!!')).toBe('quote');
  });
  it('numbers candidates within 60 characters', () => {
    expect(slugCandidate('rome', 1)).toBe('rome');
    expect(slugCandidate('rome', 3)).toBe('rome-3');
    expect(slugCandidate('a'.repeat(60), 12)).toBe(`${'a'.repeat(57)}-12`);
  });
});

describe('statuses', () => {
  it('every status has a label and a badge tone', () => {
    expect(QUOTE_STATUSES).toEqual(['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'booked']);
    for (const s of QUOTE_STATUSES) {
      expect(QUOTE_STATUS_LABELS[s]).toBeTruthy();
      expect(QUOTE_STATUS_TONES[s]).toBeTruthy();
    }
  });
});
