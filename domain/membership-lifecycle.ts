import type { MembershipStatus } from './membership';
import type { Role } from './roles';

/**
 * The membership's state machine, driven by the payment provider's
 * subscription (never by the browser): trialing -> Current -> past due
 * ('In Termination Period', the grace period while the provider retries the
 * card) -> 'Expired - Non Payment'; a cancellation runs to the end of the
 * paid period and then becomes 'Cancelled'. membership_expiry_date follows
 * the paid period.
 */

/** The provider's view of a subscription that the membership follows. */
export type BillingSubscription = {
  /** Stripe's vocabulary: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  endedAt: Date | null;
  /** cancellation_requested, payment_failed, or other. */
  endReason: string | null;
};

export type MembershipFromBilling = { status: MembershipStatus; expiry: Date | null };

/**
 * The membership a subscription gives, or null when it gives none yet (a
 * first payment still incomplete: the membership stays as it was).
 */
export function membershipFromSubscription(sub: BillingSubscription): MembershipFromBilling | null {
  switch (sub.status) {
    case 'trialing':
      return { status: 'trialing', expiry: sub.trialEnd ?? sub.currentPeriodEnd };
    case 'active':
      return { status: 'Current', expiry: sub.currentPeriodEnd };
    case 'past_due':
      // The unpaid period has begun: what was paid for ended when it started.
      return { status: 'In Termination Period', expiry: sub.currentPeriodStart ?? sub.currentPeriodEnd };
    case 'unpaid':
    case 'paused':
    case 'incomplete_expired':
      return { status: 'Expired - Non Payment', expiry: sub.currentPeriodStart ?? sub.endedAt };
    case 'canceled':
      // Ended for non-payment: the paid period ended when the unpaid one began.
      return sub.endReason === 'payment_failed'
        ? { status: 'Expired - Non Payment', expiry: sub.currentPeriodStart ?? sub.endedAt }
        : { status: 'Cancelled', expiry: sub.endedAt ?? sub.currentPeriodEnd };
    default:
      return null;
  }
}

/** Statuses in which the subscription is still running (auto-renewing, on trial, or being retried). */
export function isLiveSubscriptionStatus(status: string): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/**
 * Of a member's subscriptions, the one their membership follows: a running
 * one before an ended one, then the newest. A cancelled old subscription
 * must not overwrite the membership a newer one pays for.
 */
export function primarySubscription<T extends { status: string; createdAt: Date }>(subs: readonly T[]): T | null {
  let best: T | null = null;
  for (const s of subs) {
    if (!best) {
      best = s;
      continue;
    }
    const live = isLiveSubscriptionStatus(s.status);
    const bestLive = isLiveSubscriptionStatus(best.status);
    if (live !== bestLive ? live : s.createdAt.getTime() > best.createdAt.getTime()) best = s;
  }
  return best;
}

const PAID_ROLE_RANK: Partial<Record<Role, number>> = { lead: 0, explorer: 0, customer: 0, quoteagent: 1, agent: 2 };

/**
 * The role after someone pays for a plan: a lead, explorer or customer takes
 * the plan's role, a quote agent buying the agent plan moves up; nobody moves
 * down, and staff and onboarding agents keep theirs.
 */
export function roleAfterPurchase(current: Role | null, granted: Extract<Role, 'agent' | 'quoteagent'>): Role {
  if (current === null) return granted;
  const rank = PAID_ROLE_RANK[current];
  if (rank === undefined) return current;
  return rank < (PAID_ROLE_RANK[granted] ?? 0) ? granted : current;
}

/** Days in the grace period of the sandbox (Stripe's is its Smart Retries setting). */
export const GRACE_PERIOD_DAYS = 7;
/** How long before a membership without renewal ends the "expiring" e-mail goes. */
export const EXPIRING_NOTICE_DAYS = 7;

/** What the member's one button does, from their subscription (if any) and membership. */
export function memberAction(
  sub: { status: string; cancelAtPeriodEnd: boolean } | null,
  membershipActive: boolean,
): 'none' | 'checkout' | 'pay-outstanding' | 'resume' {
  if (sub?.status === 'past_due') return 'pay-outstanding';
  if (sub && (sub.status === 'active' || sub.status === 'trialing')) return sub.cancelAtPeriodEnd ? 'resume' : 'none';
  return membershipActive ? 'none' : 'checkout';
}
