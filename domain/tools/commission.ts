import { mulDivRound } from './pence';

/**
 * The commission calculator (issue 16): what a booking earns, what the agency
 * keeps and what the agent takes home. All money in pence, rates in basis
 * points (1250 = 12.5 %), rounded to the penny once per figure.
 */

/**
 * gross: the value is the price the customer pays; commission is a share of it.
 * net: the value is the supplier's net price; commission is added on top of it.
 */
export const COMMISSION_BASES = ['gross', 'net'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/**
 * none: no VAT on this commission (an agent or agency not registered, or an
 * exempt supply). included: the commission paid includes VAT, which goes to
 * HMRC. added: VAT is charged on top of the commission.
 */
export const VAT_TREATMENTS = ['none', 'included', 'added'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** The UK standard rate in basis points. */
export const UK_VAT_BP = 2000;

export type CommissionInput = {
  valuePence: number;
  rateBp: number;
  basis: CommissionBasis;
  vat: VatTreatment;
  /** The agent's share of the commission after VAT, under the agency's split rule. */
  agentShareBp: number;
};

export type CommissionResult = {
  /** What the customer pays: the value on gross, value plus commission on net. */
  customerPricePence: number;
  /** The commission as the supplier states it. */
  grossCommissionPence: number;
  /** VAT within or on top of it, owed to HMRC. */
  vatPence: number;
  /** The commission the agency and agent share: gross commission less VAT within it. */
  commissionNetOfVatPence: number;
  agencySharePence: number;
  agentEarningsPence: number;
};

export function calculateCommission(input: CommissionInput): CommissionResult {
  const { valuePence, rateBp, basis, vat, agentShareBp } = input;
  const grossCommissionPence = mulDivRound(valuePence, rateBp, 10_000);
  const customerPricePence = basis === 'gross' ? valuePence : valuePence + grossCommissionPence;
  let vatPence = 0;
  let commissionNetOfVatPence = grossCommissionPence;
  if (vat === 'included') {
    // VAT within a VAT-inclusive amount is its 20/120ths (one sixth at 20 %).
    vatPence = mulDivRound(grossCommissionPence, UK_VAT_BP, 10_000 + UK_VAT_BP);
    commissionNetOfVatPence = grossCommissionPence - vatPence;
  } else if (vat === 'added') {
    vatPence = mulDivRound(grossCommissionPence, UK_VAT_BP, 10_000);
  }
  const agentEarningsPence = mulDivRound(commissionNetOfVatPence, agentShareBp, 10_000);
  return {
    customerPricePence,
    grossCommissionPence,
    vatPence,
    commissionNetOfVatPence,
    agencySharePence: commissionNetOfVatPence - agentEarningsPence,
    agentEarningsPence,
  };
}

/** Several bookings at once: each line worked out alone, the totals summed (so lines add up to the total). */
export function totalCommission(results: readonly CommissionResult[]): CommissionResult {
  const sum = (k: keyof CommissionResult) => results.reduce((n, r) => n + r[k], 0);
  return {
    customerPricePence: sum('customerPricePence'),
    grossCommissionPence: sum('grossCommissionPence'),
    vatPence: sum('vatPence'),
    commissionNetOfVatPence: sum('commissionNetOfVatPence'),
    agencySharePence: sum('agencySharePence'),
    agentEarningsPence: sum('agentEarningsPence'),
  };
}
