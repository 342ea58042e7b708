import type { MembershipState } from '@domain/membership';

/** Display order of the membership counters: the ones that need action first. */
export const MEMBERSHIP_ORDER: readonly MembershipState[] = [
  'active',
  'trial',
  'terminating',
  'expired',
  'cancelled',
  'none',
];
