import { z } from 'zod';
import { listResponseSchema, pageParams } from '@domain/list';

export const TaskResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(['open', 'done']),
  due_date: z.string().nullable(),
  quote_id: z.string().nullable(),
  quote_title: z.string().nullable(),
  quote_slug: z.string().nullable(),
  source: z.enum(['quote_accept', 'quote_enquiry', 'manual']),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  created_at: z.string(),
});

export const TaskListResponse = listResponseSchema(TaskResponse);

export const TaskListQuery = z.object({
  status: z.enum(['open', 'done', 'all'], { error: 'Status must be one of: open, done, all' }).default('open'),
  ...pageParams(),
});

export { IdParams as TaskParams } from '../../lib/list';
