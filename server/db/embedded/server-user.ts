import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { processAlive } from './processes';

/** Uid/gid to run PostgreSQL as: empty when we are not root (it runs as us). */
export type Ids = { uid?: number; gid?: number };

export type Binaries = { postgres: string; initdb: string; root: string };

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function idsOf(name: string): Ids | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root, use `postgres`, creating it if the system has none. */
export function serverIds(): Ids {
  if (!isRoot()) return {};
  let ids = idsOf('postgres');
  if (!ids) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', [
      '--system',
      '-g',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    // BusyBox systems (Alpine) have adduser instead.
    if (!idsOf('postgres')) spawnSync('adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', 'postgres']);
    ids = idsOf('postgres');
  }
  if (!ids) {
    throw new Error(
      'Running as root, but there is no "postgres" user and one could not be created. Create it, or run as another user.',
    );
  }
  return ids;
}

/** Whether the server user passes `test <flag> target` (which checks every parent folder too). */
export function canAccess(ids: Ids, flag: '-x' | '-r' | '-w', target: string): boolean {
  if (ids.uid === undefined) return true;
  const r = spawnSync('/bin/sh', ['-c', `test ${flag} "$1"`, 'sh', target], { uid: ids.uid, gid: ids.gid });
  return r.status === 0;
}

function binariesAt(root: string): Binaries {
  return { postgres: path.join(root, 'bin', 'postgres'), initdb: path.join(root, 'bin', 'initdb'), root };
}

function usable(ids: Ids, bin: Binaries): boolean {
  return (
    canAccess(ids, '-x', bin.postgres) &&
    canAccess(ids, '-x', bin.initdb) &&
    canAccess(ids, '-r', path.join(bin.root, 'share'))
  );
}

/** Removes half-made copies left by processes that died while copying. */
function removeDeadStagings(cache: string): void {
  const parent = path.dirname(cache);
  for (const entry of fs.readdirSync(parent)) {
    const match = entry.startsWith(`${path.basename(cache)}.tmp-`) ? /\.tmp-(\d+)$/.exec(entry) : null;
    if (match && !processAlive(Number(match[1]))) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * The package's binaries may sit under a folder the postgres user cannot
 * traverse (a clone inside a 0700 home). Copy them once to a readable cache.
 */
export function reachableBinaries(ids: Ids, bin: Binaries, cacheRoot = '/var/cache/agent-platform'): Binaries {
  if (usable(ids, bin)) return bin;
  const pkg: unknown = JSON.parse(fs.readFileSync(path.join(path.dirname(bin.root), 'package.json'), 'utf8'));
  const version =
    typeof pkg === 'object' && pkg && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : 'unknown';
  fs.mkdirSync(cacheRoot, { recursive: true, mode: 0o755 });
  fs.chmodSync(cacheRoot, 0o755);
  const cache = path.join(cacheRoot, `postgres-${version}`);
  const cached = binariesAt(cache);
  if (fs.existsSync(path.join(cache, 'COMPLETE')) && usable(ids, cached)) return cached;

  removeDeadStagings(cache);
  const staging = `${cache}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  for (const part of ['bin', 'lib', 'share']) {
    fs.cpSync(path.join(bin.root, part), path.join(staging, part), { recursive: true, verbatimSymlinks: true });
  }
  fs.writeFileSync(path.join(staging, 'COMPLETE'), version);
  spawnSync('chmod', ['-R', 'a+rX', staging]);
  fs.rmSync(cache, { recursive: true, force: true });
  try {
    fs.renameSync(staging, cache);
  } catch {
    // Another process finished its copy first; theirs is as good as ours.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  if (!usable(ids, cached)) {
    throw new Error(`The "postgres" user cannot run PostgreSQL from ${bin.root}, nor from the copy in ${cache}.`);
  }
  return cached;
}

/**
 * Where the cluster lives: DATA_DIR/pg, unless the postgres user cannot reach
 * DATA_DIR (say ./data inside a 0700 home); then a folder of its own under
 * /var/lib, found again from DATA_DIR's path, with a `pg` link for people.
 */
export function clusterDir(
  ids: Ids,
  dataDir: string,
  fallbackRoot = '/var/lib/agent-platform',
): { pgDir: string; relocated: boolean } {
  const inPlace = path.join(dataDir, 'pg');
  if (fs.lstatSync(inPlace, { throwIfNoEntry: false })?.isSymbolicLink()) {
    // Placed elsewhere by an earlier start: keep using that cluster.
    const pgDir = path.resolve(dataDir, fs.readlinkSync(inPlace));
    fs.mkdirSync(path.dirname(pgDir), { recursive: true, mode: 0o711 });
    return { pgDir, relocated: true };
  }
  if (canAccess(ids, '-x', dataDir)) {
    return { pgDir: inPlace, relocated: false };
  }
  const id = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
  const home = path.join(fallbackRoot, id);
  fs.mkdirSync(home, { recursive: true, mode: 0o711 });
  fs.chmodSync(fallbackRoot, 0o711);
  fs.chmodSync(home, 0o711);
  if (!canAccess(ids, '-x', home)) {
    throw new Error(
      `The "postgres" user can reach neither DATA_DIR ${dataDir} nor ${home}. Set DATA_DIR to a folder it can reach, or set DATABASE_URL.`,
    );
  }
  const pgDir = path.join(home, 'pg');
  try {
    if (!fs.existsSync(inPlace)) fs.symlinkSync(pgDir, inPlace);
  } catch {
    // The link is only a signpost.
  }
  return { pgDir, relocated: true };
}
