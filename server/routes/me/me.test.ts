import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();

describe('GET /api/me', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers the account, profile with subscriptions and the flags', async () => {
    const me = await buildSignedInUser(app, { role: 'quoteagent', subscriptions: [{ status: 'active' }] });
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(me.user.email);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.profile.role).toBe('quoteagent');
    expect(body.profile.subscriptions).toEqual([{ status: 'active', trial_ends_at: null, current_period_end: null }]);
    expect(body).toMatchObject({ hasActiveSubscription: true, hasHadPreviousSubscription: true, isQuoteAgent: true, isAdmin: false });
  });
});
