import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { quotes } from './quotes';
import { users } from './users';

/**
 * A social post an agent asked for, from request through admin review to
 * publication. The posted rows are the agency's "Posted Deals" feed.
 */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    text: text('text').notNull(),
    storyContent: text('story_content').notNull().default(''),
    /** pending -> approved -> posted | failed; pending -> rejected. */
    status: text('status').notNull().default('pending'),
    /** The admin's reason for a rejection, or what the adapter said when publishing failed. */
    reason: text('reason'),
    /** Which adapter published it: sandbox | facebook. */
    adapter: text('adapter'),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('social_posts_status_known', sql`${t.status} in ('pending','approved','posted','rejected','failed')`),
    check('social_posts_adapter_known', sql`${t.adapter} is null or ${t.adapter} in ('sandbox','facebook')`),
    // One request waits per quote at a time; asking again edits it.
    uniqueIndex('social_posts_one_pending_per_quote')
      .on(t.quoteId)
      .where(sql`${t.status} = 'pending'`),
    index('social_posts_status_created_idx').on(t.status, t.createdAt),
    index('social_posts_posted_idx').on(t.postedAt),
    index('social_posts_quote_idx').on(t.quoteId),
  ],
);
