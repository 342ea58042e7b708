import {
  CaptureListResponseSchema,
  CaptureSchema,
  CaptureTagsResponseSchema,
  TokenCreatedSchema,
  TokenListResponseSchema,
  TokenSchema,
} from '@domain/captures/responses';
import type { CaptureUpdateInput, TokenCreateInput } from '@domain/captures/schema';
import { noContent, queryString, request } from '~/lib/api';

export const captureKeys = {
  all: ['captures'] as const,
  list: (params: CaptureListParams) => ['captures', 'list', params] as const,
  tags: () => ['captures', 'tags'] as const,
  tokens: () => ['tools', 'tokens'] as const,
};

export type CaptureListParams = { q?: string; tag?: string; page?: number; pageSize?: number };

/** GET /api/captures: one page of my captures, newest first. */
export const listCaptures = (params: CaptureListParams, signal?: AbortSignal) =>
  request(
    CaptureListResponseSchema,
    '/api/captures' +
      queryString({
        q: params.q || undefined,
        tag: params.tag || undefined,
        page: params.page,
        pageSize: params.pageSize,
      }),
    { signal },
  );

export const listCaptureTags = (signal?: AbortSignal) =>
  request(CaptureTagsResponseSchema, '/api/captures/tags', { signal });

export const updateCapture = (id: string, body: CaptureUpdateInput) =>
  request(CaptureSchema, `/api/captures/${id}`, { method: 'PATCH', body });

export const deleteCapture = (id: string) => request(noContent, `/api/captures/${id}`, { method: 'DELETE' });

/** My personal access tokens (never the tokens themselves). */
export const listTokens = (signal?: AbortSignal) => request(TokenListResponseSchema, '/api/tools/tokens', { signal });

/** A new token: the answer is the only time it is shown. */
export const createToken = (body: TokenCreateInput) =>
  request(TokenCreatedSchema, '/api/tools/tokens', { method: 'POST', body });

export const revokeToken = (id: string) => request(TokenSchema, `/api/tools/tokens/${id}`, { method: 'DELETE' });
