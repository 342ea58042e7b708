import { hasSignedCurrentAgreement } from '../join/agreements';
import { and, eq } from 'drizzle-orm';
import { isLiveSubscriptionStatus } from '@domain/membership-lifecycle';
import type { CheckoutStartedDto, MembershipCheckoutReq } from '@domain/membership-billing';
import { INTERVAL_LABEL, planById } from '@domain/plans';
import type { AppContext } from '../../context';
import { checkoutSessions, paymentCustomers } from '../../db/schema';
import { conflict } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import { callProvider } from './provider-call';
import { memberSubscriptions } from './load-billing';

/** The member's customer id at the current provider, if they have one. */
export async function customerIdOf(ctx: AppContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, ctx.payments.provider.kind)));
  return row?.id ?? null;
}

/**
 * Opens the provider's hosted checkout for a membership plan. Nothing about
 * the membership changes here: the provider's webhook does that once the
 * card has been taken. A plan's free trial is for a first membership only.
 */
export async function startMembershipCheckout(
  ctx: AppContext,
  viewer: Pick<Viewer, 'user' | 'profile'>,
  req: MembershipCheckoutReq,
): Promise<CheckoutStartedDto> {
  const userId = viewer.user.id;
  const subs = await memberSubscriptions(ctx.db, userId);
  if (subs.some((s) => isLiveSubscriptionStatus(s.sub.status) && s.billing)) {
    throw conflict('You already have a membership subscription. Manage it on your billing page.');
  }
  const newcomer = subs.length === 0 && !viewer.profile?.membershipStatus;
  // Someone joining pays only after accepting the agreement in force (the join wizard's order);
  // the /payment page holds them back too, this makes it a rule.
  if (newcomer && !(await hasSignedCurrentAgreement(ctx.db, userId, ctx.brand.name))) {
    throw conflict('Please read and sign the agency agreement before you pay.', {
      agreement: 'Please read and sign the agency agreement before you pay.',
    });
  }
  const plan = planById(req.planId);
  const amountPence = plan.pricePence[req.interval];
  const provider = ctx.payments.provider;
  const name = [viewer.profile?.firstName, viewer.profile?.lastName].filter(Boolean).join(' ') || null;
  const back = new URLSearchParams({ plan: plan.id, interval: req.interval, from: req.from ?? 'join' });
  const description = `${plan.name} membership (${INTERVAL_LABEL[req.interval].adjective.toLowerCase()})`;
  const metadata = { purpose: 'membership', planId: plan.id, interval: req.interval };
  const providerCustomerId = await customerIdOf(ctx, userId);
  const session = await callProvider(() =>
    provider.createCheckout({
      mode: 'subscription',
      customer: { userId, email: viewer.user.email, name, providerCustomerId },
      description,
      amountPence,
      interval: req.interval,
      // A free trial is for someone who has never been a member.
      trialDays: newcomer ? plan.trialDays : 0,
      metadata,
      successUrl: `${ctx.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.publicUrl}/payment-cancelled?${back.toString()}`,
    }),
  );
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(paymentCustomers)
      .values({ userId, provider: provider.kind, providerCustomerId: session.customerId })
      .onConflictDoNothing();
    await tx.insert(checkoutSessions).values({
      userId,
      provider: provider.kind,
      providerSessionId: session.sessionId,
      mode: 'subscription',
      purpose: 'membership',
      planId: plan.id,
      interval: req.interval,
      amountPence,
      description,
      metadata,
      url: session.url,
    });
  });
  return { url: session.url, sessionId: session.sessionId, provider: { kind: provider.kind, label: provider.label } };
}
