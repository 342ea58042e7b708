// `npm run bench`: the API under load on loopback, on the embedded database
// and (when Debian's binaries exist) on a PostgreSQL server; each database is
// measured at the demo's size, then grown to a large size and measured again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed';
import { embeddedUrl, spawnApp, stopApp, waitListening, type AppProcess } from '../server/ops/harness';
import { BENCH_CASES, type BenchContext } from './bench/cases';
import { growDatabase, type LargeSize } from './bench/large';
import { startSystemPostgres, systemPostgresBin } from './bench/system-postgres';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// BENCH_ONLY=quote keeps the rows whose name contains the text (the bare route always runs).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// BENCH_LARGE_QUOTES=0 skips the large run; the tasks and passengers tables grow as much as the quotes table.
const LARGE_QUOTES = Number(process.env.BENCH_LARGE_QUOTES ?? 1_000_000);
const LARGE: LargeSize = {
  agents: Number(process.env.BENCH_LARGE_AGENTS ?? 2_000),
  quotes: LARGE_QUOTES,
  tasks: LARGE_QUOTES,
  passengers: LARGE_QUOTES,
};
// BENCH_PORT and BENCH_PG_PORT move the app and its database off the defaults, so two
// checkouts can bench at once; the embedded and the system server take turns on one port.
const APP_PORT = Number(process.env.BENCH_PORT ?? 4180);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 4189);
/** The target of the large run: p99 at the large size within this factor of the small size. */
const LARGE_P99_TARGET = 1.5;

type Size = 'small' | 'large';
type Row = { database: string; size: Size; name: string; rps: number; p99: number; failed: number };

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const body: unknown = await res.json();
  const token =
    typeof body === 'object' &&
    body &&
    'session' in body &&
    typeof body.session === 'object' &&
    body.session &&
    'accessToken' in body.session
      ? body.session.accessToken
      : undefined;
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(`Sign-in for the benchmark failed (${res.status})`);
  return token;
}

async function measure(database: string, size: Size, app: AppProcess): Promise<Row[]> {
  const token = await signIn(app.base);
  const ctx: BenchContext = {
    base: app.base,
    token,
    async call(method, path, body) {
      const res = await fetch(`${app.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} while preparing the benchmark`);
      return res.status === 204 ? null : res.json();
    },
  };
  const rows: Row[] = [];
  for (const c of BENCH_CASES) {
    if (size === 'large' && !c.large) continue;
    if (ONLY && !c.name.toLowerCase().includes(ONLY) && !c.name.includes('no database')) continue;
    const req = await c.request(ctx);
    // Rows with several paths cycle through them (e.g. varied hotel searches).
    let next = 0;
    const paths = req.paths;
    const requests = paths
      ? [{ setupRequest: (r: { path?: string }) => ({ ...r, path: paths[next++ % paths.length] ?? req.path }) }]
      : undefined;
    // A short warm-up so JIT and the connection pool are not what we measure.
    await autocannon({
      url: `${app.base}${req.path}`,
      method: req.method ?? 'GET',
      headers: req.headers,
      body: req.body,
      requests,
      connections: CONNECTIONS,
      duration: 1,
    });
    const r = await autocannon({
      url: `${app.base}${req.path}`,
      method: req.method ?? 'GET',
      headers: req.headers,
      body: req.body,
      requests,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    rows.push({
      database,
      size,
      name: c.name,
      rps: r.requests.average,
      p99: r.latency.p99,
      failed: r.non2xx + r.errors,
    });
    process.stdout.write('.');
  }
  return rows;
}

/** The small run, then (unless BENCH_LARGE_QUOTES=0) the database grown and the large run. */
async function measureBothSizes(database: string, app: AppProcess, url: string): Promise<Row[]> {
  const rows = await measure(database, 'small', app);
  if (LARGE.quotes <= 0) return rows;
  const n = (v: number) => v.toLocaleString('en-GB');
  process.stdout.write(`\nGrowing ${database} to ${n(LARGE.agents)} agents, ${n(LARGE.quotes)} quotes and tasks... `);
  const took = await growDatabase(url, LARGE);
  const seconds = Object.entries(took).map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`);
  console.log(seconds.join(', '));
  return [...rows, ...(await measure(database, 'large', app))];
}

async function withApp<T>(
  opts: { dataDir?: string; pgPort?: number; databaseUrl?: string },
  fn: (app: AppProcess) => Promise<T>,
): Promise<T> {
  const app = spawnApp({
    port: APP_PORT,
    ...opts,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'true' },
  });
  try {
    await waitListening(app);
    return await fn(app);
  } finally {
    const exit = await stopApp(app);
    if (exit.code !== 0) console.error(`\nThe app did not stop cleanly (${JSON.stringify(exit)}):\n${app.output()}`);
  }
}

/** Prints a table; columns from `textColumns` on are numbers, right-aligned. */
function printTable(head: string[], body: string[][], textColumns: number): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= textColumns ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(`\n\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

const sizeLabel = (size: Size) =>
  size === 'small'
    ? 'demo'
    : `${LARGE.agents.toLocaleString('en-GB')} agents, ${LARGE.quotes.toLocaleString('en-GB')} quotes`;

function printRows(rows: Row[]): void {
  const body = rows.map((r) => [
    r.database,
    sizeLabel(r.size),
    r.name,
    Math.round(r.rps).toLocaleString('en-GB'),
    String(r.p99),
    String(r.failed),
  ]);
  printTable(['database', 'size', 'route', 'req/s', 'p99 ms', 'non-2xx'], body, 3);
}

/** Each row measured at both sizes, small beside large, with the p99 ratio against the target. */
function printGrowth(rows: Row[]): void {
  const body: string[][] = [];
  for (const large of rows.filter((r) => r.size === 'large')) {
    const small = rows.find((r) => r.size === 'small' && r.database === large.database && r.name === large.name);
    if (!small) continue;
    const ratio = large.p99 / Math.max(1, small.p99);
    body.push([
      large.database,
      large.name,
      String(small.p99),
      String(large.p99),
      `${ratio.toFixed(2)}x`,
      ratio <= LARGE_P99_TARGET ? 'yes' : 'NO',
    ]);
  }
  if (body.length === 0) return;
  printTable(['database', 'route', 'p99 demo', 'p99 large', 'ratio', `<= ${LARGE_P99_TARGET}x`], body, 2);
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: ${DURATION_S} s per row, ${CONNECTIONS} connections, loopback, NODE_ENV=production, ${os.cpus().length} CPUs`,
  );
  const rows: Row[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-bench-'));
  try {
    await withApp({ dataDir, pgPort: PG_PORT }, async (app) => {
      const version = fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim();
      const url = embeddedUrl(dataDir, PG_PORT);
      rows.push(...(await measureBothSizes(`embedded (PostgreSQL ${version})`, app, url)));
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const bin = systemPostgresBin();
  if (bin) {
    const server = startSystemPostgres(bin, PG_PORT);
    try {
      await withApp({ databaseUrl: server.url }, async (app) => {
        rows.push(...(await measureBothSizes(`server (PostgreSQL ${server.version})`, app, server.url)));
      });
    } finally {
      server.stop();
    }
  } else {
    console.log(
      '\nNo PostgreSQL server binaries in /usr/lib/postgresql/*/bin: the server rows are skipped (apt-get install postgresql).',
    );
  }
  printRows(rows);
  printGrowth(rows);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
