import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Credentials = { user: string; password: string };

const SERVER_USER = 'app';

/** Opens a folder and fsyncs it, so a rename inside it survives a power cut. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Write-to-side-file, fsync, rename: a reader sees the old or the new file, never half. */
export function writeFileAtomic(file: string, content: string, mode = 0o600): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w', mode);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  fsyncDir(path.dirname(file));
}

function parseCredentials(text: string): Credentials | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const user = 'user' in parsed ? parsed.user : undefined;
    const password = 'password' in parsed ? parsed.password : undefined;
    if (typeof user === 'string' && user && typeof password === 'string' && password) return { user, password };
  } catch {
    // fall through: unreadable
  }
  return null;
}

/**
 * The superuser's name and generated password, stored before initdb uses
 * them so a cluster never exists whose password we did not keep.
 */
export function loadCredentials(dataDir: string, clusterExists: boolean): Credentials {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (fs.existsSync(file)) {
    const creds = parseCredentials(fs.readFileSync(file, 'utf8'));
    if (creds) return creds;
    if (clusterExists) {
      throw new Error(
        `${file} is damaged, and the database in ${dataDir} needs the password stored there. ` +
          'Restore the file, or move DATA_DIR aside to start with an empty database.',
      );
    }
  }
  const creds = { user: SERVER_USER, password: randomBytes(24).toString('base64url') };
  writeFileAtomic(file, JSON.stringify(creds));
  return creds;
}

/** Keeps postgres.log from growing without end: one previous generation is kept. */
export function rotateLog(logFile: string, maxBytes = 10 * 1024 * 1024): void {
  try {
    if (fs.statSync(logFile).size > maxBytes) fs.renameSync(logFile, `${logFile}.1`);
  } catch {
    // no log yet
  }
}
