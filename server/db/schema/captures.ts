import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personal access tokens an agent makes for the Chrome extension. The database
 * keeps only the SHA-256 of a token (it is shown once, when made); a revoked
 * token is refused from the moment `revoked_at` is set.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the token may do: only 'captures' for now. */
    scope: text('scope').notNull().default('captures'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('personal_access_tokens_scope_known', sql`${t.scope} in ('captures')`),
    index('personal_access_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A stored image of a capture: the upload's key, as POST /api/uploads stores it. */
export type CaptureImage = { key: string; contentType: string; width: number | null; height: number | null };

/**
 * A page an agent captured with the extension: plain text only (the page's
 * HTML is never stored), images stored through the upload checks, and any
 * schema.org JSON-LD parsed and size-limited.
 */
export const captures = pgTable(
  'captures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: uuid('token_id').references(() => personalAccessTokens.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    selectedText: text('selected_text'),
    pageText: text('page_text'),
    images: jsonb('images').$type<CaptureImage[]>().notNull().default([]),
    jsonLd: jsonb('json_ld').$type<unknown[]>(),
    note: text('note'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captures_user_list_idx').on(t.userId, t.createdAt)],
);
