import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The agency's blog articles (issue 15). `body` is HTML already cleaned by
 * server/lib/sanitize-html.ts on every save. `publish_at` is when a scheduled
 * article goes live, or when a published one went live; an article shows on
 * /blog once it is published, or scheduled with its time passed (the publish
 * job then marks it published). `revision` counts saves, so an autosave based
 * on an older copy is refused instead of overwriting a newer one.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('articles_slug_unique'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    /** A /uploads/<key> path (or https URL) of the cover image. */
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt').notNull().default(''),
    /** Who wrote it; the byline is kept as text so it survives the account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** draft | scheduled | published */
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('articles_status_known', sql`${t.status} in ('draft','scheduled','published')`),
    check('articles_publish_time', sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
    check('articles_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The public list (newest first) and the publish sweep read this.
    index('articles_public_idx').on(t.status, t.publishAt.desc()),
    index('articles_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('articles_tags_idx').using('gin', t.tags),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
