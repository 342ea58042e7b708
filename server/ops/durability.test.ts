import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedUrl, freePort, killAllUnder, postmasterPid, query, startApp, tempDir } from './harness';

const APP_PORT = await freePort();
const PG_PORT = await freePort();
const CYCLES = 6;
const CONCURRENCY = 4;
// CI's second pass (DATABASE_URL) skips these tests: make no folder for them.
const skipped = Boolean(process.env.DATABASE_URL);
const dataDir = skipped ? '' : tempDir('durability');
const pgDir = path.join(dataDir, 'pg');

afterAll(() => {
  if (!dataDir) return;
  killAllUnder(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Tally = { acknowledged: string[]; failed: number };

/** Signs up users one after another until stopped; remembers every e-mail answered with 201. */
async function writer(base: string, cycle: number, lane: number, tally: Tally, stop: { now: boolean }): Promise<void> {
  for (let i = 0; !stop.now; i++) {
    const email = `c${cycle}-l${lane}-${i}@ops.test`;
    try {
      const res = await fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // One client address per request (TRUST_PROXY is on): the sign-up rate limit is per IP.
          'x-forwarded-for': `10.${cycle}.${lane}.${i % 250}`,
        },
        body: JSON.stringify({
          firstName: 'Kill',
          lastName: 'Test',
          phoneNumber: '+44 20 7946 0000',
          email,
          password: 'kill-test-password',
        }),
      });
      if (res.status === 201) tally.acknowledged.push(email);
      else tally.failed++;
      await res.body?.cancel();
    } catch {
      // The connection died with the process: not acknowledged, so either outcome is allowed.
      tally.failed++;
    }
  }
}

describe.skipIf(skipped)('durability', () => {
  it('keeps every acknowledged write when the app (and sometimes its database) is killed at random moments', async () => {
    const tally: Tally = { acknowledged: [], failed: 0 };
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const app = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT, env: { TRUST_PROXY: 'true' } });
      const stop = { now: false };
      const lanes = Array.from({ length: CONCURRENCY }, (_, lane) => writer(app.base, cycle, lane, tally, stop));
      await new Promise((r) => setTimeout(r, 400 + Math.random() * 1_200));
      const server = postmasterPid(pgDir);
      app.child.kill('SIGKILL');
      // Every other cycle the whole database goes down with it, mid-write: crash recovery from the WAL.
      if (cycle % 2 === 1 && server) process.kill(-server, 'SIGKILL');
      await app.exited;
      stop.now = true;
      await Promise.all(lanes);
    }

    const app = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT });
    try {
      const rows = await query<{ email: string }>(
        embeddedUrl(dataDir, PG_PORT),
        `select email from users where email like '%@ops.test'`,
      );
      const stored = new Set(rows.map((r) => r.email));
      const lost = tally.acknowledged.filter((e) => !stored.has(e));
      expect(lost).toEqual([]);
      // Enough writes were acknowledged for the kills to have landed among them.
      expect(tally.acknowledged.length).toBeGreaterThan(CYCLES * 3);
      expect(tally.failed).toBeGreaterThan(0);
      const signIn = await fetch(`${app.base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: tally.acknowledged.at(-1), password: 'kill-test-password' }),
      });
      // The last acknowledged account exists and simply awaits its e-mail confirmation.
      expect(signIn.status).toBe(403);
    } finally {
      app.child.kill('SIGTERM');
      expect((await app.exited).code).toBe(0);
    }
  }, 110_000);
});
