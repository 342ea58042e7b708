import type { feedback } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { ownsOrHoldsAll } from './helpers';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Feedback belongs to its submitter; whoever holds `feedback.read.all` reads everyone's. */
export const feedbackPolicy = {
  read: (viewer: Viewer, row: Pick<FeedbackRow, 'userId'>) => ownsOrHoldsAll(viewer, row.userId, 'feedback.read.all'),
};
