import { formatPence } from '@domain/formats';
import { INTERVAL_LABEL, vatIncluded, vatLabel, type BillingInterval, type Plan } from '@domain/plans';

/** "£79.00 per month". */
export function priceLine(plan: Plan, interval: BillingInterval): string {
  return `${formatPence(plan.pricePence[interval])} ${INTERVAL_LABEL[interval].per}`;
}

/** What the first charge is and when: the trial, then the price. */
export function chargeLine(plan: Plan, interval: BillingInterval): string {
  const price = priceLine(plan, interval);
  return plan.trialDays > 0 ? `${plan.trialDays}-day free trial, then ${price}` : `${price}, first payment today`;
}

/** "includes VAT at 20% (£13.17)". */
export function vatLine(plan: Plan, interval: BillingInterval): string {
  const vat = vatIncluded(plan.pricePence[interval], plan.vat);
  return vat > 0 ? `${vatLabel(plan.vat)} (${formatPence(vat)})` : vatLabel(plan.vat);
}
