/**
 * What the always-loaded code (auth, window.refreshData) needs from TanStack
 * Query, without importing it: the query client registers itself here when a
 * page that uses queries loads it, so public pages never download the library.
 */
type QueryCache = { clear(): void; invalidateQueries(): Promise<unknown> };

let registered: QueryCache | null = null;

export function registerQueryCache(cache: QueryCache): void {
  registered = cache;
}

/** Drops every cached query (sign-in, sign-out): nothing of the last user stays. */
export function clearQueryCache(): void {
  registered?.clear();
}

/** Marks every query stale and refetches the active ones. */
export function invalidateAllQueries(): void {
  void registered?.invalidateQueries();
}
