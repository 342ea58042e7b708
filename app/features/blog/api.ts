import { ArticleListResponseSchema, ArticleSchema, ArticleTagsResponseSchema } from '@domain/blog/responses';
import type { ArticleCreateInput, ArticleScheduleInput, ArticleUpdateInput } from '@domain/blog/schema';
import { noContent, queryString, request } from '~/lib/api';
import type { ArticleListParams } from './types';

/** Query keys of the blog admin; every write invalidates `articleKeys.all`. */
export const articleKeys = {
  all: ['articles'] as const,
  list: (params: ArticleListParams) => ['articles', 'list', params] as const,
  tags: ['articles', 'tags'] as const,
  one: (id: string) => ['articles', 'one', id] as const,
};

const articlePath = (id: string, action = '') => `/api/admin/articles/${encodeURIComponent(id)}${action}`;

export function listArticles(params: ArticleListParams, signal?: AbortSignal) {
  const { status, tag, ...rest } = params;
  return request(
    ArticleListResponseSchema,
    `/api/admin/articles${queryString({ ...rest, status: status === 'all' ? undefined : status, tag: tag || undefined })}`,
    { signal },
  );
}

export function listArticleTags(signal?: AbortSignal) {
  return request(ArticleTagsResponseSchema, '/api/admin/articles/tags', { signal });
}

export function getArticle(id: string, signal?: AbortSignal) {
  return request(ArticleSchema, articlePath(id), { signal });
}

export function createArticle(body: ArticleCreateInput) {
  return request(ArticleSchema, '/api/admin/articles', { method: 'POST', body });
}

export function updateArticle(id: string, body: ArticleUpdateInput) {
  return request(ArticleSchema, articlePath(id), { method: 'PATCH', body });
}

export function publishArticle(id: string) {
  return request(ArticleSchema, articlePath(id, '/publish'), { method: 'POST' });
}

export function scheduleArticle(id: string, body: ArticleScheduleInput) {
  return request(ArticleSchema, articlePath(id, '/schedule'), { method: 'POST', body });
}

export function unpublishArticle(id: string) {
  return request(ArticleSchema, articlePath(id, '/unpublish'), { method: 'POST' });
}

export function deleteArticle(id: string) {
  return request(noContent, articlePath(id), { method: 'DELETE' });
}
