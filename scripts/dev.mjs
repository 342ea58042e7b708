// `npm run dev`: Vite with hot reload on :5173 (it proxies /api to :3000)
// beside the API server, restarted by Node's watch mode when server code changes.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const p of procs) if (p.exitCode === null && p.signalCode === null) p.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// When one ends, stop the other, and exit once both are gone: the server
// needs its moment to drain and stop the embedded database.
let running = procs.length;
let exitCode = 0;
for (const p of procs) {
  p.on('exit', (code) => {
    if (code) exitCode = code;
    stop('SIGTERM');
    if (--running === 0) process.exit(exitCode);
  });
}
