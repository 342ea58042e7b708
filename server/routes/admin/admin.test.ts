import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
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

describe('GET /api/admin/profiles', () => {
  it('lists every profile ordered by first name, with subscriptions', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin' });
    await buildUser(db, { firstName: 'Zoe', subscriptions: [{ status: 'canceled' }] });
    await buildUser(db, { firstName: 'Aaron' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/profiles',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((p: { first_name: string }) => p.first_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names[0]).toBe('Aaron');
    const zoe = res.json().find((p: { first_name: string }) => p.first_name === 'Zoe');
    expect(zoe.subscriptions).toEqual([{ status: 'canceled', trial_ends_at: null, current_period_end: null }]);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('requires the admin role', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${agent.user.id}/role`,
      headers: agent.headers,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes a role and audits who changed what', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const { user } = await buildUser(db, { role: 'lead' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      headers: admin.headers,
      payload: { role: 'onboarding' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('onboarding');
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'role_change'), eq(auditLog.userId, user.id)));
    expect(row?.detail).toEqual({ from: 'lead', to: 'onboarding', by: admin.user.id });
  });

  it('names a role that does not exist, refuses the admin’s own role, and answers 404 for an unknown user', async () => {
    const admin = await buildSignedInUser(app, { role: 'admin' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'king' },
    });
    expect(bad.json().error.fields).toEqual({ role: 'Choose one of the eight roles' });
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'lead' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ role: 'You cannot change your own role' });
    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/admin/users/6f1c2b1e-0000-4000-8000-000000000000/role',
      headers: admin.headers,
      payload: { role: 'lead' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
