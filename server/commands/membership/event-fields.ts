/**
 * Reading the provider's event objects (Stripe's shapes, which the sandbox
 * also sends) without trusting their types: every field is checked where it
 * is read, and a missing one is null.
 */
export type Obj = Record<string, unknown>;

export function field(obj: unknown, ...path: (string | number)[]): unknown {
  let at: unknown = obj;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return null;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at ?? null;
}

export function str(obj: unknown, ...path: (string | number)[]): string | null {
  const v = field(obj, ...path);
  if (typeof v === 'string') return v;
  // An expanded object in place of its id.
  if (v && typeof v === 'object' && 'id' in v && typeof v.id === 'string') return v.id;
  return null;
}

export function num(obj: unknown, ...path: (string | number)[]): number | null {
  const v = field(obj, ...path);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function date(obj: unknown, ...path: (string | number)[]): Date | null {
  const v = num(obj, ...path);
  return v === null ? null : new Date(v * 1000);
}

/** String values of a metadata object. */
export function metadata(obj: unknown, ...path: (string | number)[]): Record<string, string> {
  const v = field(obj, ...path);
  const out: Record<string, string> = {};
  if (v && typeof v === 'object') {
    for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val;
  }
  return out;
}

/** The subscription an invoice belongs to (API 2025+: under `parent`; older: top level). */
export function invoiceSubscriptionId(invoice: Obj): string | null {
  return str(invoice, 'parent', 'subscription_details', 'subscription') ?? str(invoice, 'subscription');
}

/** The payment intent that paid an invoice, when the event carries it. */
export function invoicePaymentIntent(invoice: Obj): string | null {
  return str(invoice, 'payments', 'data', 0, 'payment', 'payment_intent') ?? str(invoice, 'payment_intent');
}
