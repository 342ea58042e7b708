import { z } from 'zod';

/** One queue's work right now, for the admin. */
export const JobQueueCountsSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

/** A job that used up its retries: what it was and why it failed (its data stays private). */
export const JobFailureSchema = z.object({
  id: z.string(),
  name: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  error: z.string(),
});

export const JobsOverviewSchema = z.object({
  queues: z.array(JobQueueCountsSchema),
  failures: z.array(JobFailureSchema),
});

export type JobsOverview = z.infer<typeof JobsOverviewSchema>;
export type JobFailureDto = z.infer<typeof JobFailureSchema>;
