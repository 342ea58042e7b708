import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alive,
  embeddedUrl,
  freePort,
  killAllUnder,
  postmasterPid,
  processesMentioning,
  query,
  spawnApp,
  startApp,
  stopApp,
  tempDir,
  type AppProcess,
} from './harness';

const APP_PORT = await freePort();
const PG_PORT = await freePort();
// CI's second pass (DATABASE_URL) skips these tests: make no folder for them.
const skipped = Boolean(process.env.DATABASE_URL);
const dataDir = skipped ? '' : tempDir('recovery');
const pgDir = path.join(dataDir, 'pg');
const seeded = { SEED_DEMO: 'true' };

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

function kill(app: AppProcess) {
  app.child.kill('SIGKILL');
  return app.exited;
}

afterAll(() => {
  if (!dataDir) return;
  killAllUnder(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skipped)('embedded database recovery', () => {
  it('recovers by itself when the app is killed at any point of its very first start', async () => {
    // Each kill hits the next start, which must clean up after the one before.
    // A new server is one whose PID differs from what held the folder at spawn time.
    const newServer = (before: number | null) => () => {
      const pid = postmasterPid(pgDir);
      return pid !== null && pid !== before;
    };
    const moments: Array<{ name: string; reached: (before: number | null) => () => boolean; after: number }> = [
      {
        name: 'while initdb runs',
        reached: () => () => fs.readdirSync(dataDir).some((e) => e.startsWith('pg.init-')),
        after: 0,
      },
      { name: 'just after the server was launched', reached: newServer, after: 0 },
      // A little later, into the migrations and the demo seed.
      { name: 'while migrating and seeding', reached: newServer, after: 300 },
    ];
    const hit: string[] = [];
    for (const moment of moments) {
      const before = postmasterPid(pgDir);
      const app = spawnApp({ port: APP_PORT, dataDir, pgPort: PG_PORT, env: seeded });
      const reached = await until(moment.reached(before), 40_000);
      await new Promise((r) => setTimeout(r, moment.after));
      const wasRunning = app.child.exitCode === null;
      await kill(app);
      if (reached && wasRunning) hit.push(moment.name);
    }
    for (const delay of [150, 1_200]) {
      const app = spawnApp({ port: APP_PORT, dataDir, pgPort: PG_PORT, env: seeded });
      await new Promise((r) => setTimeout(r, delay));
      await kill(app);
    }
    expect(hit).toEqual(moments.map((m) => m.name));

    const app = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT, env: seeded });
    try {
      const health = await fetch(`${app.base}/api/ping`);
      expect(health.status).toBe(200);
      const users = await query<{ n: string }>(embeddedUrl(dataDir, PG_PORT), 'select count(*) as n from users');
      expect(Number(users[0]?.n)).toBe(9); // the demo accounts, seeded exactly once
      expect(fs.readdirSync(dataDir).filter((e) => e.startsWith('pg.init-'))).toEqual([]);
      // One process holds the data, the current server: no orphaned initdb, no older server.
      expect(processesMentioning(pgDir)).toEqual([postmasterPid(pgDir)]);
    } finally {
      expect((await stopApp(app)).code).toBe(0);
    }
  }, 110_000);

  it('stops a server left running by a killed app and starts with the data intact', async () => {
    const app = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT });
    const url = embeddedUrl(dataDir, PG_PORT);
    await query(url, 'create table ops_marker (v text)');
    await query(url, `insert into ops_marker values ('written before the kill')`);
    await kill(app);
    const leftover = postmasterPid(pgDir);
    expect(leftover).not.toBeNull();
    expect(alive(leftover ?? 0)).toBe(true); // it still holds the data folder

    const next = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT });
    try {
      expect(alive(leftover ?? 0)).toBe(false);
      expect(postmasterPid(pgDir)).not.toBe(leftover);
      expect(next.output()).toContain('left over from an earlier run');
      expect(await query(url, 'select v from ops_marker')).toEqual([{ v: 'written before the kill' }]);
      expect((await fetch(`${next.base}/api/ping`)).status).toBe(200);
    } finally {
      expect((await stopApp(next)).code).toBe(0);
    }
  }, 60_000);
});
