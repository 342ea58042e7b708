import type { BadgeVariant } from '~/components/ui/badge';
import type { MembershipState } from '@domain/membership';

export type MembershipCopy = {
  label: string;
  badge: BadgeVariant;
  /** One sentence on what this state means for the account holder. */
  meaning: string;
  /** What to do about it, when anything. */
  action: string | null;
};

/** Plain-English words for each membership state (SPEC 4), used on /dashboard and /renew-subscription. */
export const MEMBERSHIP_COPY: Record<MembershipState, MembershipCopy> = {
  active: {
    label: 'Active',
    badge: 'success',
    meaning: 'Your membership is current. Every paid area of the platform is open to you.',
    action: null,
  },
  trial: {
    label: 'Trial',
    badge: 'default',
    meaning: 'You are on a free trial with full access. It turns into a paid membership when the trial ends.',
    action: null,
  },
  expired: {
    label: 'Expired',
    badge: 'destructive',
    meaning:
      'Your membership has lapsed, usually because a payment did not go through. Quotes, bookings and tools are paused until it is renewed.',
    action: 'Renew below to pick up where you left off. Your quotes and customers are kept safe meanwhile.',
  },
  cancelled: {
    label: 'Cancelled',
    badge: 'secondary',
    meaning: 'Your membership was cancelled. Your account still exists, but paid areas are closed.',
    action: 'Rejoin at any time: choose a plan below and pay, and everything opens again straight away.',
  },
  terminating: {
    label: 'In termination period',
    badge: 'warning',
    meaning:
      'Your last payment did not go through. We are retrying your card; paid areas are paused until it is paid, and the membership expires if it never is.',
    action: 'Pay now with another card to restore access straight away.',
  },
  none: {
    label: 'No membership',
    badge: 'outline',
    meaning: 'There is no membership on this account.',
    action: null,
  },
};
