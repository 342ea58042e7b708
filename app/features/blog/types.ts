import { ARTICLE_SORTS, ARTICLE_STATUSES, type ArticleSort, type ArticleStatus } from '@domain/blog/status';
import type { ListSpec } from '~/components/list/list-params';

export type ArticleStatusFilter = ArticleStatus | 'all';

/** /dashboard/admin/blog's state in the URL: ?q=, ?status=, ?tag=, ?sort= and ?page=. */
export const ARTICLE_LIST: ListSpec<{ status: ArticleStatusFilter; sort: ArticleSort }, 'tag'> = {
  filters: { status: ['all', ...ARTICLE_STATUSES], sort: ARTICLE_SORTS },
  text: ['tag'],
};

export type ArticleListParams = {
  q?: string;
  status: ArticleStatusFilter;
  tag?: string;
  sort: ArticleSort;
  page: number;
  pageSize?: number;
};

export const editorPath = (id?: string) =>
  id ? `/dashboard/admin/blog-editor/${encodeURIComponent(id)}` : '/dashboard/admin/blog-editor';
