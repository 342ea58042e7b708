import fs from 'node:fs';
import path from 'node:path';
import { fsyncDir } from './files';
import { processAlive, procStat } from './processes';

/** `<pid> <start time>`: a PID reused by another process after a crash is not mistaken for us. */
function identity(pid: number): string {
  return `${pid} ${procStat(pid)?.startTime ?? ''}`.trim();
}

function holderAlive(content: string): number | null {
  const [pidText, startTime] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processAlive(pid)) return null;
  // Without a recorded start time (an older file) a live PID is taken at its word.
  if (startTime && procStat(pid)?.startTime !== startTime) return null;
  return pid;
}

function readIfPresent(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Claims DATA_DIR for this process through `app.pid`. Only with the claim do
 * we treat a running server on this data as a leftover to stop, so a second
 * app started on the same DATA_DIR cannot stop the first one's database.
 */
export function claimDataDir(dataDir: string): void {
  const lock = path.join(dataDir, 'app.pid');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lock, 'wx', 0o644);
      try {
        fs.writeSync(fd, identity(process.pid));
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fsyncDir(dataDir);
      return;
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
    }
    const content = readIfPresent(lock);
    if (content === null) continue; // removed meanwhile: try again
    const holder = holderAlive(content);
    if (holder !== null) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another running instance (pid ${holder}). Stop it, or use another DATA_DIR.`,
      );
    }
    if (content.trim().split(/\s+/)[0] === String(process.pid)) return; // already ours
    fs.rmSync(lock, { force: true }); // left by a killed run
  }
  throw new Error(`Could not claim DATA_DIR ${dataDir} (app.pid keeps changing).`);
}

export function releaseDataDir(dataDir: string): void {
  const lock = path.join(dataDir, 'app.pid');
  try {
    if (fs.readFileSync(lock, 'utf8').trim().split(/\s+/)[0] === String(process.pid)) fs.rmSync(lock, { force: true });
  } catch {
    // already gone
  }
}
