import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('lead'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    agentName: text('agent_name'),
    agencyName: text('agency_name'),
    phoneNumber: text('phone_number'),
    email: text('email').notNull(),
    brandLogoUrl: text('brand_logo_url'),
    membershipStatus: text('membership_status'),
    membershipExpiryDate: timestamp('membership_expiry_date', { withTimezone: true }),
    brandPrimaryColor: text('brand_primary_color'),
    brandSecondaryColor: text('brand_secondary_color'),
    brandFontFamily: text('brand_font_family'),
    brandThemeConfig: jsonb('brand_theme_config').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'profiles_role_known',
      sql`${t.role} in ('admin','agent','onboarding','quoteagent','manager','lead','explorer','customer')`,
    ),
    index('profiles_role_idx').on(t.role),
    index('profiles_first_name_idx').on(t.firstName),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);
