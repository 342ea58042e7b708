import { z } from 'zod';
import { slugify } from '../quotes/slug';

/** Lengths an article's fields may have, shared by the editor and the API. */
export const ARTICLE_LIMITS = {
  title: 140,
  slug: 80,
  excerpt: 300,
  /** Characters of HTML, after cleaning: a long article with tables is ~60,000. */
  body: 200_000,
  coverAlt: 200,
  authorName: 80,
  tag: 40,
  tags: 8,
  seoTitle: 70,
  seoDescription: 170,
} as const;

export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An article's slug from its title ("What ATOL means" -> "what-atol-means"). */
export function articleSlug(title: string): string {
  return slugify(title, 'article').slice(0, ARTICLE_LIMITS.slug).replace(/-+$/, '');
}

/** A tag as stored and in its URL: lowercase words joined by hyphens ("First month" -> "first-month"). */
export function normaliseTag(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const title = text('Title', ARTICLE_LIMITS.title).min(1, 'Enter a title');

export const ArticleSlugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter a slug')
  .max(ARTICLE_LIMITS.slug, `Slug must be at most ${ARTICLE_LIMITS.slug} characters`)
  .regex(ARTICLE_SLUG_PATTERN, 'Use lowercase letters, numbers and single hyphens');

export const ArticleTagsSchema = z
  .array(text('Tag', ARTICLE_LIMITS.tag), { error: 'Tags must be a list' })
  .max(ARTICLE_LIMITS.tags, `At most ${ARTICLE_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags.map(normaliseTag).filter((t) => t !== ''))]);

/** A cover image: one of our uploads or an https address. */
export const ArticleCoverSchema = z
  .string({ error: 'Cover image must be text' })
  .trim()
  .max(500, 'Cover image address is too long')
  .regex(/^(\/uploads\/[A-Za-z0-9._-]+|https:\/\/[^\s/]+\/\S*)$/, 'Upload the cover image again')
  .nullable();

/** The editable fields; every one optional so an autosave sends what it has. */
const fields = {
  title,
  slug: ArticleSlugSchema,
  excerpt: text('Excerpt', ARTICLE_LIMITS.excerpt),
  body: z
    .string({ error: 'Body must be text' })
    .max(ARTICLE_LIMITS.body, `The article is too long (at most ${ARTICLE_LIMITS.body} characters of HTML)`),
  cover_image: ArticleCoverSchema,
  cover_alt: text('Cover description', ARTICLE_LIMITS.coverAlt),
  author_name: text('Author', ARTICLE_LIMITS.authorName).min(1, 'Enter the author'),
  tags: ArticleTagsSchema,
  seo_title: text('SEO title', ARTICLE_LIMITS.seoTitle).nullable(),
  seo_description: text('SEO description', ARTICLE_LIMITS.seoDescription).nullable(),
};

/** POST /api/admin/articles: a new draft needs its title; the rest can follow. */
export const ArticleCreateSchema = z
  .object({ ...fields, title })
  .partial()
  .required({ title: true });
export type ArticleCreateInput = z.input<typeof ArticleCreateSchema>;

/**
 * PATCH /api/admin/articles/:id: the changed fields and the revision they were
 * based on; a save based on an older revision is refused (409), never merged.
 */
export const ArticleUpdateSchema = z
  .object(fields)
  .partial()
  .extend({
    revision: z
      .number({ error: 'Revision must be a number' })
      .int('Revision must be a whole number')
      .min(1, 'Revision must be at least 1'),
  });
export type ArticleUpdateInput = z.input<typeof ArticleUpdateSchema>;

/** POST /api/admin/articles/:id/schedule: when it goes live (in the future). */
export const ArticleScheduleSchema = z.object({
  publish_at: z.iso
    .datetime({ offset: true, error: 'Choose a date and time' })
    .refine((v) => new Date(v).getTime() > Date.now(), 'Choose a time in the future')
    .refine((v) => new Date(v).getTime() < Date.now() + 5 * 366 * 24 * 3600_000, 'Choose a time within five years'),
});
export type ArticleScheduleInput = z.input<typeof ArticleScheduleSchema>;
