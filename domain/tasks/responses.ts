import { z } from 'zod';
import { listResponseSchema } from '../list';
import { TASK_PRIORITIES, TASK_SOURCES, TASK_STATUSES } from './schema';

/*
 * What the tasks API answers, as zod schemas: the routes declare them as
 * their response schemas (so no undeclared field leaks) and the SPA checks
 * its answers against the same ones.
 */

const Person = z.object({ id: z.string(), name: z.string() });

export const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  due_date: z.string().nullable(),
  /** 'HH:MM', London time, or null. */
  due_time: z.string().nullable(),
  /** Past due and not done, by the server's clock. */
  overdue: z.boolean(),
  quote_id: z.string().nullable(),
  quote_title: z.string().nullable(),
  quote_slug: z.string().nullable(),
  booking_id: z.string().nullable(),
  passenger_id: z.string().nullable(),
  passenger_name: z.string().nullable(),
  source: z.enum(TASK_SOURCES),
  /** Made by the daily sweep; closed by it too when its cause goes away. */
  automatic: z.boolean(),
  assignee: Person,
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TaskDto = z.infer<typeof TaskSchema>;

export const TaskListResponseSchema = listResponseSchema(TaskSchema);
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

/** GET /api/tasks/assignees: the agents a manager or admin may give a task to. */
export const TaskAssigneesResponseSchema = z.object({ items: z.array(Person) });
export type TaskAssignee = z.infer<typeof Person>;

/** GET /api/tasks/summary: the dashboard home's counts of the caller's own open tasks. */
export const TaskSummarySchema = z.object({
  overdue: z.number().int(),
  due_today: z.number().int(),
  open: z.number().int(),
  next: z.array(TaskSchema),
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;
