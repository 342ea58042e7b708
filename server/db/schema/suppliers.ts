import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SupplierContact } from '../../../domain/suppliers/schema';
import { users } from './users';

/**
 * The host agency's supplier directory: one row per tour operator, hotel
 * group, airline, cruise line... Not owned by an agent: admins keep it and
 * every agent (onboarding aside) reads it. The commission, balance-due and
 * deposit rules are typed columns because bookings and the tools read them
 * (`loadSupplier` in server/commands/suppliers/load-supplier.ts).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** tour_operator | hotel | airline | cruise | car_hire | transfer | insurance | excursion | other */
    type: text('type').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    /** Agent-facing booking instructions: HTML, sanitised on the server before it is stored. */
    bookingInstructionsHtml: text('booking_instructions_html').notNull().default(''),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    abtaNumber: text('abta_number'),
    atolNumber: text('atol_number'),
    /** percent_gross | percent_net | fixed; null when not agreed. */
    commissionBasis: text('commission_basis'),
    /** For the percent bases: the rate in basis points (1250 = 12.5%). */
    commissionRateBp: integer('commission_rate_bp'),
    /** For the fixed basis: pence per booking. */
    commissionAmountPence: integer('commission_amount_pence'),
    /** on_booking | on_balance | after_departure | after_return | monthly_statement */
    commissionPaidWhen: text('commission_paid_when'),
    /** The balance falls due this many days before departure. */
    balanceDueDays: integer('balance_due_days'),
    /** percent | per_person | per_booking; null when the supplier takes no deposit rule of its own. */
    depositBasis: text('deposit_basis'),
    depositPercentBp: integer('deposit_percent_bp'),
    depositAmountPence: integer('deposit_amount_pence'),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where and how agents log in to the supplier's trade site: never a password. */
    agentLoginNotes: text('agent_login_notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** False once archived: hidden from agents, kept for the records, restorable. */
    active: boolean('active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'suppliers_type_known',
      sql`${t.type} in ('tour_operator','hotel','airline','cruise','car_hire','transfer','insurance','excursion','other')`,
    ),
    check(
      'suppliers_commission_known',
      sql`(${t.commissionBasis} is null and ${t.commissionRateBp} is null and ${t.commissionAmountPence} is null)
        or (${t.commissionBasis} in ('percent_gross','percent_net') and ${t.commissionRateBp} between 0 and 10000 and ${t.commissionAmountPence} is null)
        or (${t.commissionBasis} = 'fixed' and ${t.commissionAmountPence} >= 0 and ${t.commissionRateBp} is null)`,
    ),
    check(
      'suppliers_commission_paid_known',
      sql`${t.commissionPaidWhen} in ('on_booking','on_balance','after_departure','after_return','monthly_statement')`,
    ),
    check('suppliers_balance_due_days_range', sql`${t.balanceDueDays} between 0 and 365`),
    check(
      'suppliers_deposit_known',
      sql`(${t.depositBasis} is null and ${t.depositPercentBp} is null and ${t.depositAmountPence} is null)
        or (${t.depositBasis} = 'percent' and ${t.depositPercentBp} between 0 and 10000 and ${t.depositAmountPence} is null)
        or (${t.depositBasis} in ('per_person','per_booking') and ${t.depositAmountPence} >= 0 and ${t.depositPercentBp} is null)`,
    ),
    check(
      'suppliers_payment_methods_known',
      sql`${t.paymentMethods} <@ array['debit_card','credit_card','bank_transfer','direct_debit','agent_portal','cheque']::text[]`,
    ),
    check('suppliers_archived_when_inactive', sql`${t.active} or ${t.archivedAt} is not null`),
    // One directory entry per supplier: the same name twice is a mistake.
    uniqueIndex('suppliers_name_unique').on(sql`lower(${t.name})`),
    index('suppliers_list_idx').on(t.active, t.name),
    index('suppliers_tags_idx').using('gin', t.tags),
  ],
);

/** News for agents from head office about a supplier (or suppliers in general). */
export const supplierUpdates = pgTable(
  'supplier_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** HTML, sanitised on the server before it is stored. */
    bodyHtml: text('body_html').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** The day the news is dated (Europe/London). */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed's order: pinned first, newest date, newest posted.
    index('supplier_updates_feed_idx').on(t.pinned.desc(), t.publishedOn.desc(), t.createdAt.desc()),
    index('supplier_updates_supplier_idx').on(t.supplierId),
  ],
);

/** Which updates a user has opened: the feed's unread markers. */
export const supplierUpdateReads = pgTable(
  'supplier_update_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updateId: uuid('update_id')
      .notNull()
      .references(() => supplierUpdates.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.updateId] }), index('supplier_update_reads_update_idx').on(t.updateId)],
);
