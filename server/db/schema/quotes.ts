import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredQuoteData } from '../../../domain/quotes/schema';
import { users } from './users';

/**
 * Quotes: the columns the dashboard lists, searches and sorts on, the public
 * page reads by slug and social posting writes are promoted; the rest of the
 * allow-listed body (domain/quotes/fields.ts) lives in `data`.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    label: text('label').notNull(),
    /** standard | itinerary, fixed when the quote is created. */
    kind: text('kind').notNull().default('standard'),
    quoteStatus: text('quote_status').notNull().default('draft'),
    isPublished: boolean('is_published').notNull().default(false),
    destination: text('destination'),
    hotelName: text('hotel_name'),
    departureDate: date('departure_date', { mode: 'string' }),
    /** Integer pence, recomputed by the server on every save. */
    finalPriceTotal: integer('final_price_total'),
    heroImage: text('hero_image'),
    viewCount: integer('view_count').notNull().default(0),
    socialPostText: text('social_post_text'),
    facebookPostStatus: text('facebook_post_status').notNull().default('none'),
    facebookPostId: text('facebook_post_id'),
    facebookPostUrl: text('facebook_post_url'),
    facebookPostedAt: timestamp('facebook_posted_at', { withTimezone: true }),
    facebookHeadline: text('facebook_headline'),
    facebookStoryContent: text('facebook_story_content'),
    /** The other allow-listed fields, already filtered and validated. */
    data: jsonb('data').$type<StoredQuoteData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('quotes_kind_known', sql`${t.kind} in ('standard','itinerary')`),
    check(
      'quotes_status_known',
      sql`${t.quoteStatus} in ('draft','sent','viewed','accepted','declined','expired','booked')`,
    ),
    check(
      'quotes_facebook_status_known',
      sql`${t.facebookPostStatus} in ('none','pending','approved','posted','rejected','failed')`,
    ),
    check('quotes_view_count_positive', sql`${t.viewCount} >= 0`),
    index('quotes_agent_updated_idx').on(t.agentId, t.updatedAt),
    index('quotes_agent_created_idx').on(t.agentId, t.createdAt),
    index('quotes_updated_idx').on(t.updatedAt),
    index('quotes_facebook_status_idx').on(t.facebookPostStatus),
    // The list search (server/lib/list.ts searchColumns: ILIKE '%term%' on each
    // column, OR-ed) as one trigram index per column, which PostgreSQL combines
    // with a BitmapOr: a term that matches few of everyone's quotes no longer
    // reads the whole table (an agent's own list reads their rows instead).
    // Terms under three characters have no trigram and still scan.
    index('quotes_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('quotes_destination_trgm_idx').using('gin', t.destination.op('gin_trgm_ops')),
    index('quotes_hotel_name_trgm_idx').using('gin', t.hotelName.op('gin_trgm_ops')),
    index('quotes_label_trgm_idx').using('gin', t.label.op('gin_trgm_ops')),
  ],
);

/** What a customer sent from a public quote page (accept or enquiry). */
export const quoteEnquiries = pgTable(
  'quote_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** accept | enquiry */
    type: text('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_enquiries_type_known', sql`${t.type} in ('accept','enquiry')`),
    index('quote_enquiries_quote_idx').on(t.quoteId, t.createdAt),
  ],
);
