import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ArticleUpdateSchema } from '@domain/blog/schema';
import type { Executor } from '../../db';
import { articles, type ArticleRow } from '../../db/schema/articles';
import { conflict } from '../../errors';
import { articleColumns } from './save-fields';
import { assertSlugFree } from './unique-slug';

export const STALE_SAVE =
  'This article was changed in another window since you opened it. Reload to see the latest version.';

/**
 * Saves the fields sent (an autosave or the editor's Save), only when the
 * article is still at the revision the editor last read: a save based on an
 * older copy is refused (409) and changes nothing, so two windows never
 * silently overwrite each other. Each save moves the revision on by one.
 */
export async function updateArticle(
  db: Executor,
  row: Pick<ArticleRow, 'id'>,
  input: z.output<typeof ArticleUpdateSchema>,
  siteOrigin: string,
): Promise<ArticleRow> {
  const { revision, ...fields } = input;
  if (fields.slug !== undefined) await assertSlugFree(db, fields.slug, row.id);
  const [saved] = await db
    .update(articles)
    .set({ ...articleColumns(fields, siteOrigin), revision: sql`${articles.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(articles.id, row.id), eq(articles.revision, revision)))
    .returning();
  if (!saved) throw conflict(STALE_SAVE);
  return saved;
}
