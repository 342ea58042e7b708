import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from './membership';
import { BILLING_INTERVALS, PLAN_IDS } from './plans';

/**
 * The membership billing API's requests and answers: the checkout of a plan,
 * the member's membership with its subscription and payments, and the one
 * button that pays or resumes.
 */

/** Where a checkout was started, so a cancelled one returns there. */
export const CHECKOUT_ORIGINS = ['join', 'renew', 'quote-agent-payment'] as const;

export const MembershipCheckoutSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Choose a plan' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' }),
  from: z.enum(CHECKOUT_ORIGINS).optional(),
});
export type MembershipCheckoutReq = z.infer<typeof MembershipCheckoutSchema>;

export const RenewSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Choose a plan' }).optional(),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' }).optional(),
  from: z.enum(CHECKOUT_ORIGINS).optional(),
});
export type RenewReq = z.infer<typeof RenewSchema>;

export const ProviderInfoSchema = z.object({ kind: z.enum(['sandbox', 'stripe']), label: z.string() });

export const CheckoutStartedSchema = z.object({
  /** The provider's hosted page: the browser goes there. */
  url: z.string(),
  sessionId: z.string(),
  provider: ProviderInfoSchema,
});
export type CheckoutStartedDto = z.infer<typeof CheckoutStartedSchema>;

/** What the renew button did: sent the member to pay, or resumed a cancelled renewal at once. */
export const RenewResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('resumed') }),
]);
export type RenewResultDto = z.infer<typeof RenewResultSchema>;

export const MEMBER_ACTIONS = ['none', 'checkout', 'pay-outstanding', 'resume'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export const BillingSubscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  amountPence: z.number().int(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type BillingSubscriptionDto = z.infer<typeof BillingSubscriptionSchema>;

export const BillingPaymentSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountPence: z.number().int(),
  vatPence: z.number().int(),
  refundedPence: z.number().int(),
  status: z.enum(['succeeded', 'failed', 'refunded', 'partially_refunded']),
  failureMessage: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingPaymentDto = z.infer<typeof BillingPaymentSchema>;

export const MembershipBillingSchema = z.object({
  provider: ProviderInfoSchema,
  membership: z.object({
    status: z.enum(MEMBERSHIP_STATUSES).nullable(),
    expiryDate: z.string().nullable(),
    active: z.boolean(),
  }),
  subscription: BillingSubscriptionSchema.nullable(),
  payments: z.array(BillingPaymentSchema),
  /** What the page's main button does. */
  action: z.enum(MEMBER_ACTIONS),
  /** The plan a new checkout starts with: the member's last, else the one for their role. */
  suggestedPlanId: z.enum(PLAN_IDS),
  /** A card change page exists (the member has a customer at the provider). */
  canManageCard: z.boolean(),
});
export type MembershipBillingDto = z.infer<typeof MembershipBillingSchema>;

/** /payment-success polls this until the webhook has landed. */
export const CheckoutStatusSchema = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  purpose: z.string(),
  planId: z.string().nullable(),
  membershipActive: z.boolean(),
});
export type CheckoutStatusDto = z.infer<typeof CheckoutStatusSchema>;
