import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { sweepAutoTasks } from './sweep-auto-tasks';

/**
 * The daily sweep of automatic tasks (balance due soon, passport expiring,
 * accepted-quote follow-ups), early each morning UK time so an agent's list
 * is ready when they start. `userId` narrows a run to one agent.
 */
export const tasksAutoSweepJob = defineJob({
  name: 'tasks-auto-sweep',
  data: z.object({ userId: z.uuid().optional() }),
  schedule: '30 5 * * *',
  handler: async (data, ctx) => {
    await sweepAutoTasks(ctx.db, { userId: data.userId });
  },
});
