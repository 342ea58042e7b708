import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp } from '../../test/support';
import { WebhookSignatureError } from './interface';
import { createStripePayments } from './stripe';

/** A stand-in for api.stripe.com on this machine: records each call and answers from a script. */
type Call = { method: string; path: string; body: URLSearchParams };
const calls: Call[] = [];
let subscription: Record<string, unknown> = {};

const server = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString('utf8')));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    calls.push({ method: req.method ?? '', path, body: new URLSearchParams(text) });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/customers') return send(200, { id: 'cus_test', object: 'customer' });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      return send(200, { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_test_1' });
    }
    if (path === '/v1/subscriptions/sub_test') {
      if (req.method === 'POST')
        subscription = { ...subscription, cancel_at_period_end: text.includes('cancel_at_period_end=true') };
      return send(200, subscription);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      return send(200, { id: 're_1', object: 'refund', status: 'succeeded', amount: 1000 });
    }
    if (path === '/v1/subscriptions/sub_missing') {
      return send(404, {
        error: { type: 'invalid_request_error', message: 'No such subscription', code: 'resource_missing' },
      });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `no stand-in for ${path}` } });
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = createStripePayments({ secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiUrl });
const helper = new Stripe('sk_test_123');
const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function subscriptionObject(userId: string, over: Record<string, unknown> = {}) {
  return {
    id: 'sub_test',
    object: 'subscription',
    customer: 'cus_test',
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    ended_at: null,
    cancellation_details: { reason: null },
    metadata: { userId, planId: 'quote', interval: 'month' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_start: unix('2026-11-01T00:00:00Z'),
          current_period_end: unix('2030-12-01T00:00:00Z'),
          price: {
            id: 'price_1',
            object: 'price',
            unit_amount: 2900,
            currency: 'gbp',
            recurring: { interval: 'month' },
          },
        },
      ],
    },
    ...over,
  };
}

beforeEach(() => {
  calls.length = 0;
});

describe('the Stripe adapter against a stand-in API', () => {
  it('opens a subscription Checkout Session with the price, trial and metadata', async () => {
    const session = await stripe.createCheckout({
      mode: 'subscription',
      customer: { userId: 'u1', email: 'pat@example.test', name: 'Pat Member', providerCustomerId: null },
      description: 'Quote Agent membership (monthly)',
      amountPence: 2900,
      interval: 'month',
      trialDays: 7,
      metadata: { purpose: 'membership', planId: 'quote' },
      successUrl: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/payment-cancelled',
    });
    expect(session).toEqual({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.test/cs_test_1',
      customerId: 'cus_test',
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const body = calls[1]?.body;
    expect(body?.get('mode')).toBe('subscription');
    expect(body?.get('customer')).toBe('cus_test');
    expect(body?.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(body?.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(body?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(body?.get('line_items[0][price_data][tax_behavior]')).toBe('inclusive');
    expect(body?.get('subscription_data[trial_period_days]')).toBe('7');
    expect(body?.get('subscription_data[metadata][userId]')).toBe('u1');
    expect(body?.get('success_url')).toContain('{CHECKOUT_SESSION_ID}');
  });

  it('opens a one-off payment with an existing customer and no new one', async () => {
    await stripe.createCheckout({
      mode: 'payment',
      customer: { userId: 'u1', email: 'pat@example.test', name: null, providerCustomerId: 'cus_known' },
      description: 'Deposit',
      amountPence: 15000,
      metadata: { purpose: 'booking', bookingId: 'b1' },
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
    });
    expect(calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']);
    expect(calls[0]?.body.get('mode')).toBe('payment');
    expect(calls[0]?.body.get('payment_intent_data[metadata][bookingId]')).toBe('b1');
    expect(calls[0]?.body.has('line_items[0][price_data][recurring][interval]')).toBe(false);
  });

  it('reads a subscription with its period from the item, cancels and resumes it, refunds, opens the portal', async () => {
    subscription = subscriptionObject('u1');
    const sub = await stripe.retrieveSubscription('sub_test');
    expect(sub).toMatchObject({
      id: 'sub_test',
      status: 'active',
      amountPence: 2900,
      interval: 'month',
      currentPeriodEnd: new Date('2030-12-01T00:00:00Z'),
    });
    expect((await stripe.cancelAtPeriodEnd('sub_test')).cancelAtPeriodEnd).toBe(true);
    expect((await stripe.resume('sub_test')).cancelAtPeriodEnd).toBe(false);
    expect(await stripe.refund({ chargeId: 'pi_1', amountPence: 1000, reason: 'goodwill' })).toEqual({
      refundId: 're_1',
      status: 'succeeded',
      amountPence: 1000,
    });
    expect(calls.find((c) => c.path === '/v1/refunds')?.body.get('payment_intent')).toBe('pi_1');
    expect((await stripe.customerPortal({ customerId: 'cus_test', returnUrl: 'http://localhost/r' })).url).toBe(
      'https://billing.stripe.test/p/1',
    );
  });

  it('turns an API error into a provider error without its details', async () => {
    await expect(stripe.retrieveSubscription('sub_missing')).rejects.toThrow('Stripe: No such subscription');
  });

  it('verifies webhooks with stripe-node\u2019s own signatures: good, forged and stale', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1' } },
    });
    const good = helper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(stripe.verifyWebhook(Buffer.from(payload), good)).toMatchObject({ id: 'evt_1', type: 'invoice.paid' });
    const forged = helper.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    const stale = helper.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});

describe('the webhook endpoint with Stripe configured', async () => {
  const { app } = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: apiUrl,
  });

  it('applies the subscription as Stripe holds it now, whatever the event said', async () => {
    const { user } = await buildUser(app.ctx.db, { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' });
    subscription = subscriptionObject(user.id);
    // An older event that still says past_due arrives after the payment: the retrieved state wins.
    const payload = JSON.stringify({
      id: 'evt_old_update',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: subscriptionObject(user.id, { status: 'past_due' }) },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': helper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(calls.some((c) => c.method === 'GET' && c.path === '/v1/subscriptions/sub_test')).toBe(true);
    const [p] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(p?.membershipStatus).toBe('Current');
    expect(p?.membershipExpiryDate?.toISOString()).toBe('2030-12-01T00:00:00.000Z');

    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': helper.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('answers non-2xx when Stripe cannot be read, so Stripe delivers the event again', async () => {
    const payload = JSON.stringify({
      id: 'evt_missing',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: { id: 'sub_missing', object: 'subscription' } },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': helper.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).not.toContain('No such subscription');
  });
});
