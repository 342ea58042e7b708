import { JobsOverviewSchema } from '@domain/jobs';
import { noContent, request } from '~/lib/api';

export const jobKeys = {
  all: ['jobs'] as const,
  overview: () => ['jobs', 'overview'] as const,
};

/** Queues and the jobs that failed for good (GET /api/admin/jobs). */
export const getJobs = (signal?: AbortSignal) => request(JobsOverviewSchema, '/api/admin/jobs', { signal });

/** Runs a failed job again. */
export const retryJob = (id: string) =>
  request(noContent, `/api/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
