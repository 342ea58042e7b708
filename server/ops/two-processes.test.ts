import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, query, spawnApp, stopApp, waitListening, type AppProcess } from './harness';

// DESIGN 9: stateless processes behind a load balancer share one PostgreSQL.
const name = `ops_two_${randomBytes(4).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
let a: AppProcess;
let b: AppProcess;

async function call(app: AppProcess, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${app.base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  // An empty database: both processes migrate and seed it at once, under their advisory locks.
  await query(adminUrl, `create database ${name}`);
  a = spawnApp({ port: await freePort(), databaseUrl: url, env: { SEED_DEMO: 'true' } });
  b = spawnApp({ port: await freePort(), databaseUrl: url, env: { SEED_DEMO: 'true' } });
  await Promise.all([waitListening(a), waitListening(b)]);
}, 90_000);

afterAll(async () => {
  const exits = await Promise.all([a && stopApp(a), b && stopApp(b)]);
  await query(adminUrl, `drop database if exists ${name} with (force)`);
  expect(exits.map((e) => e?.code)).toEqual([0, 0]);
});

describe('two server processes on one database', () => {
  it('migrated and seeded it once between them', async () => {
    const rows = await query<{ n: string }>(url, 'select count(*) as n from users');
    expect(Number(rows[0]?.n)).toBe(9);
    expect([a.output(), b.output()].filter((o) => o.includes('Demo accounts created'))).toHaveLength(1);
  });

  it('share sessions: signed in on one, recognised, refreshed and signed out on the other', async () => {
    const signIn = await call(a, 'POST', '/api/auth/sign-in', { email: 'admin@demo.test', password: 'demo-password' });
    expect(signIn.status).toBe(200);
    const { accessToken, refreshToken } = signIn.json.session;

    const me = await call(b, 'GET', '/api/me', undefined, accessToken);
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe('admin@demo.test');
    expect(me.json.isAdmin).toBe(true);

    const refreshed = await call(b, 'POST', '/api/auth/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    const next = refreshed.json.session.accessToken;
    expect((await call(a, 'GET', '/api/me', undefined, next)).status).toBe(200);

    expect((await call(a, 'POST', '/api/auth/sign-out', undefined, next)).status).toBe(204);
    const after = await call(b, 'GET', '/api/me', undefined, next);
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe('unauthorized');
  });

  it('share rate limits: a reset cooldown started on one holds on the other', async () => {
    expect((await call(a, 'POST', '/api/auth/recover', { email: 'lead@demo.test' })).status).toBe(200);
    const again = await call(b, 'POST', '/api/auth/recover', { email: 'lead@demo.test' });
    expect(again.status).toBe(429);
    expect(again.json.error.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
