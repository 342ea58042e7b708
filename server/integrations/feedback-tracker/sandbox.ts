import type { FeedbackTracker } from './interface';

/** Offline default: feedback stays in the database, where admins read it. */
export function createDatabaseTracker(): FeedbackTracker {
  return { kind: 'database', create: async () => null };
}
