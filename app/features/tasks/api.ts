import { z } from 'zod';
import {
  TaskAssigneesResponseSchema,
  TaskListResponseSchema,
  TaskSchema,
  TaskSummarySchema,
} from '@domain/tasks/responses';
import type {
  TaskCreateInput,
  TaskDueFilter,
  TaskLinkFilter,
  TaskOwnerFilter,
  TaskSort,
  TaskStatusFilter,
  TaskUpdateInput,
} from '@domain/tasks/schema';
import { noContent, queryString, request } from '~/lib/api';

/** GET /api/tasks: one page of tasks ('active', soonest due, when left out). */
export type TaskListParams = {
  status?: TaskStatusFilter;
  due?: TaskDueFilter;
  link?: TaskLinkFilter;
  owner?: TaskOwnerFilter;
  sort?: TaskSort;
  q?: string;
  page?: number;
  pageSize?: number;
};

/** Query keys of the tasks area; every write invalidates `taskKeys.all`. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  summary: () => ['tasks', 'summary'] as const,
  assignees: (q: string) => ['tasks', 'assignees', q] as const,
  links: (type: string, q: string) => ['tasks', 'links', type, q] as const,
};

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export function listTasks(params: TaskListParams, signal?: AbortSignal) {
  return request(TaskListResponseSchema, `/api/tasks${queryString(params)}`, { signal });
}

export function getTaskSummary(signal?: AbortSignal) {
  return request(TaskSummarySchema, '/api/tasks/summary', { signal });
}

export function listAssignees(q: string, signal?: AbortSignal) {
  return request(TaskAssigneesResponseSchema, `/api/tasks/assignees${queryString({ q })}`, { signal });
}

export function createTask(body: TaskCreateInput) {
  return request(TaskSchema, '/api/tasks', { method: 'POST', body });
}

export function updateTask(id: string, body: TaskUpdateInput) {
  return request(TaskSchema, taskPath(id), { method: 'PATCH', body });
}

export function deleteTask(id: string) {
  return request(noContent, taskPath(id), { method: 'DELETE' });
}

/** What the link picker needs of a passenger in GET /api/passengers (the rest is dropped). */
const PassengerChoices = z.object({ items: z.array(z.object({ id: z.string(), full_name: z.string() })) });

export function findPassengers(q: string, signal?: AbortSignal) {
  return request(PassengerChoices, `/api/passengers${queryString({ q, pageSize: 8 })}`, { signal });
}
