import { z } from 'zod';

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

export const TaskListResponse = z.object({
  items: z.array(TaskResponse),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const TaskListQuery = z.object({
  status: z.enum(['open', 'done', 'all'], { error: 'Status must be one of: open, done, all' }).default('open'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});

export const TaskParams = z.object({ id: z.string() });
