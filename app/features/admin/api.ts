import { OverviewSchema } from '@domain/schemas/admin';
import { request } from '~/lib/api';

/** Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
};

/** Users by role and membership, the newest sign-ups and feedback (GET /api/admin/overview). */
export const getOverview = (signal?: AbortSignal) => request(OverviewSchema, '/api/admin/overview', { signal });
