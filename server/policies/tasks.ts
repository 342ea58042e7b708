import type { tasks } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { holds, isOwner, ownsOrHoldsAll } from './helpers';

export type TaskRow = typeof tasks.$inferSelect;
/** Who a task is for: the caller, or (managers and admins) another agent. */
export type TaskAssignment = { assigneeId: string };

/**
 * Tasks belong to their assignee; whoever holds `tasks.read.all` (managers
 * and admins) sees and changes everyone's, and only `tasks.assign` gives a
 * task to someone other than oneself.
 */
export const taskPolicy = {
  update: (viewer: Viewer, row: Pick<TaskRow, 'userId'>) => ownsOrHoldsAll(viewer, row.userId, 'tasks.read.all'),
  assign: (viewer: Viewer, row: TaskAssignment) => isOwner(viewer, row.assigneeId) || holds(viewer, 'tasks.assign'),
};
