import { z } from 'zod';
import {
  CheckoutStatusSchema,
  MembershipBillingSchema,
  RenewResultSchema,
  type RenewReq,
} from '@domain/membership-billing';
import { request } from '~/lib/api';

/** Query keys of the membership billing area. */
export const membershipKeys = {
  all: ['membership'] as const,
  billing: () => ['membership', 'billing'] as const,
  checkout: (sessionId: string) => ['membership', 'checkout', sessionId] as const,
};

/** GET /api/membership: the member's membership, subscription, payments and what the button does. */
export const getMembershipBilling = () => request(MembershipBillingSchema, '/api/membership');

/** GET /api/membership/checkout/:id: whether the provider's webhook for this checkout has landed. */
export const getCheckoutStatus = (sessionId: string) =>
  request(CheckoutStatusSchema, `/api/membership/checkout/${encodeURIComponent(sessionId)}`);

/** POST /api/membership/renew: pays (a new checkout or what is owed) or resumes. */
export const renewMembership = (body: RenewReq) =>
  request(RenewResultSchema, '/api/membership/renew', { method: 'POST', body });

/** POST /api/membership/cancel: ends the membership at the end of the paid period. */
export const cancelMembership = () =>
  request(z.object({ requested: z.literal(true) }), '/api/membership/cancel', { method: 'POST' });

/** POST /api/membership/card: the provider's page to change the card on file. */
export const openCardPage = (returnTo: '/renew-subscription' | '/quote-agent-payment') =>
  request(z.object({ url: z.string() }), '/api/membership/card', { method: 'POST', body: { returnTo } });
