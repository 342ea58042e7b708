import type { z } from 'zod';
import type { AppContext } from '../context';

/**
 * One kind of background or scheduled work. The data is checked against its
 * schema when it is sent and again when it runs, so a job never runs on a
 * payload it was not written for.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** The queue's name: lowercase words and dashes, e.g. `passengers-retention`. */
  name: string;
  data: S;
  /** Cron in Europe/London, e.g. `15 3 * * *` for 03:15 UK time every day. */
  schedule?: string;
  /** Attempts after the first failure (default 3), with a growing delay. */
  retryLimit?: number;
  /** Seconds before the first retry (default 60); each retry waits longer. */
  retryDelaySeconds?: number;
  /** A run that takes longer than this is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
  handler: (data: z.output<S>, ctx: AppContext) => Promise<void>;
};

/** A job as the queue holds it: its data type erased, checked at the edges. */
export type Job = JobDefinition;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): Job {
  return definition as unknown as Job;
}
