import { z } from 'zod';
import { listResponseSchema, pageParams, searchParam, sortParam } from '../list';
import { MEMBERSHIP_STATUSES } from '../membership';
import { ROLES } from '../roles';

/*
 * The admin's people pages (/dashboard/admin/users and /dashboard/admin/quotes-agent):
 * what a client sends and what the API answers. Every change to someone's
 * account carries a reason, which the audit log keeps with who and when.
 */

export const PEOPLE_LIMITS = { reason: 500 } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** Why an admin changed someone's account: required, kept in the audit log. */
export const reasonField = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(PEOPLE_LIMITS.reason, `Reason must be at most ${PEOPLE_LIMITS.reason} characters`);

export const RoleChangeSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose one of the eight roles' }),
  reason: reasonField,
});
export type RoleChangeInput = z.input<typeof RoleChangeSchema>;

export const MembershipChangeSchema = z.object({
  /** null clears the membership (someone who never had one). */
  membership_status: z.enum(MEMBERSHIP_STATUSES, { error: 'Choose a membership status' }).nullable(),
  /** 'YYYY-MM-DD': the membership runs to the end of that day (London); null for no end. */
  membership_expiry_date: z
    .string({ error: 'Expiry must be a date' })
    .regex(ISO_DATE, 'Expiry must be a date (YYYY-MM-DD)')
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), 'Expiry must be a real date')
    .nullable(),
  reason: reasonField,
});
export type MembershipChangeInput = z.input<typeof MembershipChangeSchema>;

export const ReasonSchema = z.object({ reason: reasonField });
export type ReasonInput = z.input<typeof ReasonSchema>;

export const USER_ROLE_FILTERS = ['any', ...ROLES] as const;
/** By membership: `active` (SPEC 4's rule), `inactive` (a status that is not active now), `none` (never had one). */
export const USER_MEMBERSHIP_FILTERS = ['any', 'active', 'inactive', 'none'] as const;
export type UserMembershipFilter = (typeof USER_MEMBERSHIP_FILTERS)[number];
export const USER_CONFIRMED_FILTERS = ['any', 'yes', 'no'] as const;
export const USER_STATE_FILTERS = ['any', 'active', 'deactivated'] as const;
export const USER_SORTS = ['created_desc', 'created_asc', 'name_asc', 'email_asc', 'expiry_asc'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_SORT_LABELS: Record<UserSort, string> = {
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  name_asc: 'Name A-Z',
  email_asc: 'E-mail A-Z',
  expiry_asc: 'Membership ends soonest',
};

export const UserListQuerySchema = z.object({
  ...pageParams(),
  q: searchParam(),
  sort: sortParam(USER_SORTS, 'created_desc'),
  role: choice('Role', USER_ROLE_FILTERS).default('any'),
  membership: choice('Membership', USER_MEMBERSHIP_FILTERS).default('any'),
  confirmed: choice('Confirmed', USER_CONFIRMED_FILTERS).default('any'),
  state: choice('State', USER_STATE_FILTERS).default('any'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const QUOTE_AGENT_SORTS = ['renewal_asc', 'name_asc', 'quotes_desc', 'created_desc'] as const;
export type QuoteAgentSort = (typeof QUOTE_AGENT_SORTS)[number];
export const QUOTE_AGENT_SORT_LABELS: Record<QuoteAgentSort, string> = {
  renewal_asc: 'Renewal soonest',
  name_asc: 'Name A-Z',
  quotes_desc: 'Most quotes',
  created_desc: 'Newest first',
};
export const QuoteAgentListQuerySchema = z.object({
  ...pageParams(),
  q: searchParam(),
  sort: sortParam(QUOTE_AGENT_SORTS, 'renewal_asc'),
  membership: choice('Membership', USER_MEMBERSHIP_FILTERS).default('any'),
});
export type QuoteAgentListQuery = z.infer<typeof QuoteAgentListQuerySchema>;

/** An account as the admin's user list shows it. */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.enum(ROLES),
  membership_status: z.string().nullable(),
  membership_expiry_date: z.string().nullable(),
  membership_active: z.boolean(),
  email_confirmed: z.boolean(),
  deactivated: z.boolean(),
  created_at: z.string(),
});
export type AdminUserDto = z.infer<typeof AdminUserSchema>;
export const AdminUserListResponseSchema = listResponseSchema(AdminUserSchema);

export const AdminSubscriptionSchema = z.object({
  status: z.string(),
  plan_id: z.string().nullable(),
  interval: z.string().nullable(),
  amount_pence: z.number().int().nullable(),
  cancel_at_period_end: z.boolean(),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  created_at: z.string(),
});
export const AdminPaymentSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount_pence: z.number().int(),
  vat_pence: z.number().int(),
  refunded_pence: z.number().int(),
  status: z.string(),
  card_brand: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
/** One admin action on the account, from the audit log. */
export const AdminHistoryEntrySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
});
export type AdminHistoryEntry = z.infer<typeof AdminHistoryEntrySchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  deactivation: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  subscriptions: z.array(AdminSubscriptionSchema),
  payments: z.array(AdminPaymentSchema),
  history: z.array(AdminHistoryEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const QuoteAgentSchema = AdminUserSchema.extend({
  /** When the membership next renews or ends: the paid period's end, else the membership expiry. */
  renewal_date: z.string().nullable(),
  quote_count: z.number().int(),
  last_quote_at: z.string().nullable(),
});
export type QuoteAgentDto = z.infer<typeof QuoteAgentSchema>;
export const QuoteAgentListResponseSchema = listResponseSchema(QuoteAgentSchema);

/** What an action answers: the account as it now is. */
export const AdminUserActionResponseSchema = z.object({ user: AdminUserSchema });

/** Labels of the admin actions a user's history shows. */
export const PEOPLE_EVENT_LABELS: Record<string, string> = {
  role_change: 'Role changed',
  membership_change: 'Membership changed',
  user_deactivated: 'Deactivated',
  user_reactivated: 'Reactivated',
  confirmation_resent: 'Confirmation e-mail resent',
  reset_link_sent: 'Password reset link sent',
};
