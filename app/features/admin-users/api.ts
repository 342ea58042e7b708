import {
  AdminUserActionResponseSchema,
  AdminUserDetailSchema,
  AdminUserListResponseSchema,
  QuoteAgentListResponseSchema,
  type MembershipChangeInput,
  type QuoteAgentListQuery,
  type RoleChangeInput,
  type UserListQuery,
} from '@domain/leads/people';
import { queryString, request } from '~/lib/api';

export type UserListParams = Partial<Omit<UserListQuery, 'q'>> & { q?: string };
export type QuoteAgentListParams = Partial<Omit<QuoteAgentListQuery, 'q'>> & { q?: string };

/** Query keys of the admin's people pages; every action invalidates `peopleKeys.all`. */
export const peopleKeys = {
  all: ['admin-people'] as const,
  users: (params: UserListParams) => ['admin-people', 'users', params] as const,
  user: (id: string) => ['admin-people', 'user', id] as const,
  quoteAgents: (params: QuoteAgentListParams) => ['admin-people', 'quote-agents', params] as const,
};

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const listUsers = (params: UserListParams, signal?: AbortSignal) =>
  request(AdminUserListResponseSchema, `/api/admin/users${queryString(params)}`, { signal });

export const getUser = (id: string, signal?: AbortSignal) => request(AdminUserDetailSchema, userPath(id), { signal });

export const listQuoteAgents = (params: QuoteAgentListParams, signal?: AbortSignal) =>
  request(QuoteAgentListResponseSchema, `/api/admin/quote-agents${queryString(params)}`, { signal });

export const changeRole = (id: string, body: RoleChangeInput) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/role`, { method: 'PATCH', body });

export const changeMembership = (id: string, body: MembershipChangeInput) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/membership`, { method: 'PATCH', body });

export const deactivateUser = (id: string, reason: string) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/deactivate`, { method: 'POST', body: { reason } });

export const reactivateUser = (id: string, reason: string) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/reactivate`, { method: 'POST', body: { reason } });

export const resendConfirmation = (id: string) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/resend-confirmation`, { method: 'POST' });

export const sendResetLink = (id: string) =>
  request(AdminUserActionResponseSchema, `${userPath(id)}/send-reset`, { method: 'POST' });
