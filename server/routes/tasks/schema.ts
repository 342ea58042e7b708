import { z } from 'zod';
import { pageParams, searchParam, sortParam } from '@domain/list';
import {
  TASK_DUE_FILTERS,
  TASK_LINK_FILTERS,
  TASK_OWNER_FILTERS,
  TASK_SORTS,
  TASK_STATUS_FILTERS,
} from '@domain/tasks/schema';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  TaskAssigneesResponseSchema as TaskAssigneesResponse,
  TaskListResponseSchema as TaskListResponse,
  TaskSchema as TaskResponse,
  TaskSummarySchema as TaskSummaryResponse,
} from '@domain/tasks/responses';

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const TaskListQuery = z.object({
  status: choice('Status', TASK_STATUS_FILTERS).default('active'),
  due: choice('Due', TASK_DUE_FILTERS).default('any'),
  link: choice('Link', TASK_LINK_FILTERS).default('any'),
  owner: choice('Owner', TASK_OWNER_FILTERS).default('all'),
  q: searchParam(),
  sort: sortParam(TASK_SORTS, 'due_asc'),
  ...pageParams(),
});

export const AssigneeQuery = z.object({ q: searchParam() });

export { IdParams as TaskParams } from '../../lib/list';
