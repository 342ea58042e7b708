import { z } from 'zod';

/*
 * What every paged list shares, on both sides: the query parameter names, the
 * limits, and the shape of a page of results. The server's list query schemas
 * and the SPA's list pages read the same names and numbers from here.
 */

/** Query parameter names of a list (in the page's URL and the API's query alike). */
export const LIST_PARAMS = { page: 'page', pageSize: 'pageSize', q: 'q', sort: 'sort' } as const;

export const LIST_LIMITS = {
  /** Rows per page when the caller does not say. */
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Deeper than this is a typo or a crawler, not a person paging. */
  maxPage: 10_000,
  /** Characters of a search box kept. */
  maxSearch: 200,
  /**
   * A list counts its matches up to this many and reads no page past them, so
   * a list over millions of rows costs what one over a thousand does (the
   * bench's large run measured ten thousand as too many for a search over a
   * million quotes): a `total` of exactly this means "this many or more" (show
   * "1,000+"), and older rows are reached by search, filters or another sort.
   */
  maxTotal: 1_000,
} as const;

/** A page number from text (a URL): a whole number from 1 to LIST_LIMITS.maxPage, else 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LIST_LIMITS.maxPage ? n : 1;
}

/** A search as it is sent and kept: trimmed and cut to LIST_LIMITS.maxSearch characters. */
export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, LIST_LIMITS.maxSearch);
}

/** How many pages `total` rows fill (at least one, so "Page 1 of 1" reads right on an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The body of every paged list answer: the rows of one page and where that page sits. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A page of rows as the API answers it. */
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/*
 * The query schemas of a list, built the same way for every list so each
 * answers the same 400 for the same bad parameter. Compose them:
 * `z.object({ ...pageParams(25), q: searchParam(), sort: sortParam(SORTS, 'updated_desc') })`.
 */

/** `page`: a whole number from 1 to LIST_LIMITS.maxPage, 1 when absent. */
export function pageParam() {
  return z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(LIST_LIMITS.maxPage, `Page must be at most ${LIST_LIMITS.maxPage}`)
    .default(1);
}

/** `pageSize`: 1 to LIST_LIMITS.maxPageSize, the list's own default when absent. */
export function pageSizeParam(defaultSize: number = LIST_LIMITS.defaultPageSize) {
  return z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(LIST_LIMITS.maxPageSize, `Page size must be at most ${LIST_LIMITS.maxPageSize}`)
    .default(defaultSize);
}

/** `page` and `pageSize` together, spread into a list's query object. */
export function pageParams(defaultSize: number = LIST_LIMITS.defaultPageSize) {
  return { page: pageParam(), pageSize: pageSizeParam(defaultSize) };
}

/** `q`: the search box, trimmed; absent or blank means no search. */
export function searchParam() {
  return z
    .string({ error: 'Search must be text' })
    .trim()
    .max(LIST_LIMITS.maxSearch, `Search must be at most ${LIST_LIMITS.maxSearch} characters`)
    .optional();
}

/** `sort`: one of the list's named orders, `fallback` when absent. */
export function sortParam<const S extends readonly [string, ...string[]]>(sorts: S, fallback: S[number]) {
  return z.enum(sorts, { error: `Sort must be one of: ${sorts.join(', ')}` }).default(fallback);
}
