import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp } from '../../test/support';

/* Issue 10 finding 9: the smaller holes around tokens and sign-up. */
const { app } = await createTestApp();
const db = app.ctx.db;

describe('Cache-Control on answers that carry tokens or the profile', () => {
  it('is no-store on sign-in, refresh, sign-up, recover and their errors, and on /api/me', async () => {
    const { user } = await buildUser(db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '198.51.100.70',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const { session } = signIn.json();
    const answers = [
      signIn,
      await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: '198.51.100.70',
        payload: { refreshToken: session.refreshToken },
      }),
      await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'bad' } }),
      await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: uniqueEmail('x') } }),
      await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${session.accessToken}` } }),
    ];
    for (const res of answers)
      expect(`${res.statusCode} ${String(res.headers['cache-control'])}`).toMatch(/ no-store$/);
  });
});

describe('POST /api/auth/refresh', () => {
  it('limits one account’s rotations to 20 a minute, whatever the addresses', async () => {
    const me = await buildSignedInUser(app);
    let token = me.session.refreshToken;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress: `198.51.101.${i + 1}`,
        payload: { refreshToken: token },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 200) token = res.json().session.refreshToken;
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/auth/sign-up', () => {
  it('refuses a confirmPassword that differs with the SPEC 5 message, and creates nothing', async () => {
    const email = uniqueEmail('mismatch');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Amelia',
        lastName: 'Hughes',
        phoneNumber: '07700 900123',
        email,
        password: 'a-good-password',
        confirmPassword: 'another-password',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts a matching confirmPassword, and none at all (SPEC 3 payload)', async () => {
    const base = { firstName: 'Amelia', lastName: 'Hughes', phoneNumber: '07700 900123', password: 'a-good-password' };
    const withConfirm = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...base, email: uniqueEmail('match'), confirmPassword: 'a-good-password' },
    });
    const without = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...base, email: uniqueEmail('plain') },
    });
    expect([withConfirm.statusCode, without.statusCode]).toEqual([201, 201]);
  });
});
