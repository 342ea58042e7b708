import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, freePort, killAllUnder, postmasterPid, processesMentioning, startApp, tempDir } from './harness';

const APP_PORT = await freePort();
const PG_PORT = await freePort();
// CI's second pass (DATABASE_URL) skips these tests: make no folder for them.
const skipped = Boolean(process.env.DATABASE_URL);
const dataDir = skipped ? '' : tempDir('shutdown');
const pgDir = path.join(dataDir, 'pg');

afterAll(() => {
  if (!dataDir) return;
  killAllUnder(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Reply = { status: number; body: string };

/**
 * A sign-in whose body arrives in two parts, so the request is in flight
 * while we signal the process; `finish` sends the rest.
 */
function slowSignIn(port: number): { finish(): void; reply: Promise<Reply> } {
  const body = JSON.stringify({ email: 'nobody@ops.test', password: 'not-the-password' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/sign-in',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), reply };
}

function shutdownsLogged(): number {
  return (fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').match(/database system is shut down/g) ?? [])
    .length;
}

describe.skipIf(skipped)('graceful shutdown', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal}: finishes the request in flight, stops PostgreSQL cleanly and exits 0`, async () => {
      const app = await startApp({ port: APP_PORT, dataDir, pgPort: PG_PORT });
      const server = postmasterPid(pgDir);
      expect(server).not.toBeNull();
      const before = fs.existsSync(path.join(dataDir, 'postgres.log')) ? shutdownsLogged() : 0;

      const inFlight = slowSignIn(APP_PORT);
      await new Promise((r) => setTimeout(r, 300));
      app.child.kill(signal);
      await new Promise((r) => setTimeout(r, 500));
      expect(app.child.exitCode).toBeNull(); // still draining: it waits for our request
      expect(alive(server ?? 0)).toBe(true); // and the database stays up for it
      inFlight.finish();
      const reply = await inFlight.reply;
      expect(reply.status).toBe(401); // the real answer, not a 503 or a reset connection
      expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'invalid_credentials' } });

      const exit = await app.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(alive(server ?? 0)).toBe(false);
      expect(processesMentioning(pgDir)).toEqual([]);
      expect(fs.existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
      expect(shutdownsLogged()).toBe(before + 1);
    }, 60_000);
  }
});
