import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { joinApplications } from './join';
import { users } from './users';

/**
 * The host agency's agreement, one row per published version. The text is
 * Markdown; its SHA-256 is stored beside it so a signature can prove which
 * words were signed. Versions are never edited: a change is a new version.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodySha256: text('body_sha256').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agreement_versions_version_positive', sql`${t.version} > 0`),
    check('agreement_versions_hash_hex', sql`${t.bodySha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * One acceptance of one version, kept like an e-signature audit trail: who
 * (account and e-mail), the name they typed, the hash of the text they were
 * shown, when, from which IP address and browser.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'restrict' }),
    /** Null while the wizard's application has no account yet (claimed on sign-in). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => joinApplications.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    textSha256: text('text_sha256').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agreement_signatures_hash_hex', sql`${t.textSha256} ~ '^[0-9a-f]{64}$'`),
    index('agreement_signatures_user_idx').on(t.userId, t.signedAt),
    index('agreement_signatures_application_idx').on(t.applicationId),
  ],
);
