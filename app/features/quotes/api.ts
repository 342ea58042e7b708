import { OwnerLinkSchema, PublicQuoteSchema, QuoteDtoSchema, QuoteListResponseSchema } from '@domain/quotes/responses';
import type { QuoteField } from '@domain/quotes/fields';
import type { QuoteKind, QuoteStatus } from '@domain/quotes/status';
import { noContent, queryString, request } from '~/lib/api';
import type { QuoteSort } from './list-params';

export type { QuoteKind };
export type { QuoteSummary, QuoteListResponse } from '@domain/quotes/schema';

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

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

/**
 * Opens a quote's public page in a new tab as its owner (issue 18): the
 * address carries a two-minute marker from the server, so the visit is not a
 * customer's view. The tab opens at once (a pop-up blocker allows it) and
 * goes to the marked address when it arrives; without it, the plain address.
 */
export async function openPublicPageAsOwner(q: { id: string; public_url: string; slug: string }): Promise<void> {
  const tab = window.open('', '_blank');
  let url = absolutePublicUrl(q);
  try {
    url = (await request(OwnerLinkSchema, `${quotePath(q.id)}/owner-link`, { method: 'POST' })).url;
  } catch {
    // The plain address still shows the page; only this visit may be counted.
  }
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.location.assign(url);
  }
}

export async function copyPublicLink(q: { public_url: string; slug: string }): Promise<string> {
  const url = absolutePublicUrl(q);
  await navigator.clipboard.writeText(url);
  return url;
}

/** Query keys of the quotes area; a write invalidates `quoteKeys.all`. */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => ['quotes', 'list'] as const,
  list: (params: QuoteListParams) => ['quotes', 'list', params] as const,
  byId: (id: string) => ['quotes', 'id', id] as const,
  bySlug: (slug: string) => ['quotes', 'slug', slug] as const,
  preview: (id: string) => ['quotes', 'preview', id] as const,
};

/** GET /api/quotes: one page of the agent's quotes. */
export type QuoteListParams = {
  q?: string;
  /** '' or left out: every status. */
  status?: QuoteStatus | '';
  sort?: QuoteSort;
  page?: number;
  pageSize?: number;
};

export function listQuotes(params: QuoteListParams, signal?: AbortSignal) {
  return request(QuoteListResponseSchema, `/api/quotes${queryString(params)}`, { signal });
}

export function getQuote(id: string, signal?: AbortSignal) {
  return request(QuoteDtoSchema, quotePath(id), { signal });
}

export function getQuoteBySlug(slug: string, signal?: AbortSignal) {
  return request(QuoteDtoSchema, `/api/quotes/by-slug/${encodeURIComponent(slug)}`, { signal });
}

/** The customer's view of the owner's quote, published or not. */
export function previewQuote(id: string, signal?: AbortSignal) {
  return request(PublicQuoteSchema, `${quotePath(id)}/preview`, { signal });
}

/** A save's body: the SPEC 3 allow-list picked from the form (pickQuoteFields); the server validates it. */
export type QuoteSaveBody = Partial<Record<QuoteField, unknown>>;

export function createQuote(body: QuoteSaveBody & { kind?: QuoteKind }) {
  return request(QuoteDtoSchema, '/api/quotes', { method: 'POST', body });
}

export function updateQuote(id: string, body: QuoteSaveBody) {
  return request(QuoteDtoSchema, quotePath(id), { method: 'PATCH', body });
}

export function setPublished(id: string, publish: boolean) {
  return request(QuoteDtoSchema, `${quotePath(id)}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' });
}

export function duplicateQuote(id: string) {
  return request(QuoteDtoSchema, `${quotePath(id)}/duplicate`, { method: 'POST' });
}

export function deleteQuote(id: string) {
  return request(noContent, quotePath(id), { method: 'DELETE' });
}
