import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per stored file. The bytes live in the storage driver (local disk
 * or S3) under `key`; this row says who uploaded what, so files can be
 * accounted for and cleaned up per owner.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The storage key, also the last segment of the public URL /uploads/<key>. */
    key: text('key').notNull().unique(),
    /** quote-image | brand-logo | agent-photo | itinerary-image */
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Which driver holds the bytes: local | s3. */
    storage: text('storage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt)],
);
