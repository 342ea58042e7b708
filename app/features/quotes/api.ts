import { api } from '~/lib/api';
import type { QuoteKind } from '@domain/quotes/status';
import type { QuoteListResponse } from '@domain/quotes/schema';

export type { QuoteKind };
export type { QuoteSummary, QuoteListResponse } from '@domain/quotes/schema';

/** A quote's title for display; a title is required on save, so this is only a safety net. */
export function displayTitle(q: { title: string | null }): string {
  return q.title?.trim() || 'Untitled quote';
}

/** Where the agent edits a quote of this kind. */
export function editPath(q: { id: string; kind: QuoteKind }): string {
  return q.kind === 'itinerary' ? `/dashboard/quotes/edit-itinerary/${q.id}` : `/dashboard/quotes/edit/${q.id}`;
}

/** The customer's address of a quote, absolute, for copying into a message. */
export function absolutePublicUrl(q: { public_url: string; slug: string }): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(q.public_url || `/quotes/${q.slug}`, base).toString();
}

export async function copyPublicLink(q: { public_url: string; slug: string }): Promise<string> {
  const url = absolutePublicUrl(q);
  await navigator.clipboard.writeText(url);
  return url;
}

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: string) => ['quotes', 'list', query] as const,
  byId: (id: string) => ['quotes', 'id', id] as const,
  bySlug: (slug: string) => ['quotes', 'slug', slug] as const,
};

export function listQuotes(query: string, signal?: AbortSignal) {
  return api<QuoteListResponse>(`/api/quotes?${query}`, { signal });
}

export function setPublished<T>(id: string, publish: boolean) {
  return api<T>(`/api/quotes/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' });
}

export function duplicateQuote<T>(id: string) {
  return api<T>(`/api/quotes/${id}/duplicate`, { method: 'POST' });
}

export function deleteQuote(id: string) {
  return api<void>(`/api/quotes/${id}`, { method: 'DELETE' });
}
