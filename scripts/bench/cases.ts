import { DESTINATIONS } from '../../server/integrations/suppliers/sandbox/destinations';

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

export type BenchRequest = {
  path: string;
  /** When set, the requests cycle through these paths instead of repeating `path`. */
  paths?: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** `request` runs once before its row is measured: it may prepare data through `ctx.call`. */
export type BenchCase = {
  name: string;
  /** Measured again once the database is grown to the large size (scripts/bench/large.ts). */
  large?: true;
  request(ctx: BenchContext): BenchRequest | Promise<BenchRequest>;
};

const DEMO_AGENT = { email: 'agent@demo.test', password: 'demo-password' };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;

/** Signs the demo agent in (the seeded owner of the demo quotes). */
async function agentToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_AGENT),
  });
  const token = field(field(await res.json(), 'session'), 'accessToken');
  if (typeof token !== 'string') throw new Error(`Sign-in as ${DEMO_AGENT.email} failed (${res.status})`);
  return token;
}

async function asAgent(base: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} while preparing the benchmark`);
  return res.json();
}

/** Tops the demo agent up to ~200 quotes, so the list reads a realistic dashboard. */
async function agentWith200Quotes(ctx: BenchContext): Promise<string> {
  const token = await agentToken(ctx.base);
  const total = Number(field(await asAgent(ctx.base, token, 'GET', '/api/quotes?pageSize=1'), 'total') ?? 0);
  const destinations = ['Santorini', 'Maldives', 'Kyoto', 'Bali', 'Lake Como', 'Marrakech', 'Cancun', 'Cape Town'];
  for (let i = total; i < 200; i++) {
    const destination = destinations[i % destinations.length] ?? 'Rome';
    await asAgent(ctx.base, token, 'POST', '/api/quotes', {
      title: `${destination} getaway ${i + 1}`,
      destination,
      hotel_name: `Hotel ${i + 1}`,
      departure_date: new Date(Date.now() + (30 + i) * 86_400_000).toISOString().slice(0, 10),
      original_supplier_price: 150_000 + i * 1_000,
      adults: 2,
    });
  }
  return token;
}

/**
 * What people type in a quote list's search box: places, hotels, a word of a
 * title, and two that find (almost) nothing at either size: a place no quote
 * goes to and the words of one grown quote's title. Without an index those
 * two read every row of a large table before answering.
 */
/** Passenger searches: a common surname, a rare one, an e-mail, a phone number, a demo name. */
const PASSENGER_SEARCHES = ['smith', 'okafor-4711', 'passenger123456@', '07700 0042', 'whitfield'];

const SEARCHES = [
  'santorini',
  'Kyoto',
  'hotel 12',
  'getaway',
  'bali',
  'Lake Como',
  'marrakech',
  'cape',
  'zanzibar',
  'escape 123453',
];

/** The seeded quote with every section filled; published by the seed. */
async function publishedQuoteSlug(ctx: BenchContext): Promise<string> {
  const slug = 'santorini-sunset-escape';
  const res = await fetch(`${ctx.base}/api/public/quotes/${slug}?preview=1`);
  if (res.ok) return slug;
  const created = await ctx.call('POST', '/api/quotes', {
    title: 'Bench public quote',
    hotel_name: 'Hotel',
    original_supplier_price: 100_000,
    adults: 2,
  });
  const id = field(created, 'id');
  await ctx.call('POST', `/api/quotes/${String(id)}/publish`);
  return String(field(created, 'slug'));
}

/**
 * Hotel searches over the whole sandbox inventory: every destination, stays
 * from 2 to 14 nights over the next months, couples, families and two rooms.
 */
function hotelSearchPaths(): string[] {
  const codes = DESTINATIONS.map((d) => d.code);
  const rooms = ['2:0', '2:2-5-9', '1:0', '2:0,2:1-7', '3:0'];
  const sorts = ['price_asc', 'stars_desc', 'price_desc', 'name_asc'];
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: 400 }, (_, i) => {
    const start = 20 + ((i * 7) % 150);
    const q = new URLSearchParams({
      destination: codes[i % codes.length] ?? 'TFS',
      checkIn: day(start),
      checkOut: day(start + 2 + (i % 13)),
      rooms: rooms[i % rooms.length] ?? '2:0',
      sort: sorts[i % sorts.length] ?? 'price_asc',
      page: String(1 + (i % 3)),
    });
    if (i % 4 === 1) q.set('stars', '4,5');
    if (i % 5 === 2) q.set('boards', 'AI,HB');
    return `/api/live/hotels/search?${q.toString()}`;
  });
}

export const BENCH_CASES: readonly BenchCase[] = [
  { name: 'GET /api/ping (no database)', request: () => ({ path: '/api/ping' }) },
  {
    name: 'GET /api/me (signed in)',
    request: (ctx) => ({ path: '/api/me', headers: { authorization: `Bearer ${ctx.token}` } }),
  },
  {
    // Counts a view on every request: the write is part of what a customer's visit costs.
    name: 'GET /api/public/quotes/:slug (public quote read)',
    large: true,
    request: async (ctx) => ({ path: `/api/public/quotes/${await publishedQuoteSlug(ctx)}` }),
  },
  {
    name: 'GET /quotes/:slug (server-rendered public page, counts a view)',
    request: async (ctx) => ({ path: `/quotes/${await publishedQuoteSlug(ctx)}` }),
  },
  {
    name: 'GET /api/quotes (dashboard quote list, agent with 200 quotes)',
    large: true,
    request: async (ctx) => ({
      path: '/api/quotes?page=1&pageSize=20',
      headers: { authorization: `Bearer ${await agentWith200Quotes(ctx)}` },
    }),
  },
  {
    name: 'GET /api/quotes?q= (quote list search, agent with 200 quotes)',
    large: true,
    request: async (ctx) => {
      const paths = SEARCHES.map((q) => `/api/quotes?q=${encodeURIComponent(q)}&page=1&pageSize=20`);
      return { path: paths[0] ?? '', paths, headers: { authorization: `Bearer ${await agentWith200Quotes(ctx)}` } };
    },
  },
  {
    name: "GET /api/tasks (agent's open tasks)",
    large: true,
    request: async (ctx) => ({
      path: '/api/tasks?page=1&pageSize=20',
      headers: { authorization: `Bearer ${await agentToken(ctx.base)}` },
    }),
  },
  {
    name: "GET /api/quotes (admin: everyone's quotes)",
    large: true,
    request: (ctx) => ({ path: '/api/quotes?page=1&pageSize=20', headers: { authorization: `Bearer ${ctx.token}` } }),
  },
  {
    name: "GET /api/quotes?q= (admin: search everyone's quotes)",
    large: true,
    request: (ctx) => {
      const paths = SEARCHES.map((q) => `/api/quotes?q=${encodeURIComponent(q)}&page=1&pageSize=20`);
      return { path: paths[0] ?? '', paths, headers: { authorization: `Bearer ${ctx.token}` } };
    },
  },
  {
    name: "GET /api/tasks (admin: everyone's open tasks)",
    large: true,
    request: (ctx) => ({ path: '/api/tasks?page=1&pageSize=20', headers: { authorization: `Bearer ${ctx.token}` } }),
  },
  {
    name: "GET /api/passengers (agent's passenger list)",
    large: true,
    request: async (ctx) => ({
      path: '/api/passengers?page=1&pageSize=20',
      headers: { authorization: `Bearer ${await agentToken(ctx.base)}` },
    }),
  },
  {
    name: "GET /api/admin/passengers (admin: everyone's passengers)",
    large: true,
    request: (ctx) => ({
      path: '/api/admin/passengers?page=1&pageSize=20',
      headers: { authorization: `Bearer ${ctx.token}` },
    }),
  },
  {
    name: "GET /api/admin/passengers?q= (admin: search everyone's passengers by name, e-mail, phone)",
    large: true,
    request: (ctx) => {
      const paths = PASSENGER_SEARCHES.map(
        (q) => `/api/admin/passengers?q=${encodeURIComponent(q)}&page=1&pageSize=20`,
      );
      return { path: paths[0] ?? '', paths, headers: { authorization: `Bearer ${ctx.token}` } };
    },
  },
  {
    name: 'GET /api/live/hotels/search (sandbox, 10,000+ hotels, varied searches)',
    request: (ctx) => {
      const paths = hotelSearchPaths();
      return { path: paths[0] ?? '/api/live/hotels/search', paths, headers: { authorization: `Bearer ${ctx.token}` } };
    },
  },
];
