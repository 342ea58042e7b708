import type { z } from 'zod';
import type { ArticleUpdateSchema } from '@domain/blog/schema';
import type { articles } from '../../db/schema/articles';
import { sanitizeHtml } from '../../lib/sanitize-html';

type Fields = Omit<z.output<typeof ArticleUpdateSchema>, 'revision'>;
type ArticleSet = Partial<typeof articles.$inferInsert>;

/**
 * The columns a save writes from the fields it was sent: only the ones sent,
 * the body cleaned by the allow-list on the way in (links to our own site,
 * `siteOrigin`, count as internal).
 */
export function articleColumns(b: Fields, siteOrigin: string): ArticleSet {
  return {
    ...(b.title !== undefined ? { title: b.title } : {}),
    ...(b.slug !== undefined ? { slug: b.slug } : {}),
    ...(b.excerpt !== undefined ? { excerpt: b.excerpt } : {}),
    ...(b.body !== undefined ? { body: sanitizeHtml(b.body, { siteOrigin }) } : {}),
    ...(b.cover_image !== undefined ? { coverImage: b.cover_image } : {}),
    ...(b.cover_alt !== undefined ? { coverAlt: b.cover_alt } : {}),
    ...(b.author_name !== undefined ? { authorName: b.author_name } : {}),
    ...(b.tags !== undefined ? { tags: b.tags } : {}),
    ...(b.seo_title !== undefined ? { seoTitle: b.seo_title || null } : {}),
    ...(b.seo_description !== undefined ? { seoDescription: b.seo_description || null } : {}),
  };
}
