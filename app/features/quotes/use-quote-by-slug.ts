import { useQuery } from '@tanstack/react-query';
import type { PublicQuoteDto, QuoteDto } from '@domain/quotes/schema';
import { api, ApiError } from '~/lib/api';
import { quoteKeys } from './api';

const notRetried = (n: number, e: Error) => !(e instanceof ApiError && [400, 403, 404].includes(e.status)) && n < 2;

/**
 * The signed-in owner's quote by slug, then its customer view (agent and
 * branding resolved by the server, published or not).
 */
export function useQuoteBySlug(slug: string) {
  const quote = useQuery({
    queryKey: quoteKeys.bySlug(slug),
    queryFn: ({ signal }) => api<QuoteDto>(`/api/quotes/by-slug/${encodeURIComponent(slug)}`, { signal }),
    retry: notRetried,
  });
  const id = quote.data?.id;
  const view = useQuery({
    queryKey: ['quotes', 'preview', id ?? ''],
    queryFn: ({ signal }) => api<PublicQuoteDto>(`/api/quotes/${id ?? ''}/preview`, { signal }),
    enabled: Boolean(id),
    retry: notRetried,
  });
  return { quote, view };
}

export function isNotFound(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 404 || e.status === 400);
}
