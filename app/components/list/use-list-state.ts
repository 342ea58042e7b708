import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from '@domain/list';
import {
  clearedParams,
  isFiltered,
  patchParams,
  readListQuery,
  readSearch,
  type ListPatch,
  type ListSpec,
} from './list-params';

/** Typing pauses this long before a search reaches the URL (and so the API). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list page's state (page, search, sort, filters) kept in the URL. The
 * search box answers every key press, but writes the URL, and so starts a
 * request, only once typing pauses; a new search starts at page 1.
 */
export function useListState<F extends Record<string, string>, T extends string = never>(spec: ListSpec<F, T>) {
  const [params, setParams] = useSearchParams();
  const [search, setSearchText] = useState(() => readSearch(params));
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // React Router's functional update reads the params of the render that made the setter, so the
  // debounced search calls the newest setter: a panel opened or a filter changed while typing stays.
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);

  const set = useCallback(
    (patch: ListPatch<F, T>) => setParams((prev) => patchParams(spec, prev, patch), { replace: true }),
    [spec, setParams],
  );
  const setPage = (page: number) => setParams((prev) => patchParams(spec, prev, { page }), { replace: true });

  const setSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      latestSetParams.current(
        (prev) => (readSearch(prev) === text.trim() ? prev : patchParams(spec, prev, { [LIST_PARAMS.q]: text })),
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    window.clearTimeout(timer.current);
    setSearchText('');
    setParams((prev) => clearedParams(spec, prev), { replace: true });
  };

  return {
    /**
     * The settled state: search, page, page size and every filter (a choice
     * the URL lacks or garbles reads as its default). What the API is asked for.
     */
    query: readListQuery(spec, params),
    /** A search or filter narrows the list (so an empty page says "no match", not "nothing yet"). */
    filtered: isFiltered(spec, params),
    /** The search box's text, ahead of the URL while typing. */
    search,
    setSearch,
    set,
    setPage,
    clear,
  };
}

/** What the list's parts (search box, shell) need of the state. */
export type ListControls = Pick<
  ReturnType<typeof useListState>,
  'filtered' | 'clear' | 'setPage' | 'search' | 'setSearch'
>;
