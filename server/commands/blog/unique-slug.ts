import { and, eq, ne } from 'drizzle-orm';
import { articleSlug } from '@domain/blog/schema';
import { slugCandidate } from '@domain/quotes/slug';
import type { Executor } from '../../db';
import { articles } from '../../db/schema/articles';
import { validation } from '../../errors';

export const SLUG_TAKEN = 'Another article already uses this address';

async function taken(db: Executor, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId ? ne(articles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * The first free slug made from a title: "what-atol-means", then
 * "what-atol-means-2" and so on. A race with another save is left to the
 * unique index (409).
 */
export async function freeSlugFor(db: Executor, title: string, exceptId: string | null = null): Promise<string> {
  const base = articleSlug(title);
  for (let n = 1; n < 100; n++) {
    const candidate = slugCandidate(base, n);
    if (!(await taken(db, candidate, exceptId))) return candidate;
  }
  return slugCandidate(base, Date.now() % 100_000);
}

/** A slug the editor chose: refused with the field named when another article has it. */
export async function assertSlugFree(db: Executor, slug: string, exceptId: string | null): Promise<void> {
  if (await taken(db, slug, exceptId)) throw validation({ slug: SLUG_TAKEN });
}
