import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { quotes } from './quotes';
import { users } from './users';

/**
 * Passengers who travel together (a family, a group of friends) with one lead
 * contact, so a booking can add them at once. Belongs to the agent who made it.
 */
export const passengerHouseholds = pgTable(
  'passenger_households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leadPassengerId: uuid('lead_passenger_id').references((): AnyPgColumn => passengers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('passenger_households_user_idx').on(t.userId, t.name)],
);

/**
 * An agent's passenger, with names, dates and documents as on the passport.
 * The passport number and medical notes are stored encrypted
 * (server/lib/field-crypto.ts): these columns hold ciphertext, never the text.
 */
export const passengers = pgTable(
  'passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id').references(() => passengerHouseholds.id, { onDelete: 'set null' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** As on the passport: F, M or X. */
    gender: text('gender'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** Ciphertext (field-crypto's versioned format). */
    passportNumberEnc: text('passport_number_enc'),
    passportIssuingCountry: text('passport_issuing_country'),
    nationality: text('nationality'),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }),
    knownTravellerNumber: text('known_traveller_number'),
    frequentFlyerNumbers: text('frequent_flyer_numbers'),
    dietaryNotes: text('dietary_notes'),
    /** Ciphertext (field-crypto's versioned format). */
    medicalNotesEnc: text('medical_notes_enc'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    notes: text('notes'),
    /** The passenger asked that passport, medical and dietary data be kept past the retention period. */
    keepSensitiveData: boolean('keep_sensitive_data').notNull().default(false),
    /** When the retention sweep removed the passport, medical and dietary data. */
    sensitiveDataPurgedAt: timestamp('sensitive_data_purged_at', { withTimezone: true }),
    /** When the passenger was erased but kept, anonymised, because a quote names them. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Lower-cased names, e-mail and phone: what the list's search box matches. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('passengers_gender_known', sql`${t.gender} is null or ${t.gender} in ('F','M','X')`),
    // The list's orders, owner first (an agent's own list) and without (the admin's list).
    index('passengers_user_name_idx').on(t.userId, t.lastName, t.firstName, t.id),
    index('passengers_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('passengers_user_expiry_idx').on(t.userId, t.passportExpiryDate),
    index('passengers_name_idx').on(t.lastName, t.firstName, t.id),
    index('passengers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('passengers_expiry_idx').on(t.passportExpiryDate),
    index('passengers_household_idx').on(t.householdId),
    // The admin's search over everyone's passengers: one trigram index (pg_trgm, migration 0007).
    index('passengers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The passengers a quote names. Until bookings exist, a passenger's travel
 * dates are those of the accepted quotes naming them
 * (server/commands/passengers/travel-dates.ts).
 */
export const quotePassengers = pgTable(
  'quote_passengers',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    passengerId: uuid('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.passengerId] }),
    index('quote_passengers_passenger_idx').on(t.passengerId),
  ],
);

export type PassengerRow = typeof passengers.$inferSelect;
export type HouseholdRow = typeof passengerHouseholds.$inferSelect;
