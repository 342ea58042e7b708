import type { feedback } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { isAdmin, isOwner } from './helpers';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Feedback belongs to its submitter; admins read everyone's. */
export const feedbackPolicy = {
  read: (viewer: Viewer, row: FeedbackRow) => isOwner(viewer, row) || isAdmin(viewer),
  listAll: (viewer: Viewer) => isAdmin(viewer),
};
