import { cleanSearch, LIST_LIMITS, LIST_PARAMS, parsePage } from '@domain/list';

/*
 * A list page keeps its state in the URL (a search or a filter survives a
 * reload and can be shared). This is the pure half: reading the state from
 * the URL, ignoring anything unknown, and writing a change back with the
 * defaults left out so links stay short.
 */

/** Allowed values of a choice, the first being the default (left out of the URL). */
export type Choices<V extends string> = readonly [V, ...V[]];

export type ListSpec<F extends Record<string, string>, T extends string> = {
  /**
   * Choices (status, type, tab, and `sort` for the sort order): any other
   * value in the URL reads as the first.
   */
  readonly filters: { readonly [K in keyof F]: Choices<F[K]> };
  /** Free-text filters (a destination, an id), empty by default. */
  readonly text?: readonly T[];
  readonly pageSize?: number;
};

export type ListPatch<F extends Record<string, string>, T extends string> = Partial<F> &
  Partial<Record<T, string>> & { q?: string; page?: number };

/** The value of a choice in the URL, or its default. */
export function readChoice<V extends string>(choices: Choices<V>, raw: string | null): V {
  return choices.find((c) => c === raw) ?? choices[0];
}

/** A free-text filter from the URL: trimmed and cut like a search. */
export function readText(params: URLSearchParams, key: string): string {
  return cleanSearch(params.get(key));
}

export function readPage(params: URLSearchParams): number {
  return parsePage(params.get(LIST_PARAMS.page));
}

export function readSearch(params: URLSearchParams): string {
  return cleanSearch(params.get(LIST_PARAMS.q));
}

/** The choices filters by name, seen as plain strings. */
function choicesOf<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
): Readonly<Partial<Record<string, readonly string[]>>> {
  return spec.filters;
}

/** What a value is written as in the URL; '' means "leave the key out". */
function urlValue<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
  key: string,
  value: string | number | undefined,
): string {
  if (value === undefined) return '';
  if (key === LIST_PARAMS.page) return typeof value === 'number' && value > 1 ? String(value) : '';
  const text = typeof value === 'number' ? String(value) : value;
  if (key === LIST_PARAMS.q) return cleanSearch(text);
  const choices = choicesOf(spec)[key];
  if (choices) return text === choices[0] ? '' : text;
  return cleanSearch(text);
}

/**
 * The URL after a change: the patched keys written (defaults removed), other
 * keys kept. Any change other than the page itself goes back to page 1.
 */
export function patchParams<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
  prev: URLSearchParams,
  patch: Readonly<Record<string, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    const written = urlValue(spec, key, value);
    if (written) next.set(key, written);
    else next.delete(key);
  }
  if (patch[LIST_PARAMS.page] === undefined) next.delete(LIST_PARAMS.page);
  return next;
}

/** The URL with every filter, the search and the page back to their defaults; the sort is kept. */
export function clearedParams<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
  prev: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const key of [LIST_PARAMS.q, LIST_PARAMS.page, ...Object.keys(spec.filters), ...(spec.text ?? [])]) {
    if (key !== LIST_PARAMS.sort) next.delete(key);
  }
  return next;
}

/** Whether the URL narrows the list (a search or a filter off its default); the sort does not count. */
export function isFiltered<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
  params: URLSearchParams,
): boolean {
  if (readSearch(params)) return true;
  if ((spec.text ?? []).some((key) => readText(params, key) !== '')) return true;
  return Object.entries(choicesOf(spec)).some(([key, choices]) => {
    const raw = params.get(key);
    return (
      key !== LIST_PARAMS.sort && raw !== null && choices !== undefined && raw !== choices[0] && choices.includes(raw)
    );
  });
}

export function pageSizeOf<F extends Record<string, string>, T extends string>(spec: ListSpec<F, T>): number {
  return spec.pageSize ?? LIST_LIMITS.defaultPageSize;
}

/** Everything a list asks its API for: the search, the page and its size, each choice and free-text filter. */
export type ListQuery<F extends Record<string, string>, T extends string> = {
  q: string;
  page: number;
  pageSize: number;
} & F &
  Record<T, string>;

/** The list's state read from the URL, ready to become the API's query. */
export function readListQuery<F extends Record<string, string>, T extends string>(
  spec: ListSpec<F, T>,
  params: URLSearchParams,
): ListQuery<F, T> {
  const values: Record<string, string | number> = {
    q: readSearch(params),
    page: readPage(params),
    pageSize: pageSizeOf(spec),
  };
  for (const [key, choices] of Object.entries(choicesOf(spec))) {
    if (choices) values[key] = choices.find((c) => c === params.get(key)) ?? choices[0] ?? '';
  }
  for (const key of spec.text ?? []) values[key] = readText(params, key);
  // Built key by key from the spec, each value checked against its choices above.
  return values as ListQuery<F, T>;
}
