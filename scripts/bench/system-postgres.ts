import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverIds } from '../../server/db/embedded/server-user';

/** A throwaway cluster of the system's (Debian's) PostgreSQL, as CI and STACK-NOTES run it. */
export type SystemPostgres = { url: string; version: string; stop(): void };

/** The newest /usr/lib/postgresql/<n>/bin that has initdb, or null. */
export function systemPostgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function startSystemPostgres(bin: string, port: number): SystemPostgres {
  const ids = serverIds(); // initdb refuses root: run it as `postgres`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-bench-syspg-'));
  if (ids.uid !== undefined) fs.chownSync(dir, ids.uid, ids.gid ?? ids.uid);
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(path.join(bin, cmd), args, {
      uid: ids.uid,
      gid: ids.gid,
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const pgDir = path.join(dir, 'pg');
  run('initdb', ['-D', pgDir, '-U', 'app', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    pgDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
    '-w',
    'start',
  ]);
  const version =
    run('postgres', ['--version'])
      .trim()
      .replace(/^postgres \(PostgreSQL\) /, '')
      .split(' ')[0] ?? '';
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', pgDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
