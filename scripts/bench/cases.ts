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
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** `request` runs once before its row is measured: it may prepare data through `ctx.call`. */
export type BenchCase = {
  name: string;
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
  if (typeof token !== 'string')
    throw new Error(`Sign-in as ${DEMO_AGENT.email} failed (${res.status})`);
  return token;
}

async function asAgent(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status} while preparing the benchmark`);
  return res.json();
}

/** Tops the demo agent up to ~200 quotes, so the list reads a realistic dashboard. */
async function agentWith200Quotes(ctx: BenchContext): Promise<string> {
  const token = await agentToken(ctx.base);
  const total = Number(
    field(await asAgent(ctx.base, token, 'GET', '/api/quotes?pageSize=1'), 'total') ?? 0,
  );
  const destinations = [
    'Santorini',
    'Maldives',
    'Kyoto',
    'Bali',
    'Lake Como',
    'Marrakech',
    'Cancun',
    'Cape Town',
  ];
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

export const BENCH_CASES: readonly BenchCase[] = [
  { name: 'GET /api/ping (no database)', request: () => ({ path: '/api/ping' }) },
  {
    name: 'GET /api/me (signed in)',
    request: (ctx) => ({ path: '/api/me', headers: { authorization: `Bearer ${ctx.token}` } }),
  },
  {
    // Counts a view on every request: the write is part of what a customer's visit costs.
    name: 'GET /api/public/quotes/:slug (public quote read)',
    request: async (ctx) => ({ path: `/api/public/quotes/${await publishedQuoteSlug(ctx)}` }),
  },
  {
    name: 'GET /api/quotes (dashboard quote list, agent with 200 quotes)',
    request: async (ctx) => ({
      path: '/api/quotes?page=1&pageSize=20',
      headers: { authorization: `Bearer ${await agentWith200Quotes(ctx)}` },
    }),
  },
];
