import { z } from 'zod';

/*
 * What a client sends to the tasks API, with the messages a form shows: the
 * SPA's forms and the server's routes parse the same schemas. Dates are
 * 'YYYY-MM-DD', times 'HH:MM' (London wall clock).
 */

export const TASK_LIMITS = { title: 200, description: 5000 } as const;

export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** Where a task came from: the agent (manual) or one of the automatic causes. */
export const TASK_SOURCES = ['quote_accept', 'quote_enquiry', 'manual', 'balance_due', 'passport_expiry'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];
export const TASK_LINK_TYPES = ['quote', 'booking', 'passenger'] as const;
export type TaskLinkType = (typeof TASK_LINK_TYPES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const date = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} must be a real date`);

const time = (label: string) =>
  z.string({ error: `${label} must be a time` }).regex(HH_MM, `${label} must be a time (HH:MM)`);

const id = (label: string) => z.string({ error: `${label} must be an id` }).regex(UUID, `${label} must be an id`);

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const fields = {
  title: text('Title', TASK_LIMITS.title).min(1, 'Title is required'),
  description: text('Description', TASK_LIMITS.description).nullable().optional(),
  due_date: date('Due date').nullable().optional(),
  due_time: time('Due time').nullable().optional(),
  priority: choice('Priority', TASK_PRIORITIES).optional(),
  status: choice('Status', TASK_STATUSES).optional(),
  /** The agent whose task it is; left out, the caller. Only managers and admins name someone else. */
  assignee_id: id('Assignee').optional(),
  quote_id: id('Quote').nullable().optional(),
  booking_id: id('Booking').nullable().optional(),
  passenger_id: id('Passenger').nullable().optional(),
};

const LINK_MESSAGE = 'Link the task to one quote, booking or passenger at most';

/** A task links to at most one record; the error lands on the second link sent. */
function oneLink(
  value: { quote_id?: string | null; booking_id?: string | null; passenger_id?: string | null },
  ctx: z.RefinementCtx,
) {
  const sent = (['quote_id', 'booking_id', 'passenger_id'] as const).filter((k) => value[k]);
  if (sent.length > 1) ctx.addIssue({ code: 'custom', message: LINK_MESSAGE, path: [sent[1] ?? 'quote_id'] });
}

/** A due time needs a due date. */
function timeNeedsDate(value: { due_date?: string | null; due_time?: string | null }, ctx: z.RefinementCtx) {
  if (value.due_time && !value.due_date) {
    ctx.addIssue({ code: 'custom', message: 'Add a due date for the time', path: ['due_time'] });
  }
}

export const TaskCreateSchema = z.object(fields).superRefine((v, ctx) => {
  oneLink(v, ctx);
  timeNeedsDate(v, ctx);
});

/** A change: any of the fields; a link sent replaces the task's link (send null to clear it). */
export const TaskUpdateSchema = z
  .object({ ...fields, title: fields.title.optional() })
  .superRefine((v, ctx) => oneLink(v, ctx));

export type TaskCreateInput = z.input<typeof TaskCreateSchema>;
export type TaskUpdateInput = z.input<typeof TaskUpdateSchema>;

/** Which tasks a list shows by status: `active` (not done yet: to do and in progress) is the default. */
export const TASK_STATUS_FILTERS = ['active', 'open', 'in_progress', 'done', 'all'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];
/** By due date: `today` (due today), `overdue` (past due and not done), `week` (due in the next 7 days). */
export const TASK_DUE_FILTERS = ['any', 'today', 'overdue', 'week'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
/** By what the task is linked to; `none` for tasks with no link. */
export const TASK_LINK_FILTERS = ['any', ...TASK_LINK_TYPES, 'none'] as const;
export type TaskLinkFilter = (typeof TASK_LINK_FILTERS)[number];
/** Whose tasks (staff see everyone's): `mine` only the caller's. */
export const TASK_OWNER_FILTERS = ['all', 'mine'] as const;
export type TaskOwnerFilter = (typeof TASK_OWNER_FILTERS)[number];
export const TASK_SORTS = ['due_asc', 'priority', 'created_desc', 'updated_desc'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  open: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};
export const TASK_PRIORITY_LABEL: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High' };
export const TASK_SOURCE_LABEL: Record<TaskSource, string> = {
  quote_accept: 'Quote accepted',
  quote_enquiry: 'Enquiry',
  manual: 'Manual',
  balance_due: 'Balance due',
  passport_expiry: 'Passport expiring',
};
