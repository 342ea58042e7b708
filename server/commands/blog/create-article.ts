import type { z } from 'zod';
import type { ArticleCreateSchema } from '@domain/blog/schema';
import type { Executor } from '../../db';
import { articles, type ArticleRow } from '../../db/schema/articles';
import type { Viewer } from '../../lib/viewer';
import { articleColumns } from './save-fields';
import { assertSlugFree, freeSlugFor } from './unique-slug';

/** The byline an article starts with: the admin's name, else their e-mail's name. */
function bylineOf(viewer: Viewer): string {
  const p = viewer.profile;
  const name = [p?.firstName, p?.lastName].filter((s) => s && s.trim()).join(' ');
  return name || p?.agentName || viewer.user.email.split('@')[0] || 'The team';
}

/**
 * A new draft. Its slug comes from the title unless the admin chose one; the
 * body is cleaned like every save.
 */
export async function createArticle(
  db: Executor,
  viewer: Viewer,
  input: z.output<typeof ArticleCreateSchema>,
  siteOrigin: string,
): Promise<ArticleRow> {
  const slug = input.slug ?? (await freeSlugFor(db, input.title));
  if (input.slug) await assertSlugFree(db, input.slug, null);
  const [row] = await db
    .insert(articles)
    .values({
      ...articleColumns(input, siteOrigin),
      title: input.title,
      slug,
      authorId: viewer.user.id,
      authorName: input.author_name ?? bylineOf(viewer),
      status: 'draft',
    })
    .returning();
  if (!row) throw new Error('insert returned no article');
  return row;
}
