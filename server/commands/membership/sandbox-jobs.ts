import { z } from 'zod';
import { defineJob } from '../../jobs/define';

export const SANDBOX_DELIVER_JOB = 'payments-sandbox-deliver';
export const SANDBOX_TICK_JOB = 'payments-sandbox-tick';

/**
 * Delivers one sandbox event to our webhook endpoint, signed, as the real
 * provider would: an answer other than 2xx fails the job and the queue tries
 * again with a growing delay.
 */
export const sandboxDeliverJob = defineJob({
  name: SANDBOX_DELIVER_JOB,
  data: z.object({ eventId: z.string().min(1).max(100) }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  handler: async (data, ctx) => {
    await ctx.payments.sandbox?.deliver(data.eventId);
  },
});

/** Renewals, retries, trial reminders and endings that fall due as real time passes. */
export const sandboxTickJob = defineJob({
  name: SANDBOX_TICK_JOB,
  data: z.object({}),
  schedule: '*/10 * * * *',
  retryLimit: 1,
  handler: async (_data, ctx) => {
    await ctx.payments.sandbox?.runDue();
  },
});
