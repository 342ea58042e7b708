import {
  LatestPostResponseSchema,
  PostedDealsResponseSchema,
  SocialPostDtoSchema,
  SocialPostListSchema,
  type SocialPostRequest,
  type SocialPostStatus,
} from '@domain/schemas/social';
import { queryString, request } from '~/lib/api';

/** GET /api/admin/social-posts: one page of posts in one status. */
export type AdminPostsParams = { status: SocialPostStatus; page: number };

/** GET /api/posted-deals: one page of posted deals, searched and filtered. */
export type DealFilters = { q?: string; destination?: string; agent?: string; page?: number };

/** Query keys of the social area; posting or reviewing invalidates `socialKeys.all` (and the quotes). */
export const socialKeys = {
  all: ['social'] as const,
  latest: (quoteId: string) => ['social', 'latest', quoteId] as const,
  admin: (params: AdminPostsParams) => ['social', 'admin', params] as const,
  deals: (filters: DealFilters) => ['social', 'deals', filters] as const,
};

const latestPath = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}/social-post`;
const reviewPath = (id: string, action: 'approve' | 'reject') =>
  `/api/admin/social-posts/${encodeURIComponent(id)}/${action}`;

export const fetchLatestPost = (quoteId: string, signal?: AbortSignal) =>
  request(LatestPostResponseSchema, latestPath(quoteId), { signal });

export const requestSocialPost = (quoteId: string, body: SocialPostRequest) =>
  request(SocialPostDtoSchema, latestPath(quoteId), { method: 'POST', body });

export const fetchAdminPosts = (params: AdminPostsParams, signal?: AbortSignal) =>
  request(SocialPostListSchema, `/api/admin/social-posts${queryString(params)}`, { signal });

export const approvePost = (id: string) =>
  request(SocialPostDtoSchema, reviewPath(id, 'approve'), { method: 'POST', body: {} });

export const rejectPost = (id: string, reason: string) =>
  request(SocialPostDtoSchema, reviewPath(id, 'reject'), { method: 'POST', body: { reason } });

export const fetchPostedDeals = (filters: DealFilters, signal?: AbortSignal) =>
  request(PostedDealsResponseSchema, `/api/posted-deals${queryString(filters)}`, { signal });
