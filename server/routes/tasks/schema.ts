import { z } from 'zod';
import { pageParams } from '@domain/list';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export { TaskListResponseSchema as TaskListResponse, TaskSchema as TaskResponse } from '@domain/quotes/responses';

export const TaskListQuery = z.object({
  status: z.enum(['open', 'done', 'all'], { error: 'Status must be one of: open, done, all' }).default('open'),
  ...pageParams(),
});

export { IdParams as TaskParams } from '../../lib/list';
