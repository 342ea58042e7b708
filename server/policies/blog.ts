import type { ArticleRow } from '../db/schema/articles';
import type { Viewer } from '../lib/viewer';
import { holds } from './helpers';

/**
 * Articles belong to the agency, not to whoever wrote them: any admin may
 * edit, schedule or delete any article (SPEC 6: blog, blog-editor: admin).
 */
export const articlePolicy = {
  manage: (viewer: Viewer, _row: Pick<ArticleRow, 'id'>) => holds(viewer, 'blog.manage'),
};
