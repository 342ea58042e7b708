import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/support';
import { loadJwtKey, signAccessToken, verifyAccessToken } from './jwt';
import { hit, RATE_RULES } from './rate-limit';

const database = await createTestDatabase();
const db = database.db;
afterAll(() => database.close());

const CLAIMS = { sub: '6f1d2c3b-0a9e-4c8d-9b7a-1e2f3a4b5c6d', sid: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b' };

describe('JWT key', () => {
  it('without JWT_SECRET, generates one key, stores it and gives every process the same', async () => {
    const first = await loadJwtKey(db, undefined);
    const second = await loadJwtKey(db, undefined);
    expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
    expect(first.length).toBeGreaterThanOrEqual(48);
    const { token } = await signAccessToken(first, CLAIMS, new Date(Date.now() + 60_000));
    expect(verifyAccessToken(second, token)).toEqual(CLAIMS);
  });

  it('refuses a token signed with another key or past its expiry', async () => {
    const key = await loadJwtKey(db, undefined);
    const other = new TextEncoder().encode('x'.repeat(40));
    const { token } = await signAccessToken(other, CLAIMS, new Date(Date.now() + 60_000));
    expect(verifyAccessToken(key, token)).toBeNull();
    const old = await signAccessToken(key, CLAIMS, new Date(Date.now() + 60_000), new Date(Date.now() - 2 * 3600_000));
    expect(verifyAccessToken(key, old.token)).toBeNull();
  });

  it('refuses forged tokens: alg none, a changed payload, another issuer, garbage', async () => {
    const key = await loadJwtKey(db, undefined);
    const { token } = await signAccessToken(key, CLAIMS, new Date(Date.now() + 60_000));
    const [head, body, sig] = token.split('.');
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(verifyAccessToken(key, `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`)).toBeNull();
    expect(verifyAccessToken(key, `${b64({ alg: 'none' })}.${body}.${sig}`)).toBeNull();
    expect(verifyAccessToken(key, `${head}.${b64({ ...claims, sub: 'admin' })}.${sig}`)).toBeNull();
    const foreign = await new SignJWT({ sid: CLAIMS.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.sub)
      .setIssuer('someone-else')
      .setExpirationTime('1h')
      .sign(key);
    expect(verifyAccessToken(key, foreign)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c.d', `${head}.${body}`, `${head}.${body}.${sig}x`, '...'])
      expect(verifyAccessToken(key, junk)).toBeNull();
    expect(verifyAccessToken(key, token)).toEqual(CLAIMS);
  });

  it('refuses a correctly signed token whose sub or sid is not a UUID', async () => {
    const key = await loadJwtKey(db, undefined);
    const expires = new Date(Date.now() + 60_000);
    for (const claims of [
      { sub: 'not-a-uuid', sid: CLAIMS.sid },
      { sub: CLAIMS.sub, sid: 'x\u0000y' },
      { sub: `${CLAIMS.sub}x`, sid: CLAIMS.sid },
      { sub: '', sid: '' },
    ]) {
      const { token } = await signAccessToken(key, claims, expires);
      expect(verifyAccessToken(key, token), JSON.stringify(claims)).toBeNull();
    }
  });
});

describe('rate limit window', () => {
  it('counts hits in a fixed window and tells the real seconds left', async () => {
    const rule = { limit: 2, windowS: 60 };
    expect((await hit(db, 'k1', rule)).allowed).toBe(true);
    expect((await hit(db, 'k1', rule)).allowed).toBe(true);
    const third = await hit(db, 'k1', rule);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterS).toBeGreaterThanOrEqual(59);
    await db.execute(sql`update rate_limits set window_start = now() - interval '45 seconds' where key = 'k1'`);
    expect((await hit(db, 'k1', rule)).retryAfterS).toBeLessThanOrEqual(15);
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = RATE_RULES.recoverEmail;
    await hit(db, 'k2', rule);
    expect((await hit(db, 'k2', rule)).allowed).toBe(false);
    await db.execute(sql`update rate_limits set window_start = now() - interval '61 seconds' where key = 'k2'`);
    const fresh = await hit(db, 'k2', rule);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it('is atomic: 50 concurrent hits are counted exactly', async () => {
    const rule = { limit: 30, windowS: 60 };
    const results = await Promise.all(Array.from({ length: 50 }, () => hit(db, 'k3', rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(Math.max(...results.map((r) => r.count))).toBe(50);
  });
});
