import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestDatabase, TEST_ENV_DEFAULTS } from '../test/support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  env: parseEnv(TEST_ENV_DEFAULTS),
  serveClient: false,
  logger: false,
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo seed', () => {
  it('creates one confirmed account per role once, and each signs in with the demo password', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    const roles = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().profile.role).toBe(account.role);
      roles.add(account.role);
    }
    expect(roles.size).toBe(8);
  }, 60_000);

  it('gives the quote agent an active membership and the expired one none', async () => {
    const signIn = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.0.0.2',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json();
    const quote = await signIn('quoteagent@demo.test');
    const meQuote = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${quote.session.accessToken}` },
    });
    expect(meQuote.json()).toMatchObject({ hasActiveSubscription: true, isQuoteAgent: true });
    expect(meQuote.json().profile.membership_status).toBe('Current');
    const expired = await signIn('expired@demo.test');
    const meExpired = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${expired.session.accessToken}` },
    });
    expect(meExpired.json()).toMatchObject({
      hasActiveSubscription: false,
      hasHadPreviousSubscription: true,
    });
    const feedback = await app.inject({
      method: 'GET',
      url: '/api/feedback',
      headers: { authorization: `Bearer ${expired.session.accessToken}` },
    });
    expect(feedback.json().error.code).toBe('membership_required');
  });
});
