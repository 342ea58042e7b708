import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, sessions } from '../../db/schema';
import { buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

async function signIn(email: string, password = TEST_PASSWORD, remoteAddress = '198.51.100.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    payload: { email, password },
  });
}
const refresh = (refreshToken: string, remoteAddress = '198.51.100.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    remoteAddress,
    payload: { refreshToken },
  });
const me = (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const { user } = await buildUser(db, overrides);
  const res = await signIn(user.email);
  expect(res.statusCode).toBe(200);
  return { user, ...res.json() };
}

describe('POST /api/auth/sign-in', () => {
  it('answers a session, the user and the profile, and audits the sign-in', async () => {
    const { user } = await buildUser(db, { role: 'agent', firstName: 'Amelia' });
    const res = await signIn(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const now = Date.now() / 1000;
    expect(body.session.expiresAt).toBeGreaterThan(now + 3500);
    expect(body.session.expiresAt).toBeLessThanOrEqual(now + 3601);
    expect(body.user.email).toBe(user.email);
    expect(body.profile).toMatchObject({ id: user.id, role: 'agent', first_name: 'Amelia' });
    expect((await me(body.session.accessToken)).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.event, 'sign_in')));
    expect(row).toBeDefined();
  });

  it('stores the refresh token only as a hash', async () => {
    const s = await signedIn();
    const rows = await db
      .select()
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, s.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.refresh_tokens.tokenHash).not.toBe(s.session.refreshToken);
    expect(JSON.stringify(rows)).not.toContain(s.session.refreshToken);
  });

  it('wrong password and unknown e-mail answer alike with the SPEC 8 messages, and are audited', async () => {
    const { user } = await buildUser(db);
    const wrong = await signIn(user.email, 'not-the-password');
    const unknown = await signIn(uniqueEmail('ghost'), 'whatever-password');
    const expected = {
      code: 'invalid_credentials',
      message: 'Invalid Login Credentials',
      fields: { password: 'Password is incorrect' },
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toEqual(expected);
    const failed = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'sign_in_failed'), eq(auditLog.email, user.email)));
    expect(failed).toHaveLength(1);
  });

  it('names the bad fields', async () => {
    const res = await signIn('not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
  });

  it('refuses an unconfirmed account with the SPEC 8 message', async () => {
    const { user } = await buildUser(db, { confirmed: false });
    const res = await signIn(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_confirmed');
  });

  it('limits attempts per account from one address, with Retry-After (lockout.test.ts: from many)', async () => {
    const { user } = await buildUser(db);
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong-password', '192.0.2.1')).statusCode).toBe(401);
    const limited = await signIn(user.email, TEST_PASSWORD, '192.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(800);
    expect(limited.json().error.message).toBe(
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  });

  it('limits attempts per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await signIn(uniqueEmail('spray'), 'whatever-password', '192.0.2.200')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new refresh token and a working access token', async () => {
    const s = await signedIn();
    const res = await refresh(s.session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.session.refreshToken).not.toBe(s.session.refreshToken);
    expect(next.profile.id).toBe(s.user.id);
    expect((await me(next.session.accessToken)).statusCode).toBe(200);
    expect((await refresh(next.session.refreshToken)).statusCode).toBe(200);
  });

  it('a reuse within 10 s (two tabs racing) gets the same successor', async () => {
    const s = await signedIn();
    const [a, b] = await Promise.all([refresh(s.session.refreshToken), refresh(s.session.refreshToken)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().session.refreshToken).toBe(b.json().session.refreshToken);
    const later = await refresh(s.session.refreshToken);
    expect(later.json().session.refreshToken).toBe(a.json().session.refreshToken);
    // The session is still alive for both tabs.
    expect((await me(b.json().session.accessToken)).statusCode).toBe(200);
  });

  it('a reuse after the grace window revokes the whole family and is audited', async () => {
    const s = await signedIn();
    const rotated = (await refresh(s.session.refreshToken)).json();
    await db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '11 seconds'` })
      .where(sql`used_at is not null`);
    const reuse = await refresh(s.session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The successor and every access token of the family are dead too.
    expect((await refresh(rotated.session.refreshToken)).json().error.code).toBe('invalid_refresh_token');
    expect((await me(rotated.session.accessToken)).statusCode).toBe(401);
    expect((await me(s.session.accessToken)).statusCode).toBe(401);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'refresh_reuse'), eq(auditLog.userId, s.user.id)));
    expect(audit).toBeDefined();
  });

  it('does not touch the user’s other sessions when one family is revoked', async () => {
    const { user } = await buildUser(db);
    const first = (await signIn(user.email)).json();
    const second = (await signIn(user.email)).json();
    await refresh(first.session.refreshToken);
    await db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '11 seconds'` })
      .where(sql`used_at is not null`);
    expect((await refresh(first.session.refreshToken)).statusCode).toBe(401);
    expect((await me(second.session.accessToken)).statusCode).toBe(200);
  });

  it('answers an unknown token with invalid_refresh_token', async () => {
    const res = await refresh('a'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_refresh_token');
  });

  it('names a missing token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ refreshToken: 'Refresh token is required' });
  });

  it('ends a session 30 days after sign-in, whatever the refreshes', async () => {
    const s = await signedIn();
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, s.user.id));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000).toBe(30);
    await db
      .update(sessions)
      .set({
        createdAt: sql`now() - interval '30 days 1 minute'`,
        expiresAt: sql`now() - interval '1 minute'`,
      })
      .where(eq(sessions.userId, s.user.id));
    const res = await refresh(s.session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'session_expired',
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await me(s.session.accessToken)).statusCode).toBe(401);
  });

  it('never hands out an access token that outlives the session', async () => {
    const s = await signedIn();
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 minutes'` })
      .where(eq(sessions.userId, s.user.id));
    const res = await refresh(s.session.refreshToken);
    expect(res.json().session.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 301);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(res.statusCode).toBe(401);
  });

  it('stops the access and refresh tokens at once, and audits it', async () => {
    const s = await signedIn();
    const auth = { authorization: `Bearer ${s.session.accessToken}` };
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: auth });
    expect(res.statusCode).toBe(204);
    const after = await me(s.session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual({
      code: 'unauthorized',
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await refresh(s.session.refreshToken)).json().error.code).toBe('invalid_refresh_token');
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'sign_out'), eq(auditLog.userId, s.user.id)))
      .orderBy(desc(auditLog.id));
    expect(row).toBeDefined();
  });

  it('a tampered or foreign access token is refused', async () => {
    const s = await signedIn();
    const [h, p] = s.session.accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
  });
});
