// The tasks API of the issue #3 contract (GET/POST/PATCH/DELETE /api/tasks).

import type { TaskDto, TaskListResponse } from '@domain/quotes/schema';

export type { TaskDto };
export type TaskList = TaskListResponse;
export type TaskStatus = TaskDto['status'];
export type TaskSource = TaskDto['source'];
export type TaskFilter = TaskStatus | 'all';

export const SOURCE_LABEL: Record<TaskSource, string> = {
  quote_accept: 'Quote accepted',
  quote_enquiry: 'Enquiry',
  manual: 'Manual',
};

export const FILTERS: readonly { value: TaskFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: 'all', label: 'All' },
];

/** The filter in the URL, defaulting to open tasks (what an agent has to do). */
export function parseTaskFilter(value: string | null): TaskFilter {
  return value === 'done' || value === 'all' ? value : 'open';
}

/** A page number from the URL: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
