// `npm run bench`: the API under load on loopback, on the embedded database
// and (when Debian's binaries exist) on a PostgreSQL server, one table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed';
import { spawnApp, stopApp, waitListening, type AppProcess } from '../server/ops/harness';
import { BENCH_CASES, type BenchContext } from './bench/cases';
import { startSystemPostgres, systemPostgresBin } from './bench/system-postgres';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// BENCH_ONLY=quote keeps the rows whose name contains the text (the bare route always runs).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const APP_PORT = 4180;
const SYSTEM_PG_PORT = 4190;

type Row = { database: string; name: string; rps: number; p99: number; failed: number };

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

async function measure(database: string, app: AppProcess): Promise<Row[]> {
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
    rows.push({ database, name: c.name, rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx + r.errors });
    process.stdout.write('.');
  }
  return rows;
}

async function withApp<T>(
  opts: { dataDir?: string; databaseUrl?: string },
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

function printTable(rows: Row[]): void {
  const head = ['database', 'route', 'req/s', 'p99 ms', 'non-2xx'];
  const body = rows.map((r) => [
    r.database,
    r.name,
    Math.round(r.rps).toLocaleString('en-GB'),
    String(r.p99),
    String(r.failed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(`\n\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  console.log(
    `Benchmark: ${DURATION_S} s per row, ${CONNECTIONS} connections, loopback, NODE_ENV=production, ${os.cpus().length} CPUs`,
  );
  const rows: Row[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-bench-'));
  try {
    await withApp({ dataDir }, async (app) => {
      const version = fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim();
      rows.push(...(await measure(`embedded (PostgreSQL ${version})`, app)));
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const bin = systemPostgresBin();
  if (bin) {
    const server = startSystemPostgres(bin, SYSTEM_PG_PORT);
    try {
      await withApp({ databaseUrl: server.url }, async (app) => {
        rows.push(...(await measure(`server (PostgreSQL ${server.version})`, app)));
      });
    } finally {
      server.stop();
    }
  } else {
    console.log(
      '\nNo PostgreSQL server binaries in /usr/lib/postgresql/*/bin: the server rows are skipped (apt-get install postgresql).',
    );
  }
  printTable(rows);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
