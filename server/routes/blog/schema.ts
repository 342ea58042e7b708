import { z } from 'zod';
import { ARTICLE_SORTS, ARTICLE_STATUSES, BLOG_PAGE_SIZE } from '@domain/blog/status';
import { pageParam, pageParams, searchParam, sortParam } from '@domain/list';

export {
  ArticleListResponseSchema as ArticleListResponse,
  ArticleSchema as ArticleResponse,
  ArticleTagsResponseSchema as ArticleTagsResponse,
  LatestArticlesResponseSchema as LatestArticlesResponse,
  PublicArticleListResponseSchema as PublicArticleListResponse,
} from '@domain/blog/responses';
export { IdParams as ArticleParams } from '../../lib/list';

const tagParam = () =>
  z
    .string({ error: 'Tag must be text' })
    .trim()
    .max(40, 'Tag must be at most 40 characters')
    .optional()
    .transform((t) => (t ? t.toLowerCase() : undefined));

export const ArticleListQuery = z.object({
  ...pageParams(),
  q: searchParam(),
  status: z
    .enum(['all', ...ARTICLE_STATUSES], { error: `Status must be one of: all, ${ARTICLE_STATUSES.join(', ')}` })
    .default('all'),
  tag: tagParam(),
  sort: sortParam(ARTICLE_SORTS, 'updated_desc'),
});

export const PublicArticleListQuery = z.object({ ...pageParams(BLOG_PAGE_SIZE), tag: tagParam() });

export const LatestArticlesQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(12, 'Limit must be at most 12')
    .default(3),
});

/** /blog?page= and /blog/tag/<tag>?page=: a bad page number reads as page 1 (a page, not an API). */
export const BlogPageQuery = z.object({
  page: pageParam().catch(1),
  tag: z.string().optional().catch(undefined),
});
export const BlogSlugParams = z.object({ slug: z.string() });
export const BlogTagParams = z.object({ tag: z.string() });
