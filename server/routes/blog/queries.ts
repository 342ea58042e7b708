import { and, arrayContains, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PublicArticleSummaryDto } from '@domain/blog/responses';
import type { Executor } from '../../db';
import { articles, type ArticleRow } from '../../db/schema/articles';
import { paginate } from '../../lib/list';
import { presentPublicArticle } from '../../presenters/blog';

/**
 * Articles readers see: published, or scheduled with their time come (the
 * publish job marks those published a moment later).
 */
export function liveArticles(now: Date = new Date()): SQL {
  const live = or(
    eq(articles.status, 'published'),
    and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)),
  );
  if (!live) throw new Error('unreachable: or() of two conditions');
  return live;
}

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  coverImage: articles.coverImage,
  coverAlt: articles.coverAlt,
  authorName: articles.authorName,
  tags: articles.tags,
  publishAt: articles.publishAt,
};

const newestFirst = [desc(articles.publishAt), desc(articles.id)];

/** The newest `count` articles readers see, for the home page. */
export async function latestArticles(db: Executor, count = 3): Promise<PublicArticleSummaryDto[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(liveArticles())
    .orderBy(...newestFirst)
    .limit(count);
  return rows.map(presentPublicArticle);
}

/** One page of the blog, newest first, optionally of one tag. */
export async function publicArticlePage(
  db: Executor,
  opts: { page: number; pageSize: number; tag?: string | undefined },
) {
  const query = db
    .select(summaryColumns)
    .from(articles)
    .where(and(liveArticles(), opts.tag ? arrayContains(articles.tags, [opts.tag]) : undefined))
    .$dynamic();
  const list = await paginate(db, query, { orderBy: newestFirst, page: opts.page, pageSize: opts.pageSize });
  return { ...list, items: list.items.map(presentPublicArticle) };
}

/** A live article by its slug, or undefined (unknown, draft, or scheduled for later). */
export async function findLiveArticle(db: Executor, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), liveArticles()))
    .limit(1);
  return row;
}

/** Up to `count` other live articles sharing a tag with this one, newest first. */
export async function relatedArticles(db: Executor, row: ArticleRow, count = 3) {
  if (row.tags.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(
      and(liveArticles(), sql`${articles.tags} && ${sql.param(row.tags)}::text[]`, sql`${articles.id} <> ${row.id}`),
    )
    .orderBy(...newestFirst)
    .limit(count);
  return rows.map(presentPublicArticle);
}

/** Tags in use and how many articles carry each (all articles, or only the live ones). */
export async function articleTagCounts(db: Executor, opts: { liveOnly: boolean }) {
  const result = await db.execute<{ tag: string; count: number }>(
    sql`select tag, count(*)::int as count from ${articles}, unnest(${articles.tags}) as tag
        ${opts.liveOnly ? sql`where ${liveArticles()}` : sql``}
        group by tag order by count(*) desc, tag asc limit 200`,
  );
  return result.rows;
}
