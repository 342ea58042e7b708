import type {
  LatestSocialPostResponse,
  PostedDealsResponse,
  SocialPostDto,
  SocialPostListResponse,
  SocialPostRequest,
  SocialPostStatus,
} from '@domain/schemas/social';
import { api } from '~/lib/api';

/** Query keys of the social area; posting or reviewing invalidates ['social'] (and ['quotes']). */
export const socialKeys = {
  all: ['social'] as const,
  latest: (quoteId: string) => ['social', 'latest', quoteId] as const,
  admin: (status: SocialPostStatus, page: number) => ['social', 'admin', status, page] as const,
  deals: (f: DealFilters) => ['social', 'deals', f] as const,
};

export type DealFilters = { q: string; destination: string; agent: string; page: number };

export const fetchLatestPost = (quoteId: string, signal?: AbortSignal) =>
  api<LatestSocialPostResponse>(`/api/quotes/${quoteId}/social-post`, { signal });

export const requestSocialPost = (quoteId: string, body: SocialPostRequest) =>
  api<SocialPostDto>(`/api/quotes/${quoteId}/social-post`, { method: 'POST', body });

export const fetchAdminPosts = (status: SocialPostStatus, page: number, signal?: AbortSignal) =>
  api<SocialPostListResponse>(`/api/admin/social-posts?status=${status}&page=${page}`, { signal });

export const approvePost = (id: string) =>
  api<SocialPostDto>(`/api/admin/social-posts/${id}/approve`, { method: 'POST', body: {} });

export const rejectPost = (id: string, reason: string) =>
  api<SocialPostDto>(`/api/admin/social-posts/${id}/reject`, { method: 'POST', body: { reason } });

export function fetchPostedDeals(f: DealFilters, signal?: AbortSignal) {
  const qs = new URLSearchParams();
  if (f.q.trim()) qs.set('q', f.q.trim());
  if (f.destination) qs.set('destination', f.destination);
  if (f.agent) qs.set('agent', f.agent);
  if (f.page > 1) qs.set('page', String(f.page));
  const query = qs.toString();
  return api<PostedDealsResponse>(`/api/posted-deals${query ? `?${query}` : ''}`, { signal });
}
