import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BILLING_INTERVALS, PLAN_IDS } from '../../../domain/plans';
import { JOIN_APPLICATION_STEPS } from '../../../domain/join/constants';
import { users } from './users';

function known(values: readonly string[]) {
  return sql.raw(values.map((v) => `'${v}'`).join(','));
}

/**
 * A visitor's way through the join wizard, kept on the server so they can
 * leave and come back (on another device too, through the link in their
 * e-mail). Found by the hash of its resume token; the token itself is only
 * in the visitor's browser and their e-mail.
 */
export const joinApplications = pgTable(
  'join_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The account the wizard made or the signed-in visitor's; null when the address already had one (claimed on sign-in). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    agencyName: text('agency_name'),
    /** The step the visitor has to do next. */
    step: text('step').notNull().default('plan'),
    planId: text('plan_id'),
    billingInterval: text('billing_interval'),
    /** The lead whose invitation opened the wizard, if any. */
    invitedLeadId: uuid('invited_lead_id'),
    /** When the welcome e-mail went out, once the membership started (sent once). */
    welcomeSentAt: timestamp('welcome_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('join_applications_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('join_applications_step_known', sql`${t.step} in (${known(JOIN_APPLICATION_STEPS)})`),
    check('join_applications_plan_known', sql`${t.planId} is null or ${t.planId} in (${known(PLAN_IDS)})`),
    check(
      'join_applications_interval_known',
      sql`${t.billingInterval} is null or ${t.billingInterval} in (${known(BILLING_INTERVALS)})`,
    ),
    index('join_applications_user_idx').on(t.userId, t.updatedAt),
    index('join_applications_email_idx').on(t.email, t.updatedAt),
  ],
);
