import { and, eq } from 'drizzle-orm';
import {
  membershipFromSubscription,
  primarySubscription,
  roleAfterPurchase,
  type MembershipFromBilling,
} from '@domain/membership-lifecycle';
import { isMembershipStatus, type MembershipStatus } from '@domain/membership';
import { findPlan } from '@domain/plans';
import { isRole } from '@domain/roles';
import type { Tx } from '../../db';
import { paymentCustomers, profiles, subscriptionBilling, subscriptions } from '../../db/schema';
import type { ProviderKind, ProviderSubscription } from '../../integrations/payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SyncResult = {
  userId: string;
  subscriptionRowId: string;
  planId: string;
  before: { status: MembershipStatus | null; expiry: Date | null };
  /** The membership now, or null when this subscription did not change it. */
  after: MembershipFromBilling | null;
};

/** Whose subscription it is: the user id it carries, else the provider customer we know. */
export async function userOfCustomer(
  tx: Tx,
  provider: ProviderKind,
  customerId: string | null,
  metadataUserId: string | undefined,
): Promise<string | null> {
  if (metadataUserId && UUID.test(metadataUserId)) {
    const [p] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, metadataUserId));
    if (p) return p.id;
  }
  if (!customerId) return null;
  const [c] = await tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.providerCustomerId, customerId)));
  return c?.userId ?? null;
}

/**
 * Makes our copy of a provider subscription match what the provider holds
 * now, and the member's profile (membership status, expiry, role) follow it
 * when it is the subscription their membership runs on. Called inside the
 * webhook's transaction with the state read from the provider, so events
 * that arrive out of order all converge on the same result.
 */
export async function syncSubscription(
  tx: Tx,
  provider: ProviderKind,
  sub: ProviderSubscription,
): Promise<SyncResult | null> {
  const userId = await userOfCustomer(tx, provider, sub.customerId, sub.metadata.userId);
  if (!userId) return null;
  await tx
    .insert(paymentCustomers)
    .values({ userId, provider, providerCustomerId: sub.customerId })
    .onConflictDoNothing();

  const [existing] = await tx
    .select()
    .from(subscriptionBilling)
    .where(and(eq(subscriptionBilling.provider, provider), eq(subscriptionBilling.providerSubscriptionId, sub.id)))
    .for('update');
  const planId = findPlan(sub.metadata.planId)?.id ?? existing?.planId ?? sub.metadata.planId ?? 'unknown';
  const mirrored = { status: sub.status, trialEndsAt: sub.trialEnd, currentPeriodEnd: sub.currentPeriodEnd };
  const billing = {
    planId,
    interval: sub.interval,
    amountPence: sub.amountPence,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.currentPeriodStart,
    endedAt: sub.endedAt,
    endReason: sub.endReason,
    updatedAt: new Date(),
  };

  let subscriptionRowId: string;
  if (existing) {
    subscriptionRowId = existing.subscriptionId;
    await tx.update(subscriptions).set(mirrored).where(eq(subscriptions.id, subscriptionRowId));
    await tx.update(subscriptionBilling).set(billing).where(eq(subscriptionBilling.subscriptionId, subscriptionRowId));
  } else {
    const [row] = await tx
      .insert(subscriptions)
      .values({ userId, ...mirrored })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('The subscription row was not created.');
    subscriptionRowId = row.id;
    await tx
      .insert(subscriptionBilling)
      .values({ subscriptionId: row.id, userId, provider, providerSubscriptionId: sub.id, ...billing });
  }

  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!profile) return null;
  const before = {
    status: isMembershipStatus(profile.membershipStatus) ? profile.membershipStatus : null,
    expiry: profile.membershipExpiryDate,
  };
  const all = await tx
    .select({ id: subscriptions.id, status: subscriptions.status, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const after = primarySubscription(all)?.id === subscriptionRowId ? membershipFromSubscription(sub) : null;
  if (after) {
    const plan = findPlan(planId);
    const paying = after.status === 'trialing' || after.status === 'Current';
    const role = isRole(profile.role) ? profile.role : null;
    await tx
      .update(profiles)
      .set({
        membershipStatus: after.status,
        membershipExpiryDate: after.expiry,
        ...(paying && plan ? { role: roleAfterPurchase(role, plan.grantsRole) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
  }
  return { userId, subscriptionRowId, planId, before, after };
}
