import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type AgentPageContact = {
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  show_email: boolean;
  show_phone: boolean;
  show_whatsapp: boolean;
};

/**
 * An agent's public page at /agents/<agent_brand>: one per agent, shown only
 * when published, featuring some of the agent's published quotes.
 */
export const agentPages = pgTable(
  'agent_pages',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The URL slug; lowercase letters, digits and single hyphens. */
    agentBrand: text('agent_brand').notNull().unique(),
    displayName: text('display_name').notNull(),
    headline: text('headline'),
    photoUrl: text('photo_url'),
    bio: text('bio').notNull().default(''),
    contact: jsonb('contact').$type<AgentPageContact>().notNull(),
    /** Order is the order on the page; unpublished or deleted quotes are skipped when shown. */
    featuredQuoteIds: uuid('featured_quote_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agent_pages_brand_format', sql`${t.agentBrand} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
