import type { ListSpec } from '~/components/list/list-params';
import { QUOTE_STATUSES, type QuoteStatus } from '@domain/quotes/status';

/** Sort orders of the quote list, in the order the menu offers them; the first is the default. */
export const QUOTE_SORTS = [
  'updated_desc',
  'created_desc',
  'updated_asc',
  'title_asc',
  'departure_asc',
  'price_desc',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

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
