// The quote list's state lives in the URL, so a search or filter survives a
// reload and can be shared or bookmarked.

export const SORTS = [
  { value: 'updated_desc', label: 'Recently updated' },
  { value: 'created_desc', label: 'Newest first' },
  { value: 'updated_asc', label: 'Least recently updated' },
  { value: 'title_asc', label: 'Title A–Z' },
  { value: 'departure_asc', label: 'Departure date' },
  { value: 'price_desc', label: 'Highest price' },
] as const;

export type QuoteSort = (typeof SORTS)[number]['value'];

export const LIST_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'booked'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const PAGE_SIZE = 20;

export type QuoteListParams = { q: string; status: ListStatus | ''; sort: QuoteSort; page: number };

function isSort(v: string | null): v is QuoteSort {
  return SORTS.some((s) => s.value === v);
}

function isStatus(v: string | null): v is ListStatus {
  return LIST_STATUSES.some((s) => s === v);
}

/** Reads the list state from the URL, ignoring anything unknown. */
export function readListParams(params: URLSearchParams): QuoteListParams {
  const sort = params.get('sort');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : 'updated_desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search for a list state; defaults are left out to keep links short. */
export function writeListParams(p: QuoteListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q.trim()) out.set('q', p.q.trim());
  if (p.status) out.set('status', p.status);
  if (p.sort !== 'updated_desc') out.set('sort', p.sort);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** The API query string for GET /api/quotes. */
export function listApiQuery(p: QuoteListParams): string {
  const out = new URLSearchParams({ sort: p.sort, page: String(p.page), pageSize: String(PAGE_SIZE) });
  if (p.q.trim()) out.set('q', p.q.trim());
  if (p.status) out.set('status', p.status);
  return out.toString();
}
