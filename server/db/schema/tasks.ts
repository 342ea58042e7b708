import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, time, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { passengers } from './passengers';
import { quotes } from './quotes';
import { users } from './users';

/** The customer who accepted a quote or asked about it. */
export type TaskContact = { name: string; email: string; phone: string | null };

/**
 * An agent's to-do items: their own, and automatic ones (a quote accepted, a
 * balance due soon, a passport expiring). `user_id` is the assignee, the
 * agent whose list it is on; an automatic task carries a `cause_key`, unique,
 * so the daily sweep makes it once and closes it when the cause goes away.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made it (a manager assigning to an agent); null for automatic tasks or a deleted account. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /** No foreign key yet: the bookings table comes with the bookings issue. */
    bookingId: uuid('booking_id'),
    passengerId: uuid('passenger_id').references(() => passengers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** open | in_progress | done */
    status: text('status').notNull().default('open'),
    /** low | normal | high */
    priority: text('priority').notNull().default('normal'),
    dueDate: date('due_date', { mode: 'string' }),
    /** London wall-clock time on the due date, when the task has one. */
    dueTime: time('due_time'),
    /** quote_accept | quote_enquiry | manual | balance_due | passport_expiry */
    source: text('source').notNull().default('manual'),
    /** What made an automatic task ('balance_due:quote:<id>'); null for others. */
    causeKey: text('cause_key'),
    /** Set when the sweep closed the task because its cause went away. */
    autoClosedAt: timestamp('auto_closed_at', { withTimezone: true }),
    contact: jsonb('contact').$type<TaskContact>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('tasks_status_known', sql`${t.status} in ('open','in_progress','done')`),
    check('tasks_priority_known', sql`${t.priority} in ('low','normal','high')`),
    check(
      'tasks_source_known',
      sql`${t.source} in ('quote_accept','quote_enquiry','manual','balance_due','passport_expiry')`,
    ),
    check('tasks_one_link', sql`num_nonnulls(${t.quoteId}, ${t.bookingId}, ${t.passengerId}) <= 1`),
    unique('tasks_cause_key_unique').on(t.causeKey),
    // The task list's order (open first, soonest due, newest) as indexes, one
    // per scope, so a page is read off the index, not sorted from every row.
    index('tasks_user_list_idx').on(
      t.userId,
      t.status,
      t.dueDate,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tasks_list_idx').on(t.status, t.dueDate, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tasks_quote_idx').on(t.quoteId),
    index('tasks_passenger_idx').on(t.passengerId),
    index('tasks_booking_idx').on(t.bookingId),
  ],
);
