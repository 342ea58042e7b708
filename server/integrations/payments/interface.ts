/**
 * The payments provider: hosted checkout (subscription and one-off), the
 * subscription's lifecycle, refunds, and signed webhook events. Card details
 * never reach our server: the customer types them on the provider's hosted
 * page (PCI DSS SAQ A), and our state changes only when the provider's
 * webhook says so.
 */

export type ProviderKind = 'sandbox' | 'stripe';

export type CheckoutCustomer = {
  /** Our users.id, kept on the provider's objects so every event names its member. */
  userId: string;
  email: string;
  name: string | null;
  /** The customer already on file at this provider, if any. */
  providerCustomerId: string | null;
};

export type CheckoutInput = {
  mode: 'subscription' | 'payment';
  customer: CheckoutCustomer;
  /** What the hosted page and the receipt call it, e.g. "Home Agent (monthly)". */
  description: string;
  /** Gross amount in pence, VAT included: per interval for a subscription, once for a payment. */
  amountPence: number;
  /** Subscriptions only. */
  interval?: 'month' | 'year';
  trialDays?: number;
  /** Travels on the session, its subscription or payment, and every event about them. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string; customerId: string };

/** A subscription as the provider holds it now: the truth we resolve every event against. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** Stripe's vocabulary: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  endedAt: Date | null;
  /** Why it ended: cancellation_requested, payment_failed, or other. */
  endReason: string | null;
  amountPence: number;
  interval: 'month' | 'year';
  metadata: Record<string, string>;
};

export type RefundResult = { refundId: string; status: 'pending' | 'succeeded' | 'failed'; amountPence: number };

/** A verified webhook event, still in the provider's (Stripe's) shape. */
export type WebhookEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
};

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature did not verify.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentsProvider {
  readonly kind: ProviderKind;
  /** "Sandbox payments" or "Stripe": shown wherever the payment happens. */
  readonly label: string;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Where a member changes their card or pays what is owed (Stripe's Customer
   * Portal; the sandbox's own page). `payOutstanding` asks for the page that
   * settles a past-due subscription's open invoice.
   */
  customerPortal(input: {
    customerId: string;
    returnUrl: string;
    payOutstandingFor?: string;
  }): Promise<{ url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  resume(subscriptionId: string): Promise<ProviderSubscription>;
  /** Gives money back against a charge or payment intent; the whole remainder when no amount is given. */
  refund(input: { chargeId: string; amountPence?: number; reason: string }): Promise<RefundResult>;
  /** Checks the signature over the raw body (300 s tolerance) and returns the event, or throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
}
