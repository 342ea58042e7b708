import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutStartedSchema,
  CheckoutStatusSchema,
  MembershipBillingSchema,
  MembershipCheckoutSchema,
  RenewResultSchema,
  RenewSchema,
} from '@domain/membership-billing';
import { handleWebhookEvent } from '../../commands/membership/handle-webhook-event';
import { loadMembershipBilling } from '../../commands/membership/load-billing';
import { cancelMembership, cardPortal, renewMembership } from '../../commands/membership/renew';
import { SANDBOX_DELIVER_JOB } from '../../commands/membership/sandbox-jobs';
import { startMembershipCheckout } from '../../commands/membership/start-checkout';
import { checkoutSessions } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { PaymentProviderError, WebhookSignatureError } from '../../integrations/payments';
import { viewerOf } from '../../plugins/auth';
import { hasActiveMembership } from '../../plugins/access';
import { loadViewer } from '../../lib/viewer';
import sandboxRoutes from './sandbox';

const SESSION_STATUS: Record<string, 'open' | 'complete' | 'expired'> = { complete: 'complete', expired: 'expired' };
const CardReturn = z.object({ returnTo: z.enum(['/renew-subscription', '/quote-agent-payment']).optional() });

/**
 * Membership billing (checkout, the member's billing, renew, cancel, card),
 * the provider's webhook, and the sandbox's hosted page and test clock.
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { db } = ctx;

  // The sandbox hands each event to the queue; the delivery job posts it to our own endpoint.
  const sandbox = ctx.payments.sandbox;
  if (sandbox) {
    sandbox.setEventSink(async (eventId) => {
      await ctx.jobs.send(SANDBOX_DELIVER_JOB, { eventId });
    });
    sandbox.setWebhookPoster(async (body, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload: body,
      });
      return res.statusCode;
    });
    await app.register(sandboxRoutes);
  }

  // The webhook reads its body as sent: the signature is over the exact bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) } },
      },
      async (req) => {
        const raw = typeof req.body === 'string' ? Buffer.from(req.body, 'utf8') : Buffer.alloc(0);
        const header = req.headers['stripe-signature'];
        let event;
        try {
          event = ctx.payments.provider.verifyWebhook(raw, typeof header === 'string' ? header : undefined);
        } catch (err) {
          if (err instanceof WebhookSignatureError || err instanceof PaymentProviderError) {
            throw badRequest(err.message);
          }
          throw err;
        }
        // A failure here answers 500: the provider delivers the event again later.
        const outcome = await handleWebhookEvent(ctx, event);
        return { received: true as const, outcome };
      },
    );
  });

  app.post(
    '/api/membership/checkout',
    {
      config: { access: 'signed-in' },
      schema: { body: MembershipCheckoutSchema, response: { 201: CheckoutStartedSchema } },
    },
    async (req, reply) => {
      const started = await startMembershipCheckout(ctx, viewerOf(req), req.body);
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/api/membership',
    { config: { access: 'signed-in' }, schema: { response: { 200: MembershipBillingSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return loadMembershipBilling(ctx, viewerOf(req));
    },
  );

  app.get(
    '/api/membership/checkout/:sessionId',
    {
      config: { access: 'signed-in' },
      schema: {
        params: z.object({ sessionId: z.string().min(1).max(200) }),
        response: { 200: CheckoutStatusSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = viewerOf(req);
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.providerSessionId, req.params.sessionId),
            eq(checkoutSessions.userId, viewer.user.id),
          ),
        );
      if (!row) throw notFound('This checkout could not be found.');
      // The viewer of this request was loaded before the webhook may have landed: read it again.
      const fresh = (await loadViewer(db, viewer.user.id, viewer.sessionId)) ?? viewer;
      return {
        status: SESSION_STATUS[row.status] ?? 'open',
        purpose: row.purpose,
        planId: row.planId,
        membershipActive: hasActiveMembership(fresh),
      };
    },
  );

  app.post(
    '/api/membership/renew',
    {
      config: { access: 'signed-in' },
      schema: { body: RenewSchema, response: { 200: RenewResultSchema } },
    },
    async (req) => renewMembership(ctx, viewerOf(req), req.body),
  );

  app.post(
    '/api/membership/cancel',
    { config: { access: 'signed-in' }, schema: { response: { 202: z.object({ requested: z.literal(true) }) } } },
    async (req, reply) => {
      await cancelMembership(ctx, viewerOf(req));
      return reply.status(202).send({ requested: true as const });
    },
  );

  app.post(
    '/api/membership/card',
    {
      config: { access: 'signed-in' },
      schema: { body: CardReturn, response: { 200: z.object({ url: z.string() }) } },
    },
    async (req) => cardPortal(ctx, viewerOf(req), req.body.returnTo ?? '/renew-subscription'),
  );
};

export default paymentsRoutes;
