import { eq } from 'drizzle-orm';
import { planById, vatIncluded, type Plan } from '@domain/plans';
import { sandboxId } from '../integrations/payments/sandbox/objects';
import type { Tx } from './index';
import {
  paymentCustomers,
  payments,
  profiles,
  sandboxPayCharges,
  sandboxPayCustomers,
  sandboxPayInvoices,
  sandboxPaySubscriptions,
  subscriptionBilling,
  subscriptions,
} from './schema';

const DAY = 86_400_000;

function monthBefore(d: Date): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() - 1);
  return out;
}

function monthAfter(d: Date): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + 1);
  return out;
}

type Period = { start: Date; end: Date };

/** One sandbox invoice and our payment row for it: paid, or declined. */
async function invoice(
  tx: Tx,
  who: { userId: string; customerId: string; subscriptionId: string; subscriptionRowId: string },
  plan: Plan,
  period: Period,
  paid: boolean,
) {
  const amount = plan.pricePence.month;
  const invoiceId = sandboxId('in');
  const paymentIntentId = paid ? sandboxId('pi') : null;
  await tx.insert(sandboxPayInvoices).values({
    id: invoiceId,
    customerId: who.customerId,
    subscriptionId: who.subscriptionId,
    amountPence: amount,
    status: paid ? 'paid' : 'uncollectible',
    billingReason: 'subscription_cycle',
    periodStart: period.start,
    periodEnd: period.end,
    attemptCount: paid ? 1 : 3,
    createdAt: period.start,
    paidAt: paid ? period.start : null,
  });
  if (paymentIntentId) {
    await tx.insert(sandboxPayCharges).values({
      id: sandboxId('ch'),
      paymentIntentId,
      customerId: who.customerId,
      invoiceId,
      amountPence: amount,
      description: `${plan.name} membership (monthly)`,
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: period.start,
    });
  }
  await tx.insert(payments).values({
    userId: who.userId,
    provider: 'sandbox',
    providerPaymentId: invoiceId,
    providerChargeId: paymentIntentId,
    kind: 'subscription',
    purpose: 'membership',
    subscriptionId: who.subscriptionRowId,
    description: `${plan.name} membership (monthly)`,
    amountPence: amount,
    vatPence: vatIncluded(amount, plan.vat),
    status: paid ? 'succeeded' : 'failed',
    failureMessage: paid ? null : 'Your card was declined.',
    periodStart: period.start,
    periodEnd: period.end,
    paidAt: paid ? period.start : null,
    createdAt: period.start,
  });
}

/**
 * Gives the demo members' subscriptions their sandbox side, consistent with
 * their membership: the paying members renew monthly and have their last two
 * payments; the expired quote agent's renewal was declined three times and
 * the subscription ended for non-payment a week ago.
 */
export async function seedPayments(tx: Tx, now = new Date()): Promise<void> {
  const rows = await tx
    .select({ sub: subscriptions, profile: profiles })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.userId));
  for (const { sub, profile } of rows) {
    const plan = planById(profile.role === 'quoteagent' ? 'quote' : 'agent');
    const lapsed = sub.status !== 'active' && sub.status !== 'trialing';
    // Paying members are 12 days into a month; the lapsed one's paid month ended 14 days ago.
    const current: Period = lapsed
      ? { start: new Date(now.getTime() - 14 * DAY), end: monthAfter(new Date(now.getTime() - 14 * DAY)) }
      : { start: new Date(now.getTime() - 12 * DAY), end: monthAfter(new Date(now.getTime() - 12 * DAY)) };
    const paidPeriods: Period[] = lapsed
      ? [
          { start: monthBefore(monthBefore(current.start)), end: monthBefore(current.start) },
          { start: monthBefore(current.start), end: current.start },
        ]
      : [
          { start: monthBefore(current.start), end: current.start },
          { start: current.start, end: current.end },
        ];
    const endedAt = lapsed ? new Date(current.start.getTime() + 7 * DAY) : null;

    const customerId = sandboxId('cus');
    await tx.insert(sandboxPayCustomers).values({
      id: customerId,
      email: profile.email,
      name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null,
      cardBrand: 'Visa',
      cardLast4: lapsed ? '0341' : '4242',
      cardDeclines: lapsed,
    });
    const providerSubId = sandboxId('sub');
    const metadata = { userId: profile.id, planId: plan.id, interval: 'month', purpose: 'membership' };
    await tx.insert(sandboxPaySubscriptions).values({
      id: providerSubId,
      customerId,
      status: lapsed ? 'canceled' : 'active',
      lineName: `${plan.name} membership (monthly)`,
      amountPence: plan.pricePence.month,
      interval: 'month',
      metadata,
      currentPeriodStart: current.start,
      currentPeriodEnd: current.end,
      canceledAt: endedAt,
      endedAt,
      cancellationReason: lapsed ? 'payment_failed' : null,
      createdAt: paidPeriods[0]?.start ?? current.start,
    });
    await tx
      .insert(paymentCustomers)
      .values({ userId: profile.id, provider: 'sandbox', providerCustomerId: customerId });
    await tx
      .update(subscriptions)
      .set({ status: lapsed ? 'canceled' : 'active', currentPeriodEnd: current.end })
      .where(eq(subscriptions.id, sub.id));
    await tx.insert(subscriptionBilling).values({
      subscriptionId: sub.id,
      userId: profile.id,
      provider: 'sandbox',
      providerSubscriptionId: providerSubId,
      planId: plan.id,
      interval: 'month',
      amountPence: plan.pricePence.month,
      currentPeriodStart: current.start,
      endedAt,
      endReason: lapsed ? 'payment_failed' : null,
    });
    const who = { userId: profile.id, customerId, subscriptionId: providerSubId, subscriptionRowId: sub.id };
    for (const period of paidPeriods) await invoice(tx, who, plan, period, true);
    if (lapsed) await invoice(tx, who, plan, current, false);
    await tx
      .update(profiles)
      .set({
        membershipStatus: lapsed ? 'Expired - Non Payment' : 'Current',
        membershipExpiryDate: lapsed ? current.start : current.end,
      })
      .where(eq(profiles.id, profile.id));
  }
}
