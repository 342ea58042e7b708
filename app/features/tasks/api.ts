import { TaskListResponseSchema, TaskSchema } from '@domain/tasks/responses';
import type { TaskCreateInput, TaskUpdateInput } from '@domain/tasks/schema';
import { noContent, queryString, request } from '~/lib/api';
import type { TaskFilter } from './types';

/** GET /api/tasks: one page of the agent's tasks ('open' when the status is left out). */
export type TaskListParams = { status?: TaskFilter; page?: number };

/** Query keys of the tasks area; every write invalidates `taskKeys.all`. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
};

const taskPath = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export function listTasks(params: TaskListParams, signal?: AbortSignal) {
  return request(TaskListResponseSchema, `/api/tasks${queryString(params)}`, { signal });
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
