import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildUser, uniqueEmail } from '../../test/factories';
import { lastMailTo, tokenFromMail } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const payload = (over: Record<string, unknown> = {}) => ({
  firstName: 'Amelia',
  lastName: 'Hughes',
  phoneNumber: '07700 900123',
  email: uniqueEmail('signup'),
  password: 'a-good-password',
  ...over,
});

describe('POST /api/auth/sign-up', () => {
  it('creates a lead with the fallback agency, lowercases the e-mail and sends a confirmation link', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: payload({ email }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.confirmationRequired).toBe(true);
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.user.emailConfirmedAt).toBeNull();
    expect(body.profile).toMatchObject({
      role: 'lead',
      agency_name: 'To be decided on',
      first_name: 'Amelia',
      subscriptions: [],
    });
    expect(body.user.metadata.full_name).toBe('Amelia Hughes');

    const mail = await lastMailTo(app, email.toLowerCase());
    expect(mail?.subject).toContain('Confirm your e-mail');
    expect(mail?.text).toContain('http://localhost:3000/auth/callback?type=signup&token=');
    expect(mail?.html).toContain('Harbour Travel Partners');
  });

  it('never grants a role other than lead', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: payload({ role: 'admin' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.role).toBe('Self sign-up creates a lead account');
  });

  it('names each bad field with the SPEC 5 message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'A',
        lastName: 'B',
        phoneNumber: '123',
        email: 'nope',
        password: 'short',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      phoneNumber: 'Please enter a valid phone number',
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('answers an e-mail that already has an account like a new one, whatever its case, and makes no second account', async () => {
    const { user } = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: payload({ email: user.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      confirmationRequired: true,
      user: { email: user.email, emailConfirmedAt: null },
    });
    expect(await db.select().from(users).where(eq(users.email, user.email))).toHaveLength(1);
    expect((await lastMailTo(app, user.email))?.subject).toBe('You already have a Harbour Travel Partners account');
  });

  it('two sign-ups with one new address at the same moment: both answered 201, one account (the race is not a 500)', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          remoteAddress: '203.0.113.20',
          payload: payload({ email }),
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('the confirmation link confirms once, then sign-in works', async () => {
    const email = uniqueEmail('confirm');
    await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: payload({ email }) });
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'a-good-password' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'email_not_confirmed',
      message: 'Email not verified. Please check your email and verify your account.',
    });

    const token = tokenFromMail(await lastMailTo(app, email), '/auth/callback?type=signup');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, email });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'invalid_token',
      message: 'This link is invalid or has expired.',
    });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'a-good-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('limits sign-ups per IP with Retry-After', async () => {
    const statuses: number[] = [];
    let refused;
    let refusedEmail = '';
    for (let i = 0; i < 11; i++) {
      refusedEmail = uniqueEmail('burst');
      refused = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: '203.0.113.9',
        payload: payload({ email: refusedEmail }),
      });
      statuses.push(refused.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().error.code).toBe('rate_limited');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    const [row] = await db.select().from(users).where(eq(users.email, refusedEmail));
    expect(row).toBeUndefined();
    // Another address is not held back.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: '203.0.113.10',
      payload: payload(),
    });
    expect(other.statusCode).toBe(201);
  });
});
