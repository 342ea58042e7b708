import type { ListSpec } from '~/components/list/list-params';
import { QUOTE_SORTS, QUOTE_STATUSES, type QuoteSort, type QuoteStatus } from '@domain/quotes/status';

export { QUOTE_SORTS, type QuoteSort };

export const SORT_LABELS: Record<QuoteSort, string> = {
  updated_desc: 'Recently updated',
  created_desc: 'Newest first',
  updated_asc: 'Least recently updated',
  title_asc: 'Title A–Z',
  departure_asc: 'Departure date',
  price_desc: 'Highest price',
};

export const LIST_STATUSES = QUOTE_STATUSES;
export type ListStatus = QuoteStatus;

/** The quote list's state in the URL: ?q=&status=&sort=&page= ('' status is every status). */
export const QUOTE_LIST: ListSpec<{ status: ListStatus | ''; sort: QuoteSort }, never> = {
  filters: { status: ['', ...LIST_STATUSES], sort: QUOTE_SORTS },
};
