import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { articles, type ArticleRow } from '../../db/schema/articles';
import { validation } from '../../errors';

/** What a published article needs before readers see it. */
function assertPublishable(row: ArticleRow): void {
  const fields: Record<string, string> = {};
  if (!row.title.trim()) fields.title = 'Enter a title';
  if (!row.body.replace(/<[^>]*>/g, '').trim()) fields.body = 'Write the article before publishing it';
  if (!row.excerpt.trim())
    fields.excerpt = 'Write a short excerpt: it is the description search engines and link previews show';
  if (Object.keys(fields).length > 0) throw validation(fields, 'The article is not ready to publish.');
}

async function setStatus(db: Executor, id: string, status: ArticleRow['status'], publishAt: Date | null) {
  const [row] = await db
    .update(articles)
    .set({ status, publishAt, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw new Error('update returned no article');
  return row;
}

/** Publishes now. An article published before keeps its first publish date. */
export function publishArticle(db: Executor, row: ArticleRow, now: Date = new Date()): Promise<ArticleRow> {
  assertPublishable(row);
  const keep = row.status === 'published' && row.publishAt !== null && row.publishAt <= now;
  return setStatus(db, row.id, 'published', keep ? row.publishAt : now);
}

/** Takes it off the site (or cancels its schedule): back to a draft. */
export function unpublishArticle(db: Executor, row: ArticleRow): Promise<ArticleRow> {
  return setStatus(db, row.id, 'draft', null);
}

/**
 * Schedules it for `publishAt`; the caller queues the publish job for that
 * time (schedule-article.ts).
 */
export function markScheduled(db: Executor, row: ArticleRow, publishAt: Date): Promise<ArticleRow> {
  assertPublishable(row);
  return setStatus(db, row.id, 'scheduled', publishAt);
}
