import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('GET /api/admin/overview', () => {
  it('requires sign-in, then the admin role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
    const manager = await buildSignedInUser(app, { role: 'manager' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/overview', headers: manager.headers })).statusCode).toBe(
      403,
    );
  });

  it('counts users by role and membership, and lists recent sign-ups and feedback', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin', firstName: 'Alex' });
    const before = (await app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })).json();
    await buildUser(db, { role: 'quoteagent', membershipStatus: 'Current' });
    await buildUser(db, { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' });
    await buildUser(db, { role: 'agent', membershipStatus: 'trialing' });
    await buildUser(db, { role: 'lead', membershipStatus: 'Cancelled' });
    const newest = await buildUser(db, { role: 'lead', confirmed: false, firstName: 'Nina' });
    const agent = await buildSignedInUser(app, {
      role: 'agent',
      firstName: 'Amelia',
      lastName: 'Hughes',
    });
    await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: agent.headers,
      payload: {
        title: 'Dark mode',
        description: 'Please.',
        type: 'enhancement',
        priority: 'low',
        category: 'dashboard',
      },
    });

    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const delta = (a: Record<string, number>, b: Record<string, number>) =>
      Object.fromEntries(Object.keys(a).map((k) => [k, (a[k] ?? 0) - (b[k] ?? 0)]));
    expect(body.totalUsers - before.totalUsers).toBe(6);
    expect(delta(body.usersByRole, before.usersByRole)).toEqual({
      admin: 0,
      agent: 2,
      onboarding: 0,
      quoteagent: 2,
      manager: 0,
      lead: 2,
      explorer: 0,
      customer: 0,
    });
    expect(delta(body.membership, before.membership)).toEqual({
      active: 1,
      trial: 1,
      expired: 1,
      cancelled: 1,
      terminating: 0,
      none: 2,
    });
    expect(body.recentSignUps[1]).toMatchObject({
      id: newest.user.id,
      firstName: 'Nina',
      role: 'lead',
      emailConfirmed: false,
    });
    expect(body.recentFeedback[0]).toMatchObject({
      title: 'Dark mode',
      submitterName: 'Amelia Hughes',
      submitterEmail: agent.user.email,
      trackerUrl: null,
    });
  });
});
