import { z } from 'zod';
import { listResponseSchema } from '../list';
import { ARTICLE_STATUSES } from './status';

/** An article as the admin pages read it. */
export const ArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  cover_image: z.string().nullable(),
  cover_alt: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  publish_at: z.string().nullable(),
  /** Whether readers see it now (published, or scheduled with its time come). */
  live: z.boolean(),
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ArticleDto = z.infer<typeof ArticleSchema>;

export const ArticleListItemSchema = ArticleSchema.omit({ body: true });
export type ArticleListItemDto = z.infer<typeof ArticleListItemSchema>;
export const ArticleListResponseSchema = listResponseSchema(ArticleListItemSchema);

/** Every tag in use and how many articles carry it, for the list's tag filter. */
export const ArticleTagsResponseSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});

/** A published article as anyone may read it: no drafts, no revision, no ids. */
export const PublicArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  cover_alt: z.string(),
  author_name: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  /** /blog/<slug> */
  url: z.string(),
});
export type PublicArticleSummaryDto = z.infer<typeof PublicArticleSummarySchema>;

export const PublicArticleListResponseSchema = listResponseSchema(PublicArticleSummarySchema);
export const LatestArticlesResponseSchema = z.object({ items: z.array(PublicArticleSummarySchema) });
