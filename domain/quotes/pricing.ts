export type PricingInput = {
  original_supplier_price?: number | null;
  supplier_discount?: number | null;
  agent_discount?: number | null;
  extras?: readonly { price?: number | null }[] | null;
  adults?: number | null;
  children?: number | null;
  infants?: number | null;
  deposit?: number | null;
};

export type PricingResult = {
  supplier_discount_price: number | null;
  final_price: number | null;
  final_price_total: number | null;
  final_price_per_person: number | null;
  total_price: number | null;
  /** What is left to pay after the deposit (not stored; for display). */
  balance: number | null;
};

const pence = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.round(v)) : 0;

/**
 * The computed prices of a quote, all in integer pence:
 * - supplier_discount_price = supplier price - supplier discount
 * - final_price = that - agent discount (the holiday itself)
 * - final_price_total = final_price + the extras (what the party pays)
 * - total_price = final_price_total
 * - final_price_per_person = final_price_total / (adults + children), infants
 *   travel free; rounded half up to whole pence, so per person x people may
 *   differ from the total by a few pence and the total is the price that counts.
 * No amount goes below zero. Without a supplier price nothing is computed
 * (all null). The server recomputes these on every save.
 */
export function computePricing(input: PricingInput): PricingResult {
  if (input.original_supplier_price === null || input.original_supplier_price === undefined) {
    return {
      supplier_discount_price: null,
      final_price: null,
      final_price_total: null,
      final_price_per_person: null,
      total_price: null,
      balance: null,
    };
  }
  const supplierDiscountPrice = Math.max(0, pence(input.original_supplier_price) - pence(input.supplier_discount));
  const finalPrice = Math.max(0, supplierDiscountPrice - pence(input.agent_discount));
  const extras = (input.extras ?? []).reduce((sum, e) => sum + pence(e.price), 0);
  const total = finalPrice + extras;
  const payers = pence(input.adults) + pence(input.children);
  return {
    supplier_discount_price: supplierDiscountPrice,
    final_price: finalPrice,
    final_price_total: total,
    final_price_per_person: payers > 0 ? Math.round(total / payers) : null,
    total_price: total,
    balance: Math.max(0, total - pence(input.deposit)),
  };
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Balance due date by default: 10 weeks (70 days) before departure, as
 * 'YYYY-MM-DD'; null without a valid departure date. Calendar arithmetic in
 * UTC so time zones and clock changes never shift the day.
 */
export function defaultBalanceDueDate(departureDate: string | null | undefined): string | null {
  if (!departureDate || !ISO_DATE.test(departureDate)) return null;
  const t = Date.parse(`${departureDate}T00:00:00Z`);
  if (Number.isNaN(t)) return null;
  return new Date(t - 70 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The balance due date once a save sets the departure to `after` (the
 * builder's rule, applied by the server too): an empty date takes the
 * default; a date that was the old departure's default moves with the
 * departure; a date the agent chose stays, as does any date when the new
 * departure has no default.
 */
export function followBalanceDueDate(
  balanceDue: string | null | undefined,
  before: string | null | undefined,
  after: string | null | undefined,
): string | null {
  const next = defaultBalanceDueDate(after);
  if (!balanceDue) return next;
  const followed = before !== after && balanceDue === defaultBalanceDueDate(before);
  return followed && next ? next : balanceDue;
}
