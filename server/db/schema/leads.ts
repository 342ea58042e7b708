import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  LEAD_EVENT_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_WIZARD_STEPS,
  type LeadEventKind,
  type LeadSource,
  type LeadStatus,
  type LeadWizardStep,
} from '../../../domain/leads/constants';
import { users } from './users';

/** `'a','b','c'` for a check constraint over one of the closed sets of domain/leads. */
function known(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(','));
}

/**
 * Someone who showed interest in membership: one row per e-mail address, which
 * every public form (join wizard, contact, book a call, AI tool sign-up, AI
 * planner) creates or updates, and the admin works through to a member.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name'),
    phone: text('phone'),
    /** Where the lead first came from; later touches are on the timeline. */
    source: text('source').$type<LeadSource>().notNull(),
    /** The plan id the visitor last chose or asked about. */
    planInterest: text('plan_interest'),
    /** The furthest join wizard step reached. */
    wizardStep: text('wizard_step').$type<LeadWizardStep>(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nextActionDate: date('next_action_date', { mode: 'string' }),
    convertedUserId: uuid('converted_user_id').references(() => users.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** SHA-256 of the invitation to finish the wizard; the token itself is only in the e-mail. */
    inviteTokenHash: text('invite_token_hash').unique(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    inviteUsedAt: timestamp('invite_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('leads_source_known', sql`${t.source} in (${known(LEAD_SOURCES)})`),
    check('leads_status_known', sql`${t.status} in (${known(LEAD_STATUSES)})`),
    check('leads_wizard_step_known', sql`${t.wizardStep} in (${known(LEAD_WIZARD_STEPS)})`),
    // The admin's list: newest first within a status, and the owner's and the due-date filters.
    index('leads_list_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_owner_idx').on(t.ownerId, t.nextActionDate),
    index('leads_next_action_idx').on(t.nextActionDate),
    index('leads_converted_user_idx').on(t.convertedUserId),
  ],
);

/** A lead's timeline: each form the visitor sent and each thing staff did, oldest first. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    /** For a touch: which form. */
    source: text('source').$type<LeadSource>(),
    /** A visitor's message or a staff note. */
    message: text('message'),
    /** What changed: { step, planInterest } for a touch, { from, to } for a change. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The staff member who did it; null for a visitor's form. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_events_kind_known', sql`${t.kind} in (${known(LEAD_EVENT_KINDS)})`),
    check('lead_events_source_known', sql`${t.source} in (${known(LEAD_SOURCES)})`),
    index('lead_events_lead_idx').on(t.leadId, t.createdAt, t.id),
  ],
);

/**
 * Accounts an admin has deactivated (the "people" half of this area): while a
 * row exists the account cannot sign in, and its sessions were revoked when
 * the row was written. Reactivating deletes the row; the audit log keeps the
 * history of both.
 */
export const userDeactivations = pgTable('user_deactivations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
