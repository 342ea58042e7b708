import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, oneTimeTokens } from '../../db/schema';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories';
import { lastMailTo, tokenFromMail } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const post = (url: string, payload: Record<string, string>, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const mailCount = async (to: string) => {
  await app.ctx.mailer.idle();
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
};

describe('POST /api/auth/recover', () => {
  it('sends a reset link and answers the same for an unknown e-mail', async () => {
    const { user } = await buildUser(db);
    const known = await post('/api/auth/recover', { email: user.email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await post('/api/auth/recover', { email: unknownEmail }, '198.51.100.8');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.json()).toEqual(known.json());
    const mail = await lastMailTo(app, user.email);
    expect(mail?.subject).toBe('Reset your Harbour Travel Partners password');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    expect(await mailCount(unknownEmail)).toBe(0);
  });

  it('holds a second request for the same e-mail with the real remaining seconds and Retry-After', async () => {
    const { user } = await buildUser(db);
    expect((await post('/api/auth/recover', { email: user.email }, '198.51.100.20')).statusCode).toBe(200);
    await db.execute(
      sql`update rate_limits set window_start = now() - interval '25 seconds' where key = ${`recover:email:${user.email}`}`,
    );
    const again = await post('/api/auth/recover', { email: user.email }, '198.51.100.21');
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(34);
    expect(seconds).toBeLessThanOrEqual(36);
    expect(again.json().error).toEqual({
      code: 'rate_limited',
      message: `For security purposes, you can only request this after ${seconds} seconds.`,
    });
    expect(await mailCount(user.email)).toBe(1);
  });

  it('holds an unknown e-mail the same way, so the cooldown reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    await post('/api/auth/recover', { email }, '198.51.100.30');
    const again = await post('/api/auth/recover', { email }, '198.51.100.31');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('limits one IP asking for many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/auth/recover', { email: uniqueEmail('spray') }, '198.51.100.40')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('names a bad e-mail', async () => {
    const res = await post('/api/auth/recover', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs out everywhere and audits it', async () => {
    const { user } = await buildUser(db);
    const before = await signInAs(app, user.id);
    await post('/api/auth/recover', { email: user.email }, '198.51.100.50');
    const token = tokenFromMail(await lastMailTo(app, user.email), '/reset-password');

    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: before.headers })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email: user.email, password: 'brand-new-password' })).statusCode).toBe(
      200,
    );

    const reuse = await post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toEqual({
      code: 'invalid_token',
      message: 'This link is invalid or has expired.',
    });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'password_reset'), eq(auditLog.userId, user.id)));
    expect(row).toBeDefined();
  });

  it('refuses an expired link', async () => {
    const { user } = await buildUser(db);
    await post('/api/auth/recover', { email: user.email }, '198.51.100.51');
    const token = tokenFromMail(await lastMailTo(app, user.email), '/reset-password');
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('only the newest link works', async () => {
    const { user } = await buildUser(db);
    await post('/api/auth/recover', { email: user.email }, '198.51.100.52');
    const first = tokenFromMail(await lastMailTo(app, user.email), '/reset-password');
    await db.execute(sql`delete from rate_limits`);
    await post('/api/auth/recover', { email: user.email }, '198.51.100.52');
    const second = tokenFromMail(await lastMailTo(app, user.email), '/reset-password');
    expect((await post('/api/auth/reset-password', { token: first, password: 'brand-new-password' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/reset-password', { token: second, password: 'brand-new-password' })).statusCode).toBe(
      200,
    );
  });

  it('names a short password', async () => {
    const res = await post('/api/auth/reset-password', { token: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

describe('POST /api/auth/verify-email', () => {
  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/verify-email', { token: 'made-up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('names a missing token', async () => {
    const res = await post('/api/auth/verify-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      token: 'The confirmation link is missing its token',
    });
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('sends a fresh link that confirms an unconfirmed account', async () => {
    const { user } = await buildUser(db, { confirmed: false });
    const res = await post('/api/auth/resend-confirmation', { email: user.email }, '198.51.100.60');
    expect(res.json()).toEqual({ ok: true });
    const token = tokenFromMail(await lastMailTo(app, user.email), '/auth/callback?type=signup');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.json()).toEqual({ verified: true, email: user.email });
  });

  it('answers the same for unknown and already confirmed e-mails, sending nothing', async () => {
    const { user } = await buildUser(db);
    const ghost = uniqueEmail('ghost');
    expect((await post('/api/auth/resend-confirmation', { email: user.email }, '198.51.100.61')).json()).toEqual({
      ok: true,
    });
    expect((await post('/api/auth/resend-confirmation', { email: ghost }, '198.51.100.61')).json()).toEqual({
      ok: true,
    });
    expect(await mailCount(user.email)).toBe(0);
    expect(await mailCount(ghost)).toBe(0);
  });

  it('is limited per e-mail', async () => {
    const { user } = await buildUser(db, { confirmed: false });
    await post('/api/auth/resend-confirmation', { email: user.email }, '198.51.100.62');
    const again = await post('/api/auth/resend-confirmation', { email: user.email }, '198.51.100.63');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});
