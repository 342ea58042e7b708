import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db';
import {
  sandboxPayCharges,
  sandboxPayClock,
  sandboxPayCustomers,
  sandboxPayEvents,
  sandboxPayInvoices,
  sandboxPaySessions,
  sandboxPaySubscriptions,
} from '../../../db/schema';
import {
  PaymentProviderError,
  type CheckoutInput,
  type PaymentsProvider,
  type ProviderSubscription,
  type WebhookEvent,
} from '../interface';
import { signatureHeader, verifySignature } from '../signature';
import { checkCard, type CardInput } from './cards';
import {
  addInterval,
  chargeJson,
  checkoutSessionJson,
  invoiceJson,
  sandboxId,
  subscriptionJson,
  toProviderSubscription,
  type SessionRow,
  type SubscriptionRow,
} from './objects';

const DAY = 86_400_000;
/** After a failed renewal the invoice is tried again on these days; after the last, the subscription ends. */
export const SANDBOX_RETRY_DAYS = [3, 7] as const;
/** trial_will_end goes this long before a trial ends (as Stripe does). */
const TRIAL_WILL_END_MS = 3 * DAY;
const SESSION_LIFETIME_MS = DAY;
const DECLINED_MESSAGE = 'Your card was declined. Nothing has been charged. Please try another card.';
const RENEWAL_DECLINED = 'Your card was declined.';

export type SubmitResult =
  | { kind: 'complete'; redirect: string }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'three-d-secure' }
  | { kind: 'closed'; redirect: string | null };

/** What the hosted page shows: never more than the brand and last four digits of a card. */
export type SessionView = Pick<
  SessionRow,
  | 'id'
  | 'mode'
  | 'status'
  | 'lineName'
  | 'amountPence'
  | 'interval'
  | 'trialDays'
  | 'pending3ds'
  | 'cardBrand'
  | 'cardLast4'
  | 'lastError'
  | 'cancelUrl'
  | 'successUrl'
> & { email: string; expired: boolean };

export type SandboxPayments = PaymentsProvider & {
  readonly kind: 'sandbox';
  /** Signs a body as the sandbox signs its webhooks (tests make their own events with it). */
  sign(body: string, timestamp?: number): string;
  now(): Promise<Date>;
  /** Moves the sandbox's clock on and does what falls due: trial reminders, renewals, retries, endings. */
  advanceClock(ms: number): Promise<Date>;
  runDue(): Promise<void>;
  viewSession(id: string): Promise<SessionView | null>;
  submitCard(id: string, card: CardInput): Promise<SubmitResult>;
  confirmThreeDSecure(id: string, approve: boolean): Promise<SubmitResult>;
  /** The customer's card declines every charge from now on (or no longer). */
  setCardDeclines(customerId: string, declines: boolean): Promise<void>;
  /** Called with each new event's id after it is stored; the app queues its delivery. */
  setEventSink(sink: (eventId: string) => Promise<void>): void;
  /** How an event reaches our webhook endpoint: the app posts it to its own route. */
  setWebhookPoster(post: WebhookPoster): void;
  /** Posts one stored event, signed; throws unless it was accepted (2xx) so the delivery job retries. */
  deliver(eventId: string): Promise<void>;
};

type Emitted = string[];
/** Sends a signed body to the webhook endpoint and returns the HTTP status it answered. */
export type WebhookPoster = (body: string, signature: string) => Promise<number>;

export function createSandboxPayments(db: Db, publicUrl: () => string, secret?: string): SandboxPayments {
  // One secret per process unless configured: delivery runs in the process that verifies.
  const webhookSecret = secret ?? randomBytes(32).toString('hex');
  let sink: (eventId: string) => Promise<void> = async () => undefined;
  let poster: WebhookPoster | null = null;

  async function clockOffset(tx: Db | Tx): Promise<number> {
    const [row] = await tx.select().from(sandboxPayClock).where(eq(sandboxPayClock.id, 1));
    return row?.offsetMs ?? 0;
  }
  const nowIn = async (tx: Db | Tx) => new Date(Date.now() + (await clockOffset(tx)));

  async function emit(tx: Tx, out: Emitted, type: string, object: Record<string, unknown>): Promise<void> {
    const id = sandboxId('evt');
    const payload = {
      id,
      object: 'event',
      type,
      api_version: 'sandbox',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    await tx.insert(sandboxPayEvents).values({ id, type, payload });
    out.push(id);
  }

  /** Runs sandbox work in one transaction, then hands its events to the sink. */
  async function work<T>(fn: (tx: Tx, out: Emitted) => Promise<T>): Promise<T> {
    const out: Emitted = [];
    const result = await db.transaction((tx) => fn(tx, out));
    for (const id of out) await sink(id);
    return result;
  }

  async function loadSubscription(tx: Db | Tx, id: string): Promise<SubscriptionRow> {
    const [row] = await tx.select().from(sandboxPaySubscriptions).where(eq(sandboxPaySubscriptions.id, id));
    if (!row) throw new PaymentProviderError(`No such subscription: ${id}`);
    return row;
  }

  async function cardDeclines(tx: Tx, customerId: string): Promise<boolean> {
    const [c] = await tx.select().from(sandboxPayCustomers).where(eq(sandboxPayCustomers.id, customerId));
    return c?.cardDeclines ?? true;
  }

  async function charge(
    tx: Tx,
    input: {
      customerId: string;
      amountPence: number;
      description: string;
      invoiceId: string | null;
      metadata: Record<string, string>;
    },
  ): Promise<string> {
    const [c] = await tx.select().from(sandboxPayCustomers).where(eq(sandboxPayCustomers.id, input.customerId));
    const paymentIntentId = sandboxId('pi');
    await tx.insert(sandboxPayCharges).values({
      id: sandboxId('ch'),
      paymentIntentId,
      customerId: input.customerId,
      invoiceId: input.invoiceId,
      amountPence: input.amountPence,
      description: input.description,
      cardBrand: c?.cardBrand ?? null,
      cardLast4: c?.cardLast4 ?? null,
      metadata: input.metadata,
    });
    return paymentIntentId;
  }

  /** Charges a subscription's invoice; on success the invoice is paid and the subscription active. */
  async function collectInvoice(tx: Tx, out: Emitted, invoiceId: string, now: Date): Promise<boolean> {
    const [invoice] = await tx.select().from(sandboxPayInvoices).where(eq(sandboxPayInvoices.id, invoiceId));
    if (!invoice || invoice.status !== 'open') return invoice?.status === 'paid';
    let sub: SubscriptionRow | undefined = await loadSubscription(tx, invoice.subscriptionId);
    const attempts = invoice.attemptCount + 1;
    if (await cardDeclines(tx, invoice.customerId)) {
      const retryDay = SANDBOX_RETRY_DAYS[attempts - 1];
      const final = retryDay === undefined;
      await tx
        .update(sandboxPayInvoices)
        .set({ attemptCount: attempts, status: final ? 'uncollectible' : 'open' })
        .where(eq(sandboxPayInvoices.id, invoice.id));
      [sub] = await tx
        .update(sandboxPaySubscriptions)
        .set(
          final
            ? {
                status: 'canceled',
                endedAt: now,
                canceledAt: now,
                cancellationReason: 'payment_failed',
                nextAttemptAt: null,
              }
            : { status: 'past_due', nextAttemptAt: new Date(invoice.periodStart.getTime() + retryDay * DAY) },
        )
        .where(eq(sandboxPaySubscriptions.id, sub.id))
        .returning();
      if (!sub) return false;
      const [after] = await tx.select().from(sandboxPayInvoices).where(eq(sandboxPayInvoices.id, invoice.id));
      if (after)
        await emit(tx, out, 'invoice.payment_failed', invoiceJson(after, sub, { failureMessage: RENEWAL_DECLINED }));
      await emit(
        tx,
        out,
        final ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        subscriptionJson(sub),
      );
      return false;
    }
    const paymentIntentId = await charge(tx, {
      customerId: invoice.customerId,
      amountPence: invoice.amountPence,
      description: sub.lineName,
      invoiceId: invoice.id,
      metadata: sub.metadata,
    });
    const [paid] = await tx
      .update(sandboxPayInvoices)
      .set({ attemptCount: attempts, status: 'paid', paidAt: now })
      .where(eq(sandboxPayInvoices.id, invoice.id))
      .returning();
    const wasPastDue = sub.status !== 'active';
    [sub] = await tx
      .update(sandboxPaySubscriptions)
      .set({ status: 'active', nextAttemptAt: null })
      .where(eq(sandboxPaySubscriptions.id, sub.id))
      .returning();
    if (!paid || !sub) return false;
    await emit(tx, out, 'invoice.paid', invoiceJson(paid, sub, { paymentIntentId }));
    if (wasPastDue) await emit(tx, out, 'customer.subscription.updated', subscriptionJson(sub));
    return true;
  }

  /** Opens the next period's invoice and tries to collect it (a renewal). */
  async function renew(tx: Tx, out: Emitted, sub: SubscriptionRow, now: Date): Promise<void> {
    const periodStart = sub.currentPeriodEnd;
    const periodEnd = addInterval(periodStart, sub.interval);
    const invoiceId = sandboxId('in');
    await tx.insert(sandboxPayInvoices).values({
      id: invoiceId,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      amountPence: sub.amountPence,
      status: 'open',
      billingReason: 'subscription_cycle',
      periodStart,
      periodEnd,
    });
    await tx
      .update(sandboxPaySubscriptions)
      .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd })
      .where(eq(sandboxPaySubscriptions.id, sub.id));
    // A trial that ends here becomes active (or past due); collectInvoice says so.
    await collectInvoice(tx, out, invoiceId, now);
  }

  async function runDueIn(tx: Tx, out: Emitted): Promise<void> {
    // Two processes must not renew the same subscription twice.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const now = await nowIn(tx);
    const reminders = await tx
      .select()
      .from(sandboxPaySubscriptions)
      .where(
        and(
          eq(sandboxPaySubscriptions.status, 'trialing'),
          eq(sandboxPaySubscriptions.trialWillEndSent, false),
          lte(sandboxPaySubscriptions.trialEnd, new Date(now.getTime() + TRIAL_WILL_END_MS)),
        ),
      );
    for (const sub of reminders) {
      await tx
        .update(sandboxPaySubscriptions)
        .set({ trialWillEndSent: true })
        .where(eq(sandboxPaySubscriptions.id, sub.id));
      await emit(tx, out, 'customer.subscription.trial_will_end', subscriptionJson(sub));
    }
    // Renewals and endings, a period at a time, until every subscription is up to date.
    for (let round = 0; round < 60; round++) {
      const due = await tx
        .select()
        .from(sandboxPaySubscriptions)
        .where(
          or(
            and(
              inArray(sandboxPaySubscriptions.status, ['trialing', 'active']),
              lte(sandboxPaySubscriptions.currentPeriodEnd, now),
            ),
            and(eq(sandboxPaySubscriptions.status, 'past_due'), lte(sandboxPaySubscriptions.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(sandboxPaySubscriptions.currentPeriodEnd));
      if (due.length === 0) return;
      for (const sub of due) {
        if (sub.status === 'past_due') {
          const [open] = await tx
            .select()
            .from(sandboxPayInvoices)
            .where(and(eq(sandboxPayInvoices.subscriptionId, sub.id), eq(sandboxPayInvoices.status, 'open')));
          if (open) await collectInvoice(tx, out, open.id, now);
          else
            await tx
              .update(sandboxPaySubscriptions)
              .set({ nextAttemptAt: null })
              .where(eq(sandboxPaySubscriptions.id, sub.id));
        } else if (sub.cancelAtPeriodEnd) {
          const [ended] = await tx
            .update(sandboxPaySubscriptions)
            .set({
              status: 'canceled',
              endedAt: sub.currentPeriodEnd,
              canceledAt: now,
              cancellationReason: 'cancellation_requested',
            })
            .where(eq(sandboxPaySubscriptions.id, sub.id))
            .returning();
          if (ended) await emit(tx, out, 'customer.subscription.deleted', subscriptionJson(ended));
        } else {
          await renew(tx, out, sub, now);
        }
      }
    }
  }

  async function ensureCustomer(tx: Tx, input: CheckoutInput['customer']): Promise<string> {
    if (input.providerCustomerId) {
      const [found] = await tx
        .select({ id: sandboxPayCustomers.id })
        .from(sandboxPayCustomers)
        .where(eq(sandboxPayCustomers.id, input.providerCustomerId));
      if (found) return found.id;
    }
    const id = sandboxId('cus');
    await tx.insert(sandboxPayCustomers).values({ id, email: input.email, name: input.name });
    return id;
  }

  async function openSession(
    tx: Tx,
    values: Omit<typeof sandboxPaySessions.$inferInsert, 'id' | 'expiresAt'>,
  ): Promise<string> {
    const id = sandboxId('cs');
    const now = await nowIn(tx);
    await tx.insert(sandboxPaySessions).values({
      ...values,
      id,
      successUrl: values.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: values.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    return id;
  }

  const pageUrl = (id: string) => `${publicUrl()}/sandbox-pay/${id}`;

  /** The card went through (or passed its 3-D Secure step): do what the session was for. */
  async function completeSession(tx: Tx, out: Emitted, session: SessionRow, declinesLater: boolean): Promise<void> {
    const now = await nowIn(tx);
    await tx
      .update(sandboxPayCustomers)
      .set({ cardBrand: session.cardBrand, cardLast4: session.cardLast4, cardDeclines: declinesLater })
      .where(eq(sandboxPayCustomers.id, session.customerId));
    const done: Partial<SessionRow> = { status: 'complete', completedAt: now, pending3ds: false, lastError: null };

    if (session.mode === 'payment') {
      done.paymentIntentId = await charge(tx, {
        customerId: session.customerId,
        amountPence: session.amountPence,
        description: session.lineName,
        invoiceId: null,
        metadata: session.metadata,
      });
    } else if (session.mode === 'subscription') {
      const interval = session.interval ?? 'month';
      const trialEnd = session.trialDays > 0 ? new Date(now.getTime() + session.trialDays * DAY) : null;
      const subId = sandboxId('sub');
      const [sub] = await tx
        .insert(sandboxPaySubscriptions)
        .values({
          id: subId,
          customerId: session.customerId,
          status: trialEnd ? 'trialing' : 'active',
          lineName: session.lineName,
          amountPence: session.amountPence,
          interval,
          metadata: session.metadata,
          trialEnd,
          currentPeriodStart: now,
          currentPeriodEnd: trialEnd ?? addInterval(now, interval),
        })
        .returning();
      if (!sub) throw new PaymentProviderError('The subscription could not be created.');
      done.subscriptionId = subId;
      await emit(tx, out, 'customer.subscription.created', subscriptionJson(sub));
      if (!trialEnd) {
        const invoiceId = sandboxId('in');
        await tx.insert(sandboxPayInvoices).values({
          id: invoiceId,
          customerId: session.customerId,
          subscriptionId: subId,
          amountPence: session.amountPence,
          status: 'open',
          billingReason: 'subscription_create',
          periodStart: sub.currentPeriodStart,
          periodEnd: sub.currentPeriodEnd,
        });
        await collectInvoice(tx, out, invoiceId, now);
      }
    } else if (session.mode === 'invoice' && session.invoiceId) {
      await collectInvoice(tx, out, session.invoiceId, now);
    }

    const [updated] = await tx
      .update(sandboxPaySessions)
      .set(done)
      .where(eq(sandboxPaySessions.id, session.id))
      .returning();
    if (updated && (updated.mode === 'payment' || updated.mode === 'subscription')) {
      await emit(tx, out, 'checkout.session.completed', checkoutSessionJson(updated));
    }
  }

  async function openSessionRow(tx: Tx, id: string): Promise<SessionRow | null> {
    const [row] = await tx.select().from(sandboxPaySessions).where(eq(sandboxPaySessions.id, id)).for('update');
    return row ?? null;
  }

  function closed(session: SessionRow): SubmitResult {
    return { kind: 'closed', redirect: session.status === 'complete' ? session.successUrl : null };
  }

  async function isExpired(tx: Tx, session: SessionRow): Promise<boolean> {
    return session.expiresAt.getTime() <= (await nowIn(tx)).getTime();
  }

  return {
    kind: 'sandbox',
    label: 'Sandbox payments',

    async createCheckout(input) {
      return work(async (tx) => {
        const customerId = await ensureCustomer(tx, input.customer);
        const sessionId = await openSession(tx, {
          mode: input.mode,
          customerId,
          lineName: input.description,
          amountPence: input.amountPence,
          interval: input.mode === 'subscription' ? (input.interval ?? 'month') : null,
          trialDays: input.mode === 'subscription' ? (input.trialDays ?? 0) : 0,
          metadata: { ...input.metadata, userId: input.customer.userId },
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        });
        return { sessionId, url: pageUrl(sessionId), customerId };
      });
    },

    async customerPortal({ customerId, returnUrl, payOutstandingFor }) {
      return work(async (tx) => {
        const [customer] = await tx.select().from(sandboxPayCustomers).where(eq(sandboxPayCustomers.id, customerId));
        if (!customer) throw new PaymentProviderError(`No such customer: ${customerId}`);
        if (payOutstandingFor) {
          const sub = await loadSubscription(tx, payOutstandingFor);
          const [open] = await tx
            .select()
            .from(sandboxPayInvoices)
            .where(and(eq(sandboxPayInvoices.subscriptionId, sub.id), eq(sandboxPayInvoices.status, 'open')));
          if (open) {
            const id = await openSession(tx, {
              mode: 'invoice',
              customerId,
              lineName: `${sub.lineName}: payment due`,
              amountPence: open.amountPence,
              invoiceId: open.id,
              subscriptionId: sub.id,
              metadata: sub.metadata,
              successUrl: returnUrl,
              cancelUrl: returnUrl,
            });
            return { url: pageUrl(id) };
          }
        }
        const id = await openSession(tx, {
          mode: 'setup',
          customerId,
          lineName: 'Change your card',
          amountPence: 0,
          metadata: {},
          successUrl: returnUrl,
          cancelUrl: returnUrl,
        });
        return { url: pageUrl(id) };
      });
    },

    async retrieveSubscription(id) {
      return toProviderSubscription(await loadSubscription(db, id));
    },

    async cancelAtPeriodEnd(id) {
      return setCancel(id, true);
    },

    async resume(id) {
      return setCancel(id, false);
    },

    async refund({ chargeId, amountPence, reason }) {
      return work(async (tx, out) => {
        const [row] = await tx
          .select()
          .from(sandboxPayCharges)
          .where(or(eq(sandboxPayCharges.id, chargeId), eq(sandboxPayCharges.paymentIntentId, chargeId)))
          .for('update');
        if (!row) throw new PaymentProviderError(`No such charge: ${chargeId}`);
        const remaining = row.amountPence - row.amountRefundedPence;
        const amount = amountPence ?? remaining;
        if (amount <= 0 || amount > remaining) {
          throw new PaymentProviderError(`A refund of ${amount} pence is more than the ${remaining} pence left.`);
        }
        const [after] = await tx
          .update(sandboxPayCharges)
          .set({
            amountRefundedPence: row.amountRefundedPence + amount,
            metadata: { ...row.metadata, refundReason: reason },
          })
          .where(eq(sandboxPayCharges.id, row.id))
          .returning();
        if (after) await emit(tx, out, 'charge.refunded', chargeJson(after));
        return { refundId: sandboxId('re'), status: 'succeeded' as const, amountPence: amount };
      });
    },

    verifyWebhook(rawBody, header): WebhookEvent {
      verifySignature(webhookSecret, rawBody, header);
      return parseEvent(rawBody);
    },

    sign: (body, timestamp) => signatureHeader(webhookSecret, body, timestamp),
    now: () => nowIn(db),

    async advanceClock(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new PaymentProviderError('The clock only moves forward.');
      await db
        .insert(sandboxPayClock)
        .values({ id: 1, offsetMs: Math.round(ms) })
        .onConflictDoUpdate({
          target: sandboxPayClock.id,
          set: { offsetMs: sql`${sandboxPayClock.offsetMs} + ${Math.round(ms)}` },
        });
      await work((tx, out) => runDueIn(tx, out));
      return nowIn(db);
    },

    async runDue() {
      await work((tx, out) => runDueIn(tx, out));
    },

    async viewSession(id) {
      const [row] = await db
        .select({ session: sandboxPaySessions, email: sandboxPayCustomers.email })
        .from(sandboxPaySessions)
        .innerJoin(sandboxPayCustomers, eq(sandboxPayCustomers.id, sandboxPaySessions.customerId))
        .where(eq(sandboxPaySessions.id, id));
      if (!row) return null;
      const s = row.session;
      const now = await nowIn(db);
      return {
        id: s.id,
        mode: s.mode,
        status: s.status,
        lineName: s.lineName,
        amountPence: s.amountPence,
        interval: s.interval,
        trialDays: s.trialDays,
        pending3ds: s.pending3ds,
        cardBrand: s.cardBrand,
        cardLast4: s.cardLast4,
        lastError: s.lastError,
        cancelUrl: s.cancelUrl,
        successUrl: s.successUrl,
        email: row.email,
        expired: s.status === 'open' && s.expiresAt.getTime() <= now.getTime(),
      };
    },

    async submitCard(id, card) {
      return work(async (tx, out) => {
        const session = await openSessionRow(tx, id);
        if (!session) return { kind: 'closed', redirect: null };
        if (session.status !== 'open' || (await isExpired(tx, session))) return closed(session);
        const check = checkCard(card, await nowIn(tx));
        if (!check.ok) return { kind: 'invalid', fields: check.fields };
        const chargesNow =
          session.mode === 'payment' ||
          session.mode === 'invoice' ||
          (session.mode === 'subscription' && session.trialDays === 0);
        if (check.behaviour === 'declined' || (check.behaviour === 'declines-later' && chargesNow)) {
          await tx
            .update(sandboxPaySessions)
            .set({ lastError: DECLINED_MESSAGE, pending3ds: false })
            .where(eq(sandboxPaySessions.id, id));
          return { kind: 'declined', message: DECLINED_MESSAGE };
        }
        const cardOnSession = { cardBrand: check.brand, cardLast4: check.last4 };
        if (check.behaviour === 'three-d-secure') {
          await tx
            .update(sandboxPaySessions)
            .set({ ...cardOnSession, pending3ds: true, lastError: null })
            .where(eq(sandboxPaySessions.id, id));
          return { kind: 'three-d-secure' };
        }
        await completeSession(tx, out, { ...session, ...cardOnSession }, check.behaviour === 'declines-later');
        return { kind: 'complete', redirect: session.successUrl };
      });
    },

    async confirmThreeDSecure(id, approve) {
      return work(async (tx, out) => {
        const session = await openSessionRow(tx, id);
        if (!session) return { kind: 'closed', redirect: null };
        if (session.status !== 'open' || !session.pending3ds || (await isExpired(tx, session))) return closed(session);
        if (!approve) {
          const message = 'The card issuer could not confirm it was you. Nothing has been charged. Please try again.';
          await tx
            .update(sandboxPaySessions)
            .set({ pending3ds: false, lastError: message, cardBrand: null, cardLast4: null })
            .where(eq(sandboxPaySessions.id, id));
          return { kind: 'declined', message };
        }
        await completeSession(tx, out, session, false);
        return { kind: 'complete', redirect: session.successUrl };
      });
    },

    async setCardDeclines(customerId, declines) {
      await db
        .update(sandboxPayCustomers)
        .set({ cardDeclines: declines })
        .where(eq(sandboxPayCustomers.id, customerId));
    },

    setEventSink(next) {
      sink = next;
    },

    setWebhookPoster(next) {
      poster = next;
    },

    async deliver(eventId) {
      const post = poster;
      if (!post) throw new PaymentProviderError('No webhook endpoint is listening yet; delivery will be retried.');
      const [event] = await db.select().from(sandboxPayEvents).where(eq(sandboxPayEvents.id, eventId));
      if (!event || event.deliveredAt) return;
      const body = JSON.stringify(event.payload);
      const status = await post(body, signatureHeader(webhookSecret, body));
      const accepted = status >= 200 && status < 300;
      await db
        .update(sandboxPayEvents)
        .set({ attempts: sql`${sandboxPayEvents.attempts} + 1`, ...(accepted ? { deliveredAt: new Date() } : {}) })
        .where(and(eq(sandboxPayEvents.id, eventId), isNull(sandboxPayEvents.deliveredAt)));
      if (!accepted)
        throw new PaymentProviderError(`The webhook endpoint answered ${status}; delivery will be retried.`);
    },
  };

  async function setCancel(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return work(async (tx, out) => {
      const sub = await loadSubscription(tx, id);
      if (sub.status === 'canceled') throw new PaymentProviderError('This subscription has ended.');
      const [updated] = await tx
        .update(sandboxPaySubscriptions)
        .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? await nowIn(tx) : null })
        .where(eq(sandboxPaySubscriptions.id, id))
        .returning();
      if (!updated) throw new PaymentProviderError(`No such subscription: ${id}`);
      await emit(tx, out, 'customer.subscription.updated', subscriptionJson(updated));
      return toProviderSubscription(updated);
    });
  }
}

/** A webhook body as an event, or a signature error when it is not one (the body was signed, but is not ours). */
export function parseEvent(rawBody: Buffer): WebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentProviderError('The webhook body is not JSON.');
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    !('id' in parsed) ||
    typeof parsed.id !== 'string' ||
    !('type' in parsed) ||
    typeof parsed.type !== 'string' ||
    !('data' in parsed) ||
    !parsed.data ||
    typeof parsed.data !== 'object' ||
    !('object' in parsed.data) ||
    !parsed.data.object ||
    typeof parsed.data.object !== 'object'
  ) {
    throw new PaymentProviderError('The webhook body is not an event.');
  }
  const created = 'created' in parsed && typeof parsed.created === 'number' ? parsed.created : 0;
  return {
    id: parsed.id,
    type: parsed.type,
    created,
    data: { object: parsed.data.object as Record<string, unknown> },
  };
}
