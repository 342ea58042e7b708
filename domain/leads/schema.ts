import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageParams, searchParam, sortParam } from '../list';
import { LEAD_LIMITS, LEAD_SOURCES, LEAD_STATUSES } from './constants';

/*
 * What a client sends to the leads API, with the messages a form shows: the
 * admin's forms and the server's routes parse the same schemas. Dates are
 * 'YYYY-MM-DD' (London).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
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

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const email = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email'));

/** A lead staff add by hand (a phone call, an event). */
export const LeadCreateSchema = z.object({
  email,
  name: text('Name', LIMITS.name * 2).optional(),
  phone: text('Phone', LIMITS.phone).optional(),
  plan_interest: text('Plan interest', LEAD_LIMITS.planInterest).optional(),
  note: text('Note', LEAD_LIMITS.note).optional(),
});
export type LeadCreateInput = z.input<typeof LeadCreateSchema>;

/** A change to a lead: any of the fields; send null to clear the owner or the next action date. */
export const LeadUpdateSchema = z
  .object({
    status: choice('Status', LEAD_STATUSES).optional(),
    owner_id: z.string({ error: 'Owner must be an id' }).regex(UUID, 'Owner must be an id').nullable().optional(),
    next_action_date: date('Next action date').nullable().optional(),
    name: text('Name', LIMITS.name * 2).optional(),
    phone: text('Phone', LIMITS.phone).optional(),
    plan_interest: text('Plan interest', LEAD_LIMITS.planInterest).nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change',
    path: ['status'],
  });
export type LeadUpdateInput = z.input<typeof LeadUpdateSchema>;

export const LeadNoteSchema = z.object({
  body: text('Note', LEAD_LIMITS.note).min(1, 'Write a note'),
});
export type LeadNoteInput = z.input<typeof LeadNoteSchema>;

/** Which leads a list shows by status: `open` (new and contacted) is the default. */
export const LEAD_STATUS_FILTERS = ['open', ...LEAD_STATUSES, 'all'] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export const LEAD_SOURCE_FILTERS = ['any', ...LEAD_SOURCES] as const;
/** Whose leads: `mine` the caller's, `none` nobody's yet; a staff id for one person's. */
export const LEAD_OWNER_FILTERS = ['any', 'mine', 'none'] as const;
/** By next action date: `due` (today or earlier), `week` (the next 7 days), `none` (no date set). */
export const LEAD_DUE_FILTERS = ['any', 'due', 'week', 'none'] as const;
export type LeadDueFilter = (typeof LEAD_DUE_FILTERS)[number];
export const LEAD_SORTS = ['created_desc', 'created_asc', 'updated_desc', 'next_action_asc', 'name_asc'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_SORT_LABELS: Record<LeadSort, string> = {
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  updated_desc: 'Recently active',
  next_action_asc: 'Next action soonest',
  name_asc: 'Name A-Z',
};

const ownerFilter = z
  .string({ error: 'Owner must be any, mine, none or an id' })
  .refine((v) => (LEAD_OWNER_FILTERS as readonly string[]).includes(v) || UUID.test(v), {
    message: 'Owner must be any, mine, none or an id',
  })
  .default('any');

/** The admin's lead list (and its CSV export, which ignores the page). */
export const LeadListQuerySchema = z.object({
  ...pageParams(),
  q: searchParam(),
  sort: sortParam(LEAD_SORTS, 'created_desc'),
  status: choice('Status', LEAD_STATUS_FILTERS).default('open'),
  source: choice('Source', LEAD_SOURCE_FILTERS).default('any'),
  owner: ownerFilter,
  due: choice('Next action', LEAD_DUE_FILTERS).default('any'),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;
