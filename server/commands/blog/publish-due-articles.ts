import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db';
import { articles } from '../../db/schema/articles';
import { defineJob } from '../../jobs/define';

/**
 * Marks every scheduled article whose time has come as published, and returns
 * their slugs. Readers already see such an article from its time on; this
 * makes the admin list say so. Safe to run any number of times.
 */
export async function publishDueArticles(db: Executor, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .update(articles)
    .set({ status: 'published', updatedAt: sql`now()` })
    .where(and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)))
    .returning({ slug: articles.slug });
  return rows.map((r) => r.slug);
}

export const BLOG_PUBLISH_JOB = 'blog-publish-scheduled';

/**
 * Sent for each scheduled article with `startAfter` its publish time, and run
 * every five minutes as a sweep in case a send was lost (a restore, a
 * reschedule, a queue outage). Either way it publishes whatever is due.
 */
export const blogPublishJob = defineJob({
  name: BLOG_PUBLISH_JOB,
  data: z.object({ articleId: z.string().optional() }),
  schedule: '*/5 * * * *',
  retryLimit: 5,
  handler: async (_data, ctx) => {
    await publishDueArticles(ctx.db);
  },
});
