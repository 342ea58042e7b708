import type { ArticleDto, ArticleListItemDto, PublicArticleSummaryDto } from '@domain/blog/responses';
import { ARTICLE_STATUSES, blogPaths, isArticleLive, type ArticleStatus } from '@domain/blog/status';
import type { ArticleRow } from '../db/schema/articles';

function statusOf(value: string): ArticleStatus {
  return ARTICLE_STATUSES.find((s) => s === value) ?? 'draft';
}

/** An article for the admin pages, without its body (the list). */
export function presentArticleListItem(row: Omit<ArticleRow, 'body'>, now: Date = new Date()): ArticleListItemDto {
  const status = statusOf(row.status);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    cover_alt: row.coverAlt,
    author_name: row.authorName,
    tags: row.tags,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    status,
    publish_at: row.publishAt?.toISOString() ?? null,
    live: isArticleLive(status, row.publishAt, now),
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An article for the editor: everything, body included. */
export function presentArticle(row: ArticleRow, now: Date = new Date()): ArticleDto {
  return { ...presentArticleListItem(row, now), body: row.body };
}

/** A published article's card, as anyone may read it. */
export type PublicArticleRow = Pick<
  ArticleRow,
  'slug' | 'title' | 'excerpt' | 'coverImage' | 'coverAlt' | 'authorName' | 'tags' | 'publishAt'
>;

export function presentPublicArticle(row: PublicArticleRow): PublicArticleSummaryDto {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.coverImage,
    cover_alt: row.coverAlt,
    author_name: row.authorName,
    tags: row.tags,
    published_at: (row.publishAt ?? new Date(0)).toISOString(),
    url: blogPaths.article(row.slug),
  };
}
