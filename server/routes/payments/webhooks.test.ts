import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MembershipBillingDto } from '@domain/membership-billing';
import { MEMBERSHIP_MAIL_JOB } from '../../commands/membership/mail-job';
import { refundPayment } from '../../commands/membership/refund-payment';
import { SANDBOX_DELIVER_JOB } from '../../commands/membership/sandbox-jobs';
import {
  checkoutSessions,
  mailOutbox,
  payments,
  paymentWebhookEvents,
  profiles,
  sandboxPayEvents,
} from '../../db/schema';
import { TEST_CARDS } from '../../integrations/payments/sandbox/cards';
import { buildSignedInUser } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const { db, jobs } = app.ctx;
const sandbox = app.ctx.payments.sandbox;
if (!sandbox) throw new Error('the tests run on the sandbox provider');
const DAY = 86_400_000;

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const card = (number: string) => ({ number, expiry: '12/40', cvc: '123', name: 'Test Member' });
const deliverAll = () => jobs.runQueued(SANDBOX_DELIVER_JOB);
const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

async function billing(m: Member): Promise<MembershipBillingDto> {
  const res = await app.inject({ method: 'GET', url: '/api/membership', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function profileOf(m: Member) {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, m.user.id));
  return p;
}

/** Starts a checkout through the API and pays on the sandbox's page with a card. */
async function buy(m: Member, planId: 'quote' | 'agent' | 'pro', number: string = TEST_CARDS.succeeds) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/membership/checkout',
    headers: m.headers,
    payload: { planId, interval: 'month' },
  });
  expect(res.statusCode).toBe(201);
  const { url } = res.json<{ url: string }>();
  const form = new URLSearchParams(card(number)).toString();
  const page = await app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
  return { sessionId: sessionIdOf(url), page };
}

async function canUseQuotes(m: Member): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/quotes', headers: m.headers })).statusCode;
}

async function newQuoteAgent(): Promise<Member> {
  return buildSignedInUser(app, { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' });
}

async function subjectsTo(email: string): Promise<string[]> {
  const rows = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.map((r) => r.subject);
}

/** Someone who has never been a member, who has signed the agreement: their first plan starts with its free trial. */
async function newcomer(): Promise<Member> {
  const m = await buildSignedInUser(app, { role: 'lead', membershipStatus: null });
  const agreement = await app.inject({ method: 'GET', url: '/api/agreements/current', headers: m.headers });
  const sign = await app.inject({
    method: 'POST',
    url: '/api/agreements/sign',
    headers: m.headers,
    payload: { version: agreement.json().version, fullName: 'Nia Newcomer', accepted: true },
  });
  expect(sign.statusCode).toBe(201);
  return m;
}

async function eventsOfType(type: string) {
  return db.select().from(sandboxPayEvents).where(eq(sandboxPayEvents.type, type));
}

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature and stores nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'invoice.paid', data: { object: { id: 'in_x' } } });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sandbox.sign(body, Math.floor(Date.now() / 1000) - 301),
      },
      payload: body,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body });
    expect(unsigned.statusCode).toBe(400);
    const stored = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_forged'));
    expect(stored).toEqual([]);
  });

  it('a paid checkout makes the member Current only once the webhook lands, and a replay does nothing', async () => {
    const m = await newQuoteAgent();
    const { page } = await buy(m, 'pro');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain('/payment-success?session_id=cs_sbx_');
    // The browser is back, but the provider has not told us yet: nothing changed.
    expect((await profileOf(m))?.membershipStatus).toBe('Expired - Non Payment');
    expect(await canUseQuotes(m)).toBe(403);

    expect((await deliverAll()).failed).toBe(0);
    const after = await profileOf(m);
    expect(after?.membershipStatus).toBe('Current');
    expect(after?.role).toBe('agent');
    expect(after?.membershipExpiryDate?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await canUseQuotes(m)).toBe(200);
    const b = await billing(m);
    expect(b.subscription).toMatchObject({ planId: 'pro', status: 'active', amountPence: 14900 });
    expect(b.payments).toHaveLength(1);
    expect(b.payments[0]).toMatchObject({ amountPence: 14900, vatPence: 2483, status: 'succeeded' });

    // Replay every event exactly as signed by the provider: all duplicates, no second payment.
    for (const e of await db.select().from(sandboxPayEvents)) {
      const body = JSON.stringify(e.payload);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(body) },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'duplicate' });
    }
    expect(await db.select().from(payments).where(eq(payments.userId, m.user.id))).toHaveLength(1);

    // The receipt goes once, with its VAT.
    await jobs.runQueued(MEMBERSHIP_MAIL_JOB);
    const receipt = await lastMailTo(app, m.user.email);
    expect(receipt?.subject).toContain('receipt');
    expect(receipt?.text).toContain('VAT at 20%: £24.83');
  });

  it('events delivered out of order converge on the provider\u2019s current state', async () => {
    const m = await newcomer();
    await buy(m, 'quote');
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('trialing');

    // Cancel, then resume at the provider: two updates, delivered newest first.
    const subId = (await db.query.subscriptionBilling.findFirst({ where: (b) => eq(b.userId, m.user.id) }))
      ?.providerSubscriptionId;
    if (!subId) throw new Error('subscription expected');
    await sandbox.cancelAtPeriodEnd(subId);
    await sandbox.resume(subId);
    const updates = (await eventsOfType('customer.subscription.updated')).filter((e) => !e.deliveredAt);
    expect(updates).toHaveLength(2);
    const [cancelled, resumed] = updates.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (!cancelled || !resumed) throw new Error('two updates expected');
    await sandbox.deliver(resumed.id);
    await sandbox.deliver(cancelled.id);
    // The stale "cancel at period end" event did not win.
    const b = await billing(m);
    expect(b.subscription?.cancelAtPeriodEnd).toBe(false);
    expect(b.action).toBe('none');
    expect((await profileOf(m))?.membershipStatus).toBe('trialing');
  });

  it('a trial ends into a paid renewal: trial-ending e-mail, then Current with the next period', async () => {
    const m = await newcomer();
    await buy(m, 'quote');
    await deliverAll();
    const trialEnd = (await profileOf(m))?.membershipExpiryDate;
    if (!trialEnd) throw new Error('trial end expected');

    await sandbox.advanceClock(5 * DAY);
    await deliverAll();
    await jobs.runQueued(MEMBERSHIP_MAIL_JOB);
    expect((await lastMailTo(app, m.user.email))?.subject).toContain('trial ends');

    await sandbox.advanceClock(3 * DAY);
    await deliverAll();
    const p = await profileOf(m);
    expect(p?.membershipStatus).toBe('Current');
    expect(p?.membershipExpiryDate?.getTime()).toBeGreaterThan(trialEnd.getTime() + 27 * DAY);
    const b = await billing(m);
    expect(b.payments.map((x) => x.amountPence)).toEqual([2900]);
  });

  it('renews each period: a new payment and the expiry moves on', async () => {
    const m = await newQuoteAgent();
    await buy(m, 'pro');
    await deliverAll();
    const firstExpiry = (await profileOf(m))?.membershipExpiryDate;
    if (!firstExpiry) throw new Error('expiry expected');
    await sandbox.advanceClock(32 * DAY);
    await deliverAll();
    const p = await profileOf(m);
    expect(p?.membershipStatus).toBe('Current');
    expect(p?.membershipExpiryDate?.getTime()).toBeGreaterThan(firstExpiry.getTime() + 27 * DAY);
    expect((await billing(m)).payments).toHaveLength(2);
  });

  it('a failed renewal: grace period (In Termination Period), retries, then Expired - Non Payment', async () => {
    const m = await newcomer();
    await buy(m, 'quote');
    await deliverAll();
    expect(await canUseQuotes(m)).toBe(200);
    const customer = (await db.query.paymentCustomers.findFirst({ where: (c) => eq(c.userId, m.user.id) }))
      ?.providerCustomerId;
    if (!customer) throw new Error('customer expected');
    await sandbox.setCardDeclines(customer, true);

    // The 7-day trial ends and its first charge is declined.
    await sandbox.advanceClock(8 * DAY);
    await deliverAll();
    let p = await profileOf(m);
    expect(p?.membershipStatus).toBe('In Termination Period');
    expect(await canUseQuotes(m)).toBe(403);
    let b = await billing(m);
    expect(b.action).toBe('pay-outstanding');
    expect(b.payments[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    await jobs.runQueued(MEMBERSHIP_MAIL_JOB);
    const failedMail = await lastMailTo(app, m.user.email);
    expect(failedMail?.subject).toContain('payment failed');
    expect(failedMail?.text).toContain('/renew-subscription');

    // The retry on day 3 fails too: still in the grace period.
    await sandbox.advanceClock(3 * DAY);
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('In Termination Period');

    // The last retry on day 7 fails: the subscription ends for non-payment.
    await sandbox.advanceClock(4 * DAY);
    await deliverAll();
    p = await profileOf(m);
    expect(p?.membershipStatus).toBe('Expired - Non Payment');
    expect(await canUseQuotes(m)).toBe(403);
    b = await billing(m);
    expect(b.action).toBe('checkout');
    expect(b.payments.filter((x) => x.status === 'succeeded')).toEqual([]);
    await jobs.runQueued(MEMBERSHIP_MAIL_JOB);
    expect(await subjectsTo(m.user.email)).toEqual(
      expect.arrayContaining([expect.stringContaining('membership has ended')]),
    );
  });

  it('a past-due member pays what is owed with another card and is Current again', async () => {
    const m = await newcomer();
    await buy(m, 'quote', TEST_CARDS.declinesLater);
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('trialing');
    await sandbox.advanceClock(8 * DAY);
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('In Termination Period');

    const renew = await app.inject({ method: 'POST', url: '/api/membership/renew', headers: m.headers, payload: {} });
    expect(renew.statusCode).toBe(200);
    const { url } = renew.json<{ url: string }>();
    const page = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(card(TEST_CARDS.succeeds)).toString(),
    });
    expect(page.statusCode).toBe(303);
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('Current');
    expect(await canUseQuotes(m)).toBe(200);
    const paid = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, m.user.id), eq(payments.status, 'succeeded')));
    expect(paid).toHaveLength(1);
  });

  it('a cancelled membership runs to the end of its period, then is Cancelled', async () => {
    const m = await newcomer();
    await buy(m, 'quote');
    await deliverAll();
    await app.inject({ method: 'POST', url: '/api/membership/cancel', headers: m.headers });
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('trialing');
    expect((await billing(m)).action).toBe('resume');
    expect(await canUseQuotes(m)).toBe(200);
    await sandbox.advanceClock(8 * DAY);
    await deliverAll();
    expect((await profileOf(m))?.membershipStatus).toBe('Cancelled');
    expect(await canUseQuotes(m)).toBe(403);
    expect((await billing(m)).payments).toEqual([]);
  });

  it('a delivery the endpoint refuses is retried by the queue', async () => {
    const m = await newQuoteAgent();
    const { sessionId } = await buy(m, 'pro');
    const [completed] = (await eventsOfType('checkout.session.completed')).filter(
      (e) => (e.payload.data as { object: { id: string } }).object.id === sessionId,
    );
    if (!completed) throw new Error('event expected');
    // Tamper with the stored event so its delivery is refused, as a broken endpoint would.
    await db
      .update(sandboxPayEvents)
      .set({ payload: { broken: true } })
      .where(eq(sandboxPayEvents.id, completed.id));
    await expect(sandbox.deliver(completed.id)).rejects.toThrow(/answered 400/);
    const [row] = await db.select().from(sandboxPayEvents).where(eq(sandboxPayEvents.id, completed.id));
    expect(row?.deliveredAt).toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('the sandbox clock answers this machine only: a remote caller gets 404 and the clock stays', async () => {
    const before = await sandbox.now();
    const remote = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/clock',
      remoteAddress: '203.0.113.9',
      payload: { days: 30 },
    });
    expect(remote.statusCode).toBe(404);
    const proxied = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/clock',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { days: 30 },
    });
    expect(proxied.statusCode).toBe(404);
    expect((await sandbox.now()).getTime() - before.getTime()).toBeLessThan(DAY);
    const local = await app.inject({ method: 'POST', url: '/api/payments/sandbox/clock', payload: { days: 1 } });
    expect(local.statusCode).toBe(200);
    expect(new Date(local.json<{ now: string }>().now).getTime()).toBeGreaterThan(before.getTime() + DAY - 60_000);
  });

  it('refunds part of a payment; the refunded amount follows the provider\u2019s webhook', async () => {
    const m = await newQuoteAgent();
    await buy(m, 'pro');
    await deliverAll();
    const [paid] = await db.select().from(payments).where(eq(payments.userId, m.user.id));
    if (!paid) throw new Error('payment expected');
    await expect(
      refundPayment(app.ctx, { paymentId: paid.id, amountPence: 20000, reason: 'too much', by: null }),
    ).rejects.toThrow();
    const refund = await refundPayment(app.ctx, {
      paymentId: paid.id,
      amountPence: 4900,
      reason: 'goodwill',
      by: null,
    });
    expect(refund).toMatchObject({ amountPence: 4900, status: 'succeeded' });
    await deliverAll();
    const [after] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(after).toMatchObject({ refundedPence: 4900, status: 'partially_refunded' });
    await refundPayment(app.ctx, { paymentId: paid.id, reason: 'cancelled', by: null });
    await deliverAll();
    const [whole] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(whole).toMatchObject({ refundedPence: 14900, status: 'refunded' });
  });
});

describe('POST /api/membership/checkout', () => {
  it('a newcomer who has not signed the agreement in force cannot pay yet', async () => {
    const m = await buildSignedInUser(app, { role: 'lead', membershipStatus: null });
    const res = await app.inject({
      method: 'POST',
      url: '/api/membership/checkout',
      headers: m.headers,
      payload: { planId: 'agent', interval: 'month' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ agreement: 'Please read and sign the agency agreement before you pay.' });
    expect(await db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, m.user.id))).toEqual([]);
  });
});
