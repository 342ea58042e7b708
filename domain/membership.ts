import type { Role } from './roles';

/** Membership statuses of SPEC 4. */
export const MEMBERSHIP_STATUSES = [
  'Current',
  'trialing',
  'Expired - Non Payment',
  'Cancelled',
  'In Termination Period',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export function isMembershipStatus(value: unknown): value is MembershipStatus {
  return typeof value === 'string' && (MEMBERSHIP_STATUSES as readonly string[]).includes(value);
}

/**
 * Active means status Current or trialing and, when an expiry date exists, it
 * lies in the future. An unparsable date counts as inactive (SPEC 4).
 */
export function isMembershipActive(
  status: string | null | undefined,
  expiry: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (status !== 'Current' && status !== 'trialing') return false;
  if (expiry === null || expiry === undefined || expiry === '') return true;
  const at = expiry instanceof Date ? expiry : new Date(expiry);
  if (Number.isNaN(at.getTime())) return false;
  return at.getTime() > now.getTime();
}

export type SubscriptionLike = { status: string | null | undefined };

/** A subscription is active when its status is active or trialing (SPEC 4). */
export function isSubscriptionActive(sub: SubscriptionLike): boolean {
  return sub.status === 'active' || sub.status === 'trialing';
}

export function hasActiveSubscription(subs: readonly SubscriptionLike[]): boolean {
  return subs.some(isSubscriptionActive);
}

/** Any subscription on record, whatever its state, counts as a previous one. */
export function hasHadPreviousSubscription(subs: readonly SubscriptionLike[]): boolean {
  return subs.length > 0;
}

export type MembershipSubject = {
  role: Role | null | undefined;
  membershipStatus: string | null | undefined;
  membershipExpiryDate: string | Date | null | undefined;
  subscriptions: readonly SubscriptionLike[];
};

/** The guard's test: an active subscription or an active membership (SPEC 6). */
export function hasActiveMembershipOrSubscription(who: MembershipSubject, now: Date = new Date()): boolean {
  return (
    hasActiveSubscription(who.subscriptions) || isMembershipActive(who.membershipStatus, who.membershipExpiryDate, now)
  );
}

/** What /renew-subscription and the dashboard tell the user about their membership. */
export type MembershipState = 'active' | 'trial' | 'expired' | 'cancelled' | 'terminating' | 'none';

export function membershipState(who: MembershipSubject, now: Date = new Date()): MembershipState {
  if (hasActiveSubscription(who.subscriptions)) return 'active';
  const status = who.membershipStatus;
  if (isMembershipActive(status, who.membershipExpiryDate, now)) return status === 'trialing' ? 'trial' : 'active';
  switch (status) {
    case 'Current':
    case 'trialing':
    case 'Expired - Non Payment':
      return 'expired';
    case 'Cancelled':
      return 'cancelled';
    case 'In Termination Period':
      return 'terminating';
    default:
      return 'none';
  }
}
