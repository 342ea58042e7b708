import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentsProvider,
  type ProviderSubscription,
  type WebhookEvent,
} from './interface';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests: a stand-in server on this machine). */
  apiUrl?: string;
};

const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'agent-platform' } };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  return {
    ...base,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  };
}

/** A Stripe subscription in our terms; the period lives on its (single) item since API 2025-03. */
export function fromStripeSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    trialEnd: fromUnix(sub.trial_end),
    endedAt: fromUnix(sub.ended_at),
    endReason: sub.cancellation_details?.reason ?? null,
    amountPence: item?.price.unit_amount ?? 0,
    interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
    metadata: sub.metadata,
  };
}

/** What Stripe said went wrong, without its request details. */
function providerError(err: unknown): PaymentProviderError {
  if (err instanceof Stripe.errors.StripeError) return new PaymentProviderError(`Stripe: ${err.message}`);
  return new PaymentProviderError('Stripe could not be reached.');
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw providerError(err);
  }
}

/**
 * Stripe: Checkout Sessions in subscription and payment modes, Billing for
 * renewals and retries (its Smart Retries settings decide the grace period),
 * the Customer Portal for card changes, and its own webhook signatures.
 */
export function createStripePayments(opts: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(opts.secretKey, clientOptions(opts.apiUrl));

  return {
    kind: 'stripe',
    label: 'Stripe',

    async createCheckout(input) {
      const customerId =
        input.customer.providerCustomerId ??
        (
          await call(() =>
            stripe.customers.create({
              email: input.customer.email,
              ...(input.customer.name ? { name: input.customer.name } : {}),
              metadata: { userId: input.customer.userId },
            }),
          )
        ).id;
      const metadata = { ...input.metadata, userId: input.customer.userId };
      const priceData: Stripe.Checkout.SessionCreateParams.LineItem.PriceData = {
        currency: 'gbp',
        unit_amount: input.amountPence,
        tax_behavior: 'inclusive',
        product_data: { name: input.description },
        ...(input.mode === 'subscription' ? { recurring: { interval: input.interval ?? 'month' } } : {}),
      };
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: input.mode,
          customer: customerId,
          client_reference_id: input.customer.userId,
          line_items: [{ quantity: 1, price_data: priceData }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          ...(input.mode === 'subscription'
            ? {
                subscription_data: {
                  metadata,
                  ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
                },
              }
            : { payment_intent_data: { metadata } }),
        }),
      );
      if (!session.url) throw new PaymentProviderError('Stripe gave no checkout address.');
      return { sessionId: session.id, url: session.url, customerId };
    },

    async customerPortal({ customerId, returnUrl, payOutstandingFor }) {
      if (payOutstandingFor) {
        const sub = await call(() => stripe.subscriptions.retrieve(payOutstandingFor, { expand: ['latest_invoice'] }));
        const invoice = sub.latest_invoice;
        if (invoice && typeof invoice !== 'string' && invoice.status === 'open' && invoice.hosted_invoice_url) {
          return { url: invoice.hosted_invoice_url };
        }
      }
      const portal = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: portal.url };
    },

    async retrieveSubscription(id) {
      return fromStripeSubscription(await call(() => stripe.subscriptions.retrieve(id)));
    },

    async cancelAtPeriodEnd(id) {
      return fromStripeSubscription(await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true })));
    },

    async resume(id) {
      return fromStripeSubscription(await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: false })));
    },

    async refund({ chargeId, amountPence, reason }) {
      const refund = await call(() =>
        stripe.refunds.create({
          ...(chargeId.startsWith('ch_') ? { charge: chargeId } : { payment_intent: chargeId }),
          ...(amountPence ? { amount: amountPence } : {}),
          reason: 'requested_by_customer',
          metadata: { reason: reason.slice(0, 500) },
        }),
      );
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
      return { refundId: refund.id, status, amountPence: refund.amount };
    },

    verifyWebhook(rawBody, header): WebhookEvent {
      if (!header) throw new WebhookSignatureError('The webhook signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, opts.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
        throw new PaymentProviderError('The webhook body is not an event.');
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        data: { object: event.data.object as unknown as Record<string, unknown> },
      };
    },
  };
}
