import type { MembershipState } from '@domain/membership';
import type { Role } from '@domain/roles';
import type { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES } from '@domain/schemas/feedback';

/** GET /api/admin/overview, as the API contract describes it. */
export type AdminOverview = {
  usersByRole: Record<Role, number>;
  membership: Record<MembershipState, number>;
  totalUsers: number;
  recentSignUps: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: Role;
    createdAt: string;
    emailConfirmed: boolean;
  }[];
  recentFeedback: {
    id: string;
    title: string;
    type: (typeof FEEDBACK_TYPES)[number];
    priority: (typeof FEEDBACK_PRIORITIES)[number];
    category: (typeof FEEDBACK_CATEGORIES)[number];
    createdAt: string;
    submitterName: string | null;
    submitterEmail: string | null;
    trackerUrl: string | null;
  }[];
};

/** Display order of the membership counters: the ones that need action first. */
export const MEMBERSHIP_ORDER: readonly MembershipState[] = [
  'active',
  'trial',
  'terminating',
  'expired',
  'cancelled',
  'none',
];
