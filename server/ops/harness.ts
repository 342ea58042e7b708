import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../app';

/**
 * Runs the real server the way `npm start` does (node --import tsx
 * server/main.ts) so tests can kill it, signal it and restart it.
 */
export type AppProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type SpawnOptions = {
  port: number;
  dataDir?: string;
  /** Fixed embedded server port, so the test can reach the data directly. */
  pgPort?: number;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
};

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

const handedOut = new Set<number>();

/**
 * A free port in 4100-4179 (4180-4199 are the bench's), picked at random so
 * two test runs on one machine (a developer's and CI's) do not collide.
 */
export async function freePort(): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const port = 4100 + Math.floor(Math.random() * 80);
    if (handedOut.has(port)) continue;
    if (await portFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port in 4100-4179');
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ap-ops-${prefix}-`));
}

export function spawnApp(opts: SpawnOptions): AppProcess {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // Nothing of the test runner's own database settings leaks in; the JWT key is
  // generated and kept in the database, as on a fresh install.
  for (const name of ['DATABASE_URL', 'EMBEDDED_PG_PORT', 'DATA_DIR', 'JWT_SECRET']) delete inherited[name];
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    SEED_DEMO: 'false',
    // A developer's .env must not point the test app at another database.
    DOTENV_CONFIG_PATH: '/dev/null',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...(opts.pgPort ? { EMBEDDED_PG_PORT: String(opts.pgPort) } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server/main.ts')], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (child.pid === undefined) throw new Error('could not spawn the app');
  return { child, pid: child.pid, port: opts.port, base: `http://127.0.0.1:${opts.port}`, output: () => out, exited };
}

/** Resolves once the app prints that it listens; fails with its output if it exits first. */
export async function waitListening(app: AppProcess, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void app.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (app.output().includes('listening on')) return;
    if (gone) throw new Error(`The app exited during start-up:\n${app.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The app did not start within ${timeoutMs} ms:\n${app.output()}`);
}

export async function startApp(opts: SpawnOptions): Promise<AppProcess> {
  const app = spawnApp(opts);
  await waitListening(app);
  return app;
}

/** Stops the app with a signal and waits for it to end. */
export async function stopApp(app: AppProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
  return app.exited;
}

/** The embedded server's superuser URL for a data folder (the app keeps the password there). */
export function embeddedUrl(dataDir: string, pgPort: number, database = 'app'): string {
  const creds: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  if (typeof creds !== 'object' || creds === null || !('user' in creds) || !('password' in creds))
    throw new Error('bad credentials file');
  return `postgres://${String(creds.user)}:${encodeURIComponent(String(creds.password))}@127.0.0.1:${pgPort}/${database}`;
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The PID in postmaster.pid while a server holds the folder, else null. */
export function postmasterPid(pgDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie is gone for our purposes.
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** PIDs of processes whose command line mentions `needle` (a data folder). */
export function processesMentioning(needle: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(needle)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids.filter(alive);
}

/** Kills a whole leftover tree at the end of a test, whatever state it is in. */
export function killAllUnder(dir: string): void {
  for (const pid of processesMentioning(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
