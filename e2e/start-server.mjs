// Starts the built app for Playwright on a brand-new data folder, so every run
// begins with an empty embedded database and freshly seeded demo accounts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ap-e2e-'));
// mkdtemp makes a 0700 folder; the embedded server runs as `postgres` when we are root.
fs.chmodSync(dataDir, 0o755);

const port = process.env.E2E_PORT ?? '4400';
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '4399',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The journeys give each test its own X-Forwarded-For address (fixtures/index.ts).
    TRUST_PROXY: 'true',
  },
});

function cleanUp() {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
