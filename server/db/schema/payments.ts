import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions, users } from './users';

const PROVIDERS = sql.raw(`('sandbox','stripe')`);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A user's customer record at a payment provider (one per provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_customers_provider_known', sql`${t.provider} in ${PROVIDERS}`),
    uniqueIndex('payment_customers_user_provider').on(t.userId, t.provider),
    uniqueIndex('payment_customers_provider_id').on(t.provider, t.providerCustomerId),
  ],
);

/**
 * The provider's side of a row in `subscriptions` (which keeps the status and
 * period end the guard reads): which provider subscription it mirrors, the
 * plan, and whether it ends at the period's end.
 */
export const subscriptionBilling = pgTable(
  'subscription_billing',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planId: text('plan_id').notNull(),
    interval: text('interval').notNull(),
    amountPence: integer('amount_pence').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: at('current_period_start'),
    endedAt: at('ended_at'),
    /** Why it ended: cancellation_requested | payment_failed | other. */
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('subscription_billing_provider_known', sql`${t.provider} in ${PROVIDERS}`),
    check('subscription_billing_interval_known', sql`${t.interval} in ('month','year')`),
    check('subscription_billing_amount_range', sql`${t.amountPence} between 0 and 1000000000`),
    uniqueIndex('subscription_billing_provider_id').on(t.provider, t.providerSubscriptionId),
    index('subscription_billing_user_idx').on(t.userId),
  ],
);

/** A hosted checkout we sent someone to: membership (subscription) or a one-off payment. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    mode: text('mode').notNull(),
    /** What it pays for: membership, or another area's purpose (e.g. booking). */
    purpose: text('purpose').notNull(),
    planId: text('plan_id'),
    interval: text('interval'),
    amountPence: integer('amount_pence').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('open'),
    url: text('url').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('checkout_sessions_provider_known', sql`${t.provider} in ${PROVIDERS}`),
    check('checkout_sessions_mode_known', sql`${t.mode} in ('subscription','payment')`),
    check('checkout_sessions_status_known', sql`${t.status} in ('open','complete','expired')`),
    check('checkout_sessions_amount_range', sql`${t.amountPence} between 0 and 1000000000`),
    uniqueIndex('checkout_sessions_provider_id').on(t.provider, t.providerSessionId),
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Money taken (or attempted): one row per invoice of a subscription or per one-off payment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** The invoice (subscriptions) or payment intent (one-off) at the provider. */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The charge or payment intent a refund is made against. */
    providerChargeId: text('provider_charge_id'),
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountPence: integer('amount_pence').notNull(),
    vatPence: integer('vat_pence').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    currency: text('currency').notNull().default('gbp'),
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_provider_known', sql`${t.provider} in ${PROVIDERS}`),
    check('payments_kind_known', sql`${t.kind} in ('subscription','one_off')`),
    check('payments_status_known', sql`${t.status} in ('succeeded','failed','refunded','partially_refunded')`),
    check('payments_amount_range', sql`${t.amountPence} between 0 and 1000000000`),
    check('payments_refund_range', sql`${t.refundedPence} between 0 and ${t.amountPence}`),
    check('payments_last4_shape', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    uniqueIndex('payments_provider_id').on(t.provider, t.providerPaymentId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Money given back against a payment. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('refunds_status_known', sql`${t.status} in ('pending','succeeded','failed')`),
    check('refunds_amount_range', sql`${t.amountPence} between 1 and 1000000000`),
    uniqueIndex('refunds_provider_id').on(t.provider, t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

/** Each provider event handled, stored in the same transaction as its effect so a replay does nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('payment_webhook_events_received_idx').on(t.receivedAt),
  ],
);

/** Membership e-mails already sent (trial ending, expiring, expired), so each goes once. */
export const membershipNotices = pgTable(
  'membership_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What it is about, e.g. the expiry date: the same kind may go again for a later date. */
    key: text('key').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key] })],
);

// The sandbox provider's own store: what Stripe would hold on its side. Our
// app reads it only through the sandbox adapter, never directly.

/** The sandbox's clock: real time plus an offset tests and developers advance. */
export const sandboxPayClock = pgTable('sandbox_pay_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

export const sandboxPayCustomers = pgTable('sandbox_pay_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** The card on file declines every charge (test card 4000 0000 0000 0341, or set by a test). */
  cardDeclines: boolean('card_declines').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sandboxPaySessions = pgTable(
  'sandbox_pay_sessions',
  {
    id: text('id').primaryKey(),
    /** subscription | payment (checkout), setup (change card), invoice (pay what is owed). */
    mode: text('mode').notNull(),
    status: text('status').notNull().default('open'),
    customerId: text('customer_id').notNull(),
    lineName: text('line_name').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    interval: text('interval'),
    trialDays: integer('trial_days').notNull().default(0),
    invoiceId: text('invoice_id'),
    subscriptionId: text('subscription_id'),
    paymentIntentId: text('payment_intent_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** A card that asks for the 3-D Secure step is waiting for it: brand and last 4 kept meanwhile. */
    pending3ds: boolean('pending_3ds').notNull().default(false),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [check('sandbox_pay_sessions_mode_known', sql`${t.mode} in ('subscription','payment','setup','invoice')`)],
);

export const sandboxPaySubscriptions = pgTable(
  'sandbox_pay_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    lineName: text('line_name').notNull(),
    amountPence: integer('amount_pence').notNull(),
    interval: text('interval').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    trialEnd: at('trial_end'),
    trialWillEndSent: boolean('trial_will_end_sent').notNull().default(false),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    cancellationReason: text('cancellation_reason'),
    /** When the open invoice is tried again (past due), or null. */
    nextAttemptAt: at('next_attempt_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_pay_subscriptions_customer_idx').on(t.customerId)],
);

export const sandboxPayInvoices = pgTable(
  'sandbox_pay_invoices',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').notNull(),
    billingReason: text('billing_reason').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    chargeId: text('charge_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [index('sandbox_pay_invoices_subscription_idx').on(t.subscriptionId)],
);

export const sandboxPayCharges = pgTable('sandbox_pay_charges', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  customerId: text('customer_id').notNull(),
  invoiceId: text('invoice_id'),
  amountPence: integer('amount_pence').notNull(),
  amountRefundedPence: integer('amount_refunded_pence').notNull().default(0),
  description: text('description').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The sandbox's event log; a job delivers each to our webhook endpoint, signed, until it is accepted. */
export const sandboxPayEvents = pgTable(
  'sandbox_pay_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_pay_events_created_idx').on(t.createdAt)],
);
