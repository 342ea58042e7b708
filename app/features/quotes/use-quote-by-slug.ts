import { useQuery } from '@tanstack/react-query';
import { ApiError } from '~/lib/api';
import { getQuoteBySlug, previewQuote, quoteKeys } from './api';

const notRetried = (n: number, e: Error) => !(e instanceof ApiError && [400, 403, 404].includes(e.status)) && n < 2;

/**
 * The signed-in owner's quote by slug, then its customer view (agent and
 * branding resolved by the server, published or not).
 */
export function useQuoteBySlug(slug: string) {
  const quote = useQuery({
    queryKey: quoteKeys.bySlug(slug),
    queryFn: ({ signal }) => getQuoteBySlug(slug, signal),
    retry: notRetried,
  });
  const id = quote.data?.id;
  const view = useQuery({
    queryKey: quoteKeys.preview(id ?? ''),
    queryFn: ({ signal }) => previewQuote(id ?? '', signal),
    enabled: Boolean(id),
    retry: notRetried,
  });
  return { quote, view };
}

export function isNotFound(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 404 || e.status === 400);
}
