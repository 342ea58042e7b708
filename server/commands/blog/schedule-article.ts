import type { JobQueue } from '../../jobs';
import type { Executor } from '../../db';
import type { ArticleRow } from '../../db/schema/articles';
import { BLOG_PUBLISH_JOB } from './publish-due-articles';
import { markScheduled } from './set-article-status';

/**
 * Schedules an article and queues its publish job for that moment. Moving the
 * time leaves the old job in the queue: it finds nothing due and does nothing.
 */
export async function scheduleArticle(
  db: Executor,
  jobs: JobQueue,
  row: ArticleRow,
  publishAt: Date,
): Promise<ArticleRow> {
  const scheduled = await markScheduled(db, row, publishAt);
  await jobs.send(
    BLOG_PUBLISH_JOB,
    { articleId: row.id },
    { startAfter: publishAt, singletonKey: `${row.id}:${publishAt.toISOString()}` },
  );
  return scheduled;
}
