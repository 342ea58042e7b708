import { tasksAutoSweepJob } from '../commands/tasks/sweep-job';
import { blogPublishJob } from '../commands/blog/publish-due-articles';
import { passengerRetentionJob } from '../commands/passengers/retention';
import { joinWelcomeJob } from '../commands/join/welcome-job';
import { membershipMailJob } from '../commands/membership/mail-job';
import { membershipRemindersJob } from '../commands/membership/reminders-job';
import { sandboxDeliverJob, sandboxTickJob } from '../commands/membership/sandbox-jobs';
import type { Job } from './define';

/**
 * Every job the app runs, in one place: one line per job, defined beside the
 * code it belongs to (e.g. `server/commands/<area>/<job>.ts`).
 */
export const JOBS: readonly Job[] = [
  blogPublishJob,
  tasksAutoSweepJob,
  joinWelcomeJob,
  passengerRetentionJob,
  membershipMailJob,
  membershipRemindersJob,
  sandboxDeliverJob,
  sandboxTickJob,
];
