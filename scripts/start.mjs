// `npm start`: builds the SPA when dist/ is missing or older than its sources,
// then serves it and the API (server/main.ts) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'app', 'index.html');

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const inputs = ['app', 'domain', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const stale = !fs.existsSync(built) || Math.max(...inputs.map(newest)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) {
    console.error('The web app did not build; see the messages above.');
    process.exit(r.status ?? 1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// The server drains requests and stops its database on either signal.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start` runs us under `sh -c`, and a SIGTERM sent to npm alone (a
// container's stop) kills that shell without passing it on: when our parent
// goes away, stop the server as if we had been sent SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500).unref();
