import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { articleSlug, type ArticleUpdateSchema } from '@domain/blog/schema';
import type { Executor } from '../../db';
import { articles, type ArticleRow } from '../../db/schema/articles';
import { conflict } from '../../errors';
import { articleColumns } from './save-fields';
import { assertSlugFree, freeSlugFor } from './unique-slug';

export const STALE_SAVE =
  'This article was changed in another window since you opened it. Reload to see the latest version.';

/**
 * Whether the slug is still the one made from the title (its words, or its
 * words and a number): then it follows the title while the article is a draft.
 */
function slugFollowsTitle(row: Pick<ArticleRow, 'slug' | 'title' | 'status'>): boolean {
  if (row.status !== 'draft') return false;
  const base = articleSlug(row.title);
  return row.slug === base || new RegExp(`^${base}-\\d+$`).test(row.slug);
}

/**
 * Saves the fields sent (an autosave or the editor's Save), only when the
 * article is still at the revision the editor last read: a save based on an
 * older copy is refused (409) and changes nothing, so two windows never
 * silently overwrite each other. Each save moves the revision on by one.
 * A draft's slug made from its title follows a new title.
 */
export async function updateArticle(
  db: Executor,
  row: Pick<ArticleRow, 'id' | 'slug' | 'title' | 'status'>,
  input: z.output<typeof ArticleUpdateSchema>,
  siteOrigin: string,
): Promise<ArticleRow> {
  const { revision, ...fields } = input;
  if (fields.slug !== undefined) await assertSlugFree(db, fields.slug, row.id);
  // A draft's slug follows its title until someone writes one by hand.
  else if (fields.title !== undefined && fields.title !== row.title && slugFollowsTitle(row))
    fields.slug = await freeSlugFor(db, fields.title, row.id);
  const [saved] = await db
    .update(articles)
    .set({ ...articleColumns(fields, siteOrigin), revision: sql`${articles.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(articles.id, row.id), eq(articles.revision, revision)))
    .returning();
  if (!saved) throw conflict(STALE_SAVE);
  return saved;
}
