/**
 * The rows of `npm run bench`. Each later capability adds its hot routes here
 * (the public quote read, the dashboard quote list, hotel search), always
 * measured beside the no-database baseline in the same run.
 */
export type BenchContext = {
  base: string;
  /** A signed-in admin's access token (demo account). */
  token: string;
  /** Calls the API as that admin, e.g. to create the record a row then reads. */
  call(method: string, path: string, body?: unknown): Promise<unknown>;
};

export type BenchRequest = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

/** `request` runs once before its row is measured: it may prepare data through `ctx.call`. */
export type BenchCase = { name: string; request(ctx: BenchContext): BenchRequest | Promise<BenchRequest> };

export const BENCH_CASES: readonly BenchCase[] = [
  { name: 'GET /api/ping (no database)', request: () => ({ path: '/api/ping' }) },
  {
    name: 'GET /api/me (signed in)',
    request: (ctx) => ({ path: '/api/me', headers: { authorization: `Bearer ${ctx.token}` } }),
  },
];
