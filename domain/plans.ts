import type { Role } from './roles';

/**
 * The membership plans, configured here and nowhere else: the home page's
 * Pricing section, the join wizard, the checkout API and the receipts all
 * read them. Prices are integer pence including VAT (the agency sells to
 * sole traders, most of them not VAT registered, so the shown price is the
 * price paid).
 */

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const INTERVAL_LABEL: Record<BillingInterval, { adjective: string; per: string }> = {
  month: { adjective: 'Monthly', per: 'per month' },
  year: { adjective: 'Yearly', per: 'per year' },
};

/** How VAT applies to a plan's price: included in it at a rate (basis points), or outside its scope. */
export type VatTreatment = { kind: 'inclusive'; rateBasisPoints: number } | { kind: 'exempt' };

/** UK standard rate, 20 %. */
export const UK_STANDARD_VAT: VatTreatment = { kind: 'inclusive', rateBasisPoints: 2000 };

export const PLAN_IDS = ['quote', 'agent', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  blurb: string;
  /** Price per interval in pence, VAT included. */
  pricePence: Record<BillingInterval, number>;
  vat: VatTreatment;
  /** Free days before the first charge; 0 charges at once. */
  trialDays: number;
  features: readonly string[];
  /** The role the account gets once the membership starts. */
  grantsRole: Extract<Role, 'agent' | 'quoteagent'>;
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'quote',
    name: 'Quote Agent',
    blurb: 'For side-hustlers who want professional quotes and a simple way to earn.',
    pricePence: { month: 2900, year: 29000 },
    vat: UK_STANDARD_VAT,
    trialDays: 7,
    features: ['Branded quote builder', 'Supplier directory', 'Commission calculator', 'Email support'],
    grantsRole: 'quoteagent',
  },
  {
    id: 'agent',
    name: 'Home Agent',
    blurb: 'Everything you need to run a travel business from home.',
    pricePence: { month: 7900, year: 79000 },
    vat: UK_STANDARD_VAT,
    trialDays: 14,
    features: [
      'Everything in Quote Agent',
      'Full training academy',
      'Weekly marketing deals',
      'Live hotel and car search',
      'Phone and chat support',
    ],
    grantsRole: 'agent',
    highlighted: true,
  },
  {
    id: 'pro',
    name: 'Agency Pro',
    blurb: 'For established agents moving an existing client book across.',
    pricePence: { month: 14900, year: 149000 },
    vat: UK_STANDARD_VAT,
    trialDays: 0,
    features: [
      'Everything in Home Agent',
      'Your own public agent page',
      'Priority supplier desk',
      'Dedicated business manager',
    ],
    grantsRole: 'agent',
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === 'string' && (BILLING_INTERVALS as readonly string[]).includes(value);
}

/** The plan with this id; undefined for an unknown one. */
export function findPlan(id: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The plan with this id; throws for an id that is not configured (a programming error). */
export function planById(id: PlanId): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** What a yearly payment saves against twelve monthly ones, in pence (0 when none). */
export function yearlySavingPence(plan: Plan): number {
  return Math.max(0, plan.pricePence.month * 12 - plan.pricePence.year);
}

/** The VAT part of a VAT-inclusive gross amount, rounded to the penny (HMRC: round per invoice). */
export function vatIncluded(grossPence: number, vat: VatTreatment): number {
  if (vat.kind === 'exempt') return 0;
  return Math.round((grossPence * vat.rateBasisPoints) / (10000 + vat.rateBasisPoints));
}

/** A short line for receipts and pages: "includes VAT at 20%" or "no VAT". */
export function vatLabel(vat: VatTreatment): string {
  return vat.kind === 'exempt' ? 'no VAT' : `includes VAT at ${vat.rateBasisPoints / 100}%`;
}
