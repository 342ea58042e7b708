import { and, eq, ne, sql } from 'drizzle-orm';
import { findPlan, vatIncluded } from '@domain/plans';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import { checkoutSessions, paymentWebhookEvents, payments } from '../../db/schema';
import type { ProviderKind, ProviderSubscription, WebhookEvent } from '../../integrations/payments';
import { date, invoicePaymentIntent, invoiceSubscriptionId, metadata, num, str, type Obj } from './event-fields';
import { MEMBERSHIP_MAIL_JOB, type MembershipMail } from './mail-job';
import { PAYMENT_PURPOSE_HANDLERS } from './payment-purposes';
import { syncSubscription, userOfCustomer, type SyncResult } from './sync-subscription';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);
const HANDLED = new Set([
  ...SUBSCRIPTION_EVENTS,
  'checkout.session.completed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'charge.refunded',
]);

/** The subscription an event is about, so its current state can be read from the provider. */
function subscriptionOf(event: WebhookEvent): string | null {
  const obj = event.data.object;
  if (SUBSCRIPTION_EVENTS.has(event.type)) return str(obj, 'id');
  if (event.type.startsWith('invoice.')) return invoiceSubscriptionId(obj);
  if (event.type === 'checkout.session.completed') return str(obj, 'subscription');
  return null;
}

/** The e-mail a change of membership calls for. */
function transitionMail(result: SyncResult | null): MembershipMail | null {
  if (!result?.after || result.after.status === result.before.status) return null;
  const expiry = result.after.expiry?.toISOString() ?? null;
  if (result.after.status === 'Expired - Non Payment') {
    return { kind: 'expired', userId: result.userId, reason: 'non-payment', expiry };
  }
  if (result.after.status === 'Cancelled')
    return { kind: 'expired', userId: result.userId, reason: 'cancelled', expiry };
  return null;
}

type Effects = { mails: MembershipMail[] };

async function recordInvoice(
  tx: Tx,
  provider: ProviderKind,
  invoice: Obj,
  synced: SyncResult | null,
  paid: boolean,
  effects: Effects,
): Promise<void> {
  const invoiceId = str(invoice, 'id');
  if (!invoiceId) return;
  const amount = paid ? (num(invoice, 'amount_paid') ?? 0) : (num(invoice, 'amount_due') ?? 0);
  // A trial's opening invoice takes no money: nothing to record or receipt.
  if (amount <= 0) return;
  const userId =
    synced?.userId ??
    (await userOfCustomer(
      tx,
      provider,
      str(invoice, 'customer'),
      metadata(invoice, 'parent', 'subscription_details', 'metadata').userId,
    ));
  const plan = findPlan(synced?.planId);
  const line = {
    start: date(invoice, 'lines', 'data', 0, 'period', 'start'),
    end: date(invoice, 'lines', 'data', 0, 'period', 'end'),
  };
  const description =
    str(invoice, 'lines', 'data', 0, 'description') ?? (plan ? `${plan.name} membership` : 'Membership');
  const failureMessage = paid
    ? null
    : (str(invoice, 'last_finalization_error', 'message') ?? 'Your card was declined.');
  const values = {
    userId,
    provider,
    providerPaymentId: invoiceId,
    providerChargeId: invoicePaymentIntent(invoice),
    kind: 'subscription' as const,
    purpose: 'membership',
    subscriptionId: synced?.subscriptionRowId ?? null,
    description,
    amountPence: amount,
    vatPence: plan ? vatIncluded(amount, plan.vat) : 0,
    status: paid ? ('succeeded' as const) : ('failed' as const),
    failureMessage,
    periodStart: line.start,
    periodEnd: line.end,
    paidAt: paid ? (date(invoice, 'status_transitions', 'paid_at') ?? new Date()) : null,
  };
  // One row per invoice: a failure becomes a success when a retry pays it, never the other way round.
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: paid
        ? {
            status: 'succeeded',
            failureMessage: null,
            paidAt: values.paidAt,
            providerChargeId: values.providerChargeId,
            updatedAt: new Date(),
          }
        : { failureMessage, updatedAt: new Date() },
      setWhere: paid ? ne(payments.status, 'succeeded') : eq(payments.status, 'failed'),
    })
    .returning({ id: payments.id, status: payments.status });
  if (!row || !userId) return;
  if (paid) effects.mails.push({ kind: 'receipt', paymentId: row.id });
  else {
    effects.mails.push({
      kind: 'payment-failed',
      paymentId: row.id,
      attempt: num(invoice, 'attempt_count') ?? 0,
      retryOn: date(invoice, 'next_payment_attempt')?.toISOString() ?? null,
    });
  }
}

async function recordOneOff(
  tx: Tx,
  provider: ProviderKind,
  session: Obj,
  ours: typeof checkoutSessions.$inferSelect | undefined,
) {
  const paymentIntent = str(session, 'payment_intent');
  if (!paymentIntent) return;
  const meta = metadata(session, 'metadata');
  const amount = num(session, 'amount_total') ?? ours?.amountPence ?? 0;
  const vat = Number(meta.vatPence);
  const [row] = await tx
    .insert(payments)
    .values({
      userId: ours?.userId ?? (await userOfCustomer(tx, provider, str(session, 'customer'), meta.userId)),
      provider,
      providerPaymentId: paymentIntent,
      providerChargeId: paymentIntent,
      kind: 'one_off',
      purpose: ours?.purpose ?? meta.purpose ?? 'other',
      checkoutSessionId: ours?.id ?? null,
      description: ours?.description ?? meta.description ?? 'Payment',
      amountPence: amount,
      vatPence: Number.isInteger(vat) && vat >= 0 && vat <= amount ? vat : 0,
      status: 'succeeded',
      metadata: meta,
      paidAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (row) await PAYMENT_PURPOSE_HANDLERS[row.purpose]?.(tx, row);
}

async function apply(
  tx: Tx,
  provider: ProviderKind,
  event: WebhookEvent,
  current: ProviderSubscription | null,
  effects: Effects,
): Promise<void> {
  const obj = event.data.object;
  const synced = current ? await syncSubscription(tx, provider, current) : null;
  const mail = transitionMail(synced);
  if (mail) effects.mails.push(mail);

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const sessionId = str(obj, 'id');
      if (!sessionId) return;
      const [ours] = await tx
        .update(checkoutSessions)
        .set(
          event.type === 'checkout.session.completed'
            ? { status: 'complete', completedAt: new Date() }
            : { status: 'expired' },
        )
        .where(
          and(
            eq(checkoutSessions.provider, provider),
            eq(checkoutSessions.providerSessionId, sessionId),
            eq(checkoutSessions.status, 'open'),
          ),
        )
        .returning();
      if (event.type === 'checkout.session.completed' && str(obj, 'mode') === 'payment') {
        await recordOneOff(tx, provider, obj, ours);
      }
      return;
    }
    case 'customer.subscription.trial_will_end':
      if (synced && current?.status === 'trialing' && current.trialEnd) {
        effects.mails.push({ kind: 'trial-ending', userId: synced.userId, trialEnd: current.trialEnd.toISOString() });
      }
      return;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      await recordInvoice(tx, provider, obj, synced, true, effects);
      return;
    case 'invoice.payment_failed':
      await recordInvoice(tx, provider, obj, synced, false, effects);
      return;
    case 'charge.refunded': {
      const refunded = num(obj, 'amount_refunded');
      const keys = [str(obj, 'payment_intent'), str(obj, 'id')].filter((k): k is string => k !== null);
      if (refunded === null || keys.length === 0) return;
      for (const key of keys) {
        await tx
          .update(payments)
          .set({
            refundedPence: sql`least(${refunded}, ${payments.amountPence})`,
            status: sql`case when ${refunded} >= ${payments.amountPence} then 'refunded' else 'partially_refunded' end`,
            updatedAt: new Date(),
          })
          .where(and(eq(payments.provider, provider), eq(payments.providerChargeId, key)));
      }
      return;
    }
    default:
      return;
  }
}

/**
 * Handles one verified provider event. Its id is stored in the same
 * transaction as its effect, so a replay does nothing; subscription state is
 * read from the provider as it is now, so events arriving out of order
 * converge; a failure rolls everything back and the caller answers non-2xx
 * so the provider tries again. E-mails are queued once the change is saved.
 */
export async function handleWebhookEvent(ctx: AppContext, event: WebhookEvent): Promise<WebhookOutcome> {
  const { db } = ctx;
  const provider = ctx.payments.provider;
  const [seen] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider.kind), eq(paymentWebhookEvents.eventId, event.id)));
  if (seen) return 'duplicate';

  const subscriptionId = HANDLED.has(event.type) ? subscriptionOf(event) : null;
  // Read before the transaction: for Stripe it is a network call.
  const current = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;

  const effects: Effects = { mails: [] };
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: provider.kind, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'duplicate';
    if (!HANDLED.has(event.type)) return 'ignored';
    await apply(tx, provider.kind, event, current, effects);
    return 'processed';
  });
  for (const mail of effects.mails) await ctx.jobs.send(MEMBERSHIP_MAIL_JOB, mail);
  return outcome;
}
