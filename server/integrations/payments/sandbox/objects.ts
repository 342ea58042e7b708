import { randomBytes } from 'node:crypto';
import type {
  sandboxPayCharges,
  sandboxPayInvoices,
  sandboxPaySessions,
  sandboxPaySubscriptions,
} from '../../../db/schema';
import type { ProviderSubscription } from '../interface';

export type SubscriptionRow = typeof sandboxPaySubscriptions.$inferSelect;
export type InvoiceRow = typeof sandboxPayInvoices.$inferSelect;
export type SessionRow = typeof sandboxPaySessions.$inferSelect;
export type ChargeRow = typeof sandboxPayCharges.$inferSelect;

/** A provider-style id: `sub_sbx_3f9c...`. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function addInterval(from: Date, interval: string): Date {
  const d = new Date(from);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: row.endedAt,
    endReason: row.cancellationReason,
    amountPence: row.amountPence,
    interval: row.interval === 'year' ? 'year' : 'month',
    metadata: row.metadata,
  };
}

// The JSON the sandbox's events carry: the fields of Stripe's objects (API
// 2025+ shapes: a subscription's period on its item, an invoice's
// subscription under `parent`) that a webhook handler reads.

export function subscriptionJson(row: SubscriptionRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: unix(row.canceledAt),
    ended_at: unix(row.endedAt),
    trial_end: unix(row.trialEnd),
    cancellation_details: { reason: row.cancellationReason },
    metadata: row.metadata,
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: unix(row.currentPeriodStart),
          current_period_end: unix(row.currentPeriodEnd),
          price: {
            unit_amount: row.amountPence,
            currency: 'gbp',
            recurring: { interval: row.interval },
            product: { name: row.lineName },
          },
        },
      ],
    },
  };
}

export function invoiceJson(
  row: InvoiceRow,
  sub: SubscriptionRow,
  extra: { failureMessage?: string; paymentIntentId?: string | null } = {},
): Record<string, unknown> {
  return {
    id: row.id,
    object: 'invoice',
    customer: row.customerId,
    status: row.status,
    billing_reason: row.billingReason,
    currency: 'gbp',
    total: row.amountPence,
    amount_due: row.amountPence,
    amount_paid: row.status === 'paid' ? row.amountPence : 0,
    attempt_count: row.attemptCount,
    next_payment_attempt: unix(sub.nextAttemptAt),
    status_transitions: { paid_at: unix(row.paidAt) },
    last_finalization_error: extra.failureMessage ? { message: extra.failureMessage } : null,
    lines: {
      object: 'list',
      data: [{ description: sub.lineName, period: { start: unix(row.periodStart), end: unix(row.periodEnd) } }],
    },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: row.subscriptionId, metadata: sub.metadata },
    },
    payments: {
      object: 'list',
      data: extra.paymentIntentId
        ? [{ payment: { type: 'payment_intent', payment_intent: extra.paymentIntentId } }]
        : [],
    },
  };
}

export function checkoutSessionJson(row: SessionRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.mode,
    status: row.status,
    customer: row.customerId,
    subscription: row.subscriptionId,
    payment_intent: row.paymentIntentId,
    payment_status: row.mode === 'subscription' && row.trialDays > 0 ? 'no_payment_required' : 'paid',
    amount_total: row.mode === 'subscription' && row.trialDays > 0 ? 0 : row.amountPence,
    currency: row.currency,
    metadata: row.metadata,
    client_reference_id: row.metadata.userId ?? null,
  };
}

export function chargeJson(row: ChargeRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'charge',
    payment_intent: row.paymentIntentId,
    customer: row.customerId,
    amount: row.amountPence,
    amount_refunded: row.amountRefundedPence,
    refunded: row.amountRefundedPence >= row.amountPence,
    currency: 'gbp',
    metadata: row.metadata,
  };
}
