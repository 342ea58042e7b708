import fs from 'node:fs';
import path from 'node:path';

/** Looking at other processes through /proc (Linux only, like the binaries). */

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err instanceof Error && 'code' in err && err.code === 'EPERM';
  }
  // A zombie answers kill(0) but is gone for our purposes.
  return procStat(pid)?.state !== 'Z';
}

type ProcStat = { state: string; ppid: number; startTime: string };

/** Fields of /proc/<pid>/stat; the start time tells a reused PID from the original. */
export function procStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, ppid] = fields;
    const startTime = fields[19];
    if (!state || !ppid || !startTime) return null;
    return { state, ppid: Number(ppid), startTime };
  } catch {
    return null;
  }
}

export function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function cwd(pid: number): string {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

export async function sleep(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await sleep(25);
  }
  return !processAlive(pid);
}

/** True when `pid` is a process working in `dir` (Postgres chdirs into its data folder). */
export function worksIn(pid: number, dir: string): boolean {
  const real = fs.existsSync(dir) ? fs.realpathSync(dir) : dir;
  const where = cwd(pid);
  if (where) return where === real || where.startsWith(`${real}${path.sep}`);
  const cmd = cmdline(pid);
  return cmd.includes(dir) || cmd.includes(real);
}

/** Every live process whose working folder or command line is inside `dir`. */
export function processesUsing(dir: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    const where = cwd(pid);
    if ((where && (where === dir || where.startsWith(`${dir}${path.sep}`))) || cmdline(pid).includes(dir))
      found.push(pid);
  }
  return found;
}

/** Signals in order, waiting after each; resolves true once the process is gone. */
export async function stopProcess(
  pid: number,
  steps: ReadonlyArray<readonly [NodeJS.Signals, number]>,
): Promise<boolean> {
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    if (await waitForExit(pid, wait)) return true;
  }
  return false;
}
