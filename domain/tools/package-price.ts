import { mulDivRound } from './pence';

/**
 * The holiday package calculator (issue 16): from what each part costs to the
 * price per person, the deposit and the balance with their due dates. Money in
 * pence, percentages in basis points, dates as YYYY-MM-DD (UK calendar days).
 */

export const PACKAGE_COMPONENT_KINDS = ['flights', 'hotel', 'transfers', 'car', 'extras'] as const;
export type PackageComponentKind = (typeof PACKAGE_COMPONENT_KINDS)[number];
export const PACKAGE_COMPONENT_LABEL: Record<PackageComponentKind, string> = {
  flights: 'Flights',
  hotel: 'Hotel',
  transfers: 'Transfers',
  car: 'Car hire',
  extras: 'Extras',
};

export type PackageComponent = {
  kind: PackageComponentKind;
  costPence: number;
  /** Whether the cost is for each passenger or for the whole booking. */
  per: 'person' | 'booking';
};

/** markup: a percentage on top of cost. margin: the share of the selling price that is profit. */
export type PricingRule = { mode: 'markup'; bp: number } | { mode: 'margin'; bp: number };

export type DepositRule = { mode: 'percent'; bp: number } | { mode: 'per-person'; pence: number };

/**
 * The ATOL Protection Contribution the CAA charges per passenger on a package
 * with a flight (£2.50 since 2015), passed on in the price.
 */
export const ATOL_APC_PENCE = 250;

export type PackageInput = {
  components: readonly PackageComponent[];
  passengers: number;
  pricing: PricingRule;
  deposit: DepositRule;
  /** Today, as the agent's calendar has it (YYYY-MM-DD). */
  today: string;
  departure: string | null;
  /** The balance falls due this many days before departure (12 weeks is common). */
  balanceDaysBeforeDeparture: number;
};

export type PackageResult = {
  costPence: number;
  /** Present when a flight is in the package: APC per passenger x passengers. */
  atolContributionPence: number;
  sellingPricePence: number;
  /** The price per person, and what the last passenger's share differs by when it does not divide evenly. */
  perPersonPence: number;
  perPersonRemainderPence: number;
  profitPence: number;
  /** Profit as a share of the selling price before the APC, in basis points. */
  marginBp: number;
  depositPence: number;
  balancePence: number;
  /** When the balance is due; null without a departure date. */
  balanceDue: string | null;
  /** The departure is inside the balance period: the full price is due now. */
  fullPaymentNow: boolean;
};

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function calculatePackage(input: PackageInput): PackageResult {
  const passengers = Math.max(1, input.passengers);
  const costPence = input.components.reduce(
    (n, c) => n + (c.per === 'person' ? c.costPence * passengers : c.costPence),
    0,
  );
  const hasFlight = input.components.some((c) => c.kind === 'flights' && c.costPence > 0);
  const atolContributionPence = hasFlight ? ATOL_APC_PENCE * passengers : 0;

  let pricePence: number;
  if (input.pricing.mode === 'markup') {
    pricePence = costPence + mulDivRound(costPence, input.pricing.bp, 10_000);
  } else {
    // A margin of 100 % or more has no price; the form refuses it, this guards the maths.
    const bp = Math.min(input.pricing.bp, 9_999);
    pricePence = mulDivRound(costPence, 10_000, 10_000 - bp);
  }
  const sellingPricePence = pricePence + atolContributionPence;
  const profitPence = pricePence - costPence;
  const marginBp = pricePence > 0 ? mulDivRound(profitPence, 10_000, pricePence) : 0;

  const perPersonPence = Math.floor(sellingPricePence / passengers);
  const perPersonRemainderPence = sellingPricePence - perPersonPence * passengers;

  const balanceDue =
    input.departure === null ? null : addDays(input.departure, -Math.max(0, input.balanceDaysBeforeDeparture));
  const fullPaymentNow = balanceDue !== null && balanceDue <= input.today;
  const wantedDeposit =
    input.deposit.mode === 'percent'
      ? mulDivRound(sellingPricePence, input.deposit.bp, 10_000)
      : input.deposit.pence * passengers;
  const depositPence = fullPaymentNow ? sellingPricePence : Math.min(wantedDeposit, sellingPricePence);

  return {
    costPence,
    atolContributionPence,
    sellingPricePence,
    perPersonPence,
    perPersonRemainderPence,
    profitPence,
    marginBp,
    depositPence,
    balancePence: sellingPricePence - depositPence,
    balanceDue: fullPaymentNow ? input.today : balanceDue,
    fullPaymentNow,
  };
}
