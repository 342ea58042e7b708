import { and, desc, eq } from 'drizzle-orm';
import type { MembershipBillingDto } from '@domain/membership-billing';
import { isMembershipStatus } from '@domain/membership';
import { memberAction, primarySubscription } from '@domain/membership-lifecycle';
import { findPlan, type PlanId } from '@domain/plans';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { paymentCustomers, payments, subscriptionBilling, subscriptions } from '../../db/schema';
import { hasActiveMembership } from '../../plugins/access';
import type { Viewer } from '../../lib/viewer';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A member's subscriptions with their provider side, newest first. */
export async function memberSubscriptions(db: Executor, userId: string) {
  return db
    .select({ sub: subscriptions, billing: subscriptionBilling })
    .from(subscriptions)
    .leftJoin(subscriptionBilling, eq(subscriptionBilling.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
}

export type MemberSubscription = Awaited<ReturnType<typeof memberSubscriptions>>[number];

/** The subscription the membership runs on, with its provider side (null when it has none). */
export function primaryBilled(rows: MemberSubscription[]) {
  const primary = primarySubscription(rows.map((r) => ({ ...r.sub, row: r })));
  return primary?.row.billing ? { sub: primary.row.sub, billing: primary.row.billing } : null;
}

/** The plan a new checkout suggests: the member's last one, else the one for their role. */
export function suggestedPlan(rows: MemberSubscription[], role: string | null | undefined): PlanId {
  for (const r of rows) {
    const plan = findPlan(r.billing?.planId);
    if (plan) return plan.id;
  }
  return role === 'quoteagent' ? 'quote' : 'agent';
}

/** Everything /renew-subscription, /quote-agent-payment and /payment-success show about a member's membership. */
export async function loadMembershipBilling(
  ctx: AppContext,
  viewer: Pick<Viewer, 'user' | 'profile' | 'subscriptions'>,
): Promise<MembershipBillingDto> {
  const userId = viewer.user.id;
  const rows = await memberSubscriptions(ctx.db, userId);
  const primary = primaryBilled(rows);
  const paymentRows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(24);
  const [customer] = await ctx.db
    .select({ id: paymentCustomers.id })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, ctx.payments.provider.kind)));
  const active = hasActiveMembership({ ...viewer, sessionId: '' });
  const status = viewer.profile?.membershipStatus;
  const sub = primary
    ? {
        id: primary.sub.id,
        planId: primary.billing.planId,
        planName: findPlan(primary.billing.planId)?.name ?? 'Membership',
        interval: primary.billing.interval === 'year' ? ('year' as const) : ('month' as const),
        amountPence: primary.billing.amountPence,
        status: primary.sub.status,
        cancelAtPeriodEnd: primary.billing.cancelAtPeriodEnd,
        currentPeriodEnd: iso(primary.sub.currentPeriodEnd),
        trialEnd: iso(primary.sub.trialEndsAt),
        endedAt: iso(primary.billing.endedAt),
      }
    : null;
  return {
    provider: { kind: ctx.payments.provider.kind, label: ctx.payments.provider.label },
    membership: {
      status: isMembershipStatus(status) ? status : null,
      expiryDate: iso(viewer.profile?.membershipExpiryDate ?? null),
      active,
    },
    subscription: sub,
    payments: paymentRows.map((p) => ({
      id: p.id,
      description: p.description,
      amountPence: p.amountPence,
      vatPence: p.vatPence,
      refundedPence: p.refundedPence,
      status:
        p.status === 'failed' || p.status === 'refunded' || p.status === 'partially_refunded' ? p.status : 'succeeded',
      failureMessage: p.failureMessage,
      periodStart: iso(p.periodStart),
      periodEnd: iso(p.periodEnd),
      paidAt: iso(p.paidAt),
      createdAt: p.createdAt.toISOString(),
    })),
    action: memberAction(sub, active),
    suggestedPlanId: suggestedPlan(rows, viewer.profile?.role),
    canManageCard: Boolean(customer),
  };
}
