import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, quotes, sessions } from '../../db/schema';
import { buildSignedInUser, buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;
const admin = await buildSignedInUser(app, { role: 'admin', firstName: 'Alex', lastName: 'Admin' });
const UNKNOWN = '6f1c2b1e-0000-4000-8000-000000000000';

type Item = { id: string; email: string; role: string; membership_active: boolean; deactivated: boolean };

async function list(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
}

describe('GET /api/admin/users', () => {
  it('requires sign-in, then the admin role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const manager = await buildSignedInUser(app, { role: 'manager' });
    expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: manager.headers })).statusCode).toBe(
      403,
    );
  });

  it('400 names the bad filter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/users?role=king', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('role');
  });

  it('pages every account and filters by role, membership, confirmation and search', async () => {
    const tag = `people${Date.now()}`;
    const current = await buildUser(db, { role: 'quoteagent', email: uniqueEmail(tag), membershipStatus: 'Current' });
    const expired = await buildUser(db, {
      role: 'quoteagent',
      email: uniqueEmail(tag),
      membershipStatus: 'Current',
      membershipExpiryDate: new Date(Date.now() - 1000),
    });
    const unconfirmed = await buildUser(db, { role: 'lead', email: uniqueEmail(tag), confirmed: false });
    const subscribed = await buildUser(db, {
      role: 'agent',
      email: uniqueEmail(tag),
      subscriptions: [{ status: 'active' }],
    });

    const all = await list(`/api/admin/users?q=${tag}&pageSize=2&sort=email_asc`);
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);
    const ids = (r: { items: Item[] }) => r.items.map((i) => i.id).sort();
    expect(ids(await list(`/api/admin/users?q=${tag}&role=quoteagent`))).toEqual(
      [current.user.id, expired.user.id].sort(),
    );
    expect(ids(await list(`/api/admin/users?q=${tag}&membership=active`))).toEqual(
      [current.user.id, subscribed.user.id].sort(),
    );
    expect(ids(await list(`/api/admin/users?q=${tag}&membership=inactive`))).toEqual([expired.user.id]);
    expect(ids(await list(`/api/admin/users?q=${tag}&membership=none`))).toEqual([unconfirmed.user.id]);
    expect(ids(await list(`/api/admin/users?q=${tag}&confirmed=no`))).toEqual([unconfirmed.user.id]);
    const one = (await list(`/api/admin/users?q=${encodeURIComponent(current.user.email)}`)).items[0];
    expect(one).toMatchObject({ role: 'quoteagent', membership_active: true, deactivated: false });
    expect(one).not.toHaveProperty('password_hash');
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('requires the admin role', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${agent.user.id}/role`,
      headers: agent.headers,
      payload: { role: 'admin', reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes a role with a reason and audits who, from what, to what and why', async () => {
    const { user } = await buildUser(db, { role: 'lead' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/role`,
      headers: admin.headers,
      payload: { role: 'onboarding', reason: 'Passed the interview' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('onboarding');
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'role_change'), eq(auditLog.userId, user.id)));
    expect(row?.detail).toEqual({ from: 'lead', to: 'onboarding', by: admin.user.id, reason: 'Passed the interview' });
    const detail = await app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(detail.json().history[0]).toMatchObject({
      event: 'role_change',
      by: 'Alex Admin',
      from: 'lead',
      to: 'onboarding',
      reason: 'Passed the interview',
    });
  });

  it('requires a reason, names a role that does not exist, refuses the admin’s own role, 404 for an unknown user', async () => {
    const { user } = await buildUser(db, { role: 'lead' });
    const url = `/api/admin/users/${user.id}/role`;
    const noReason = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { role: 'agent', reason: ' ' },
    });
    expect(noReason.json().error.fields).toEqual({ reason: 'Give a reason' });
    const bad = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { role: 'king', reason: 'x' },
    });
    expect(bad.json().error.fields).toEqual({ role: 'Choose one of the eight roles' });
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'lead', reason: 'x' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ role: 'You cannot change your own role' });
    const unknown = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${UNKNOWN}/role`,
      headers: admin.headers,
      payload: { role: 'lead', reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/users/:id/membership', () => {
  it('sets status and expiry (end of the London day), audited; the guard follows at once', async () => {
    const member = await buildSignedInUser(app, { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' });
    const before = await app.inject({ method: 'GET', url: '/api/quotes', headers: member.headers });
    expect(before.statusCode).toBe(403);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.user.id}/membership`,
      headers: admin.headers,
      payload: { membership_status: 'Current', membership_expiry_date: '2099-07-01', reason: 'Paid by bank transfer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ membership_status: 'Current', membership_active: true });
    // 1 July is in British Summer Time: the day ends at 22:59:59.999 UTC.
    expect(res.json().user.membership_expiry_date).toBe('2099-07-01T22:59:59.999Z');
    const after = await app.inject({ method: 'GET', url: '/api/quotes', headers: member.headers });
    expect(after.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'membership_change'), eq(auditLog.userId, member.user.id)));
    expect(row?.detail).toMatchObject({
      from: 'Expired - Non Payment',
      to: 'Current until 2099-07-01',
      by: admin.user.id,
      reason: 'Paid by bank transfer',
    });
  });

  it('400 names a status that does not exist and a missing reason', async () => {
    const { user } = await buildUser(db, { role: 'quoteagent' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/membership`,
      headers: admin.headers,
      payload: { membership_status: 'Gold', membership_expiry_date: null },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['membership_status', 'reason']);
  });
});

describe('deactivate and reactivate', () => {
  it('revokes every session at once and refuses sign-in until reactivated', async () => {
    const member = await buildSignedInUser(app, { role: 'agent' });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: member.headers })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'Left the agency' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.deactivated).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: member.headers })).statusCode).toBe(401);
    const live = await db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: member.user.email, password: TEST_PASSWORD },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account has been deactivated. Please contact the membership team.');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'again' },
    });
    expect(again.statusCode).toBe(409);

    const back = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.id}/reactivate`,
      headers: admin.headers,
      payload: { reason: 'Rejoined' },
    });
    expect(back.json().user.deactivated).toBe(false);
    expect((await signIn()).statusCode).toBe(200);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/admin/users/${member.user.id}`, headers: admin.headers })
    ).json();
    expect(detail.history.map((h: { event: string; reason: string }) => [h.event, h.reason])).toEqual([
      ['user_reactivated', 'Rejoined'],
      ['user_deactivated', 'Left the agency'],
    ]);
  });

  it('refuses the admin’s own account and a missing reason', async () => {
    const own = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.user.id}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'oops' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields.reason).toBe('You cannot deactivate your own account');
    const { user } = await buildUser(db);
    const none = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/deactivate`,
      headers: admin.headers,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.reason).toBe('Give a reason');
  });
});

describe('resend confirmation and send a reset link', () => {
  it('e-mails a confirmation link to an unconfirmed account, and refuses a confirmed one', async () => {
    const { user } = await buildUser(db, { role: 'lead', confirmed: false });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/resend-confirmation`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo(app, user.email))?.text).toContain('/auth/callback?type=signup&token=');
    const confirmed = await buildUser(db);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${confirmed.user.id}/resend-confirmation`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('e-mails a reset link that sets a new password, audited', async () => {
    const { user } = await buildUser(db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/send-reset`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(app, user.email);
    const token = new URL(
      mail?.text.match(/https?:\/\/\S*\/reset-password\?token=\S+/)?.[0] ?? 'http://x',
    ).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'reset_link_sent'), eq(auditLog.userId, user.id)));
    expect(row?.detail).toEqual({ by: admin.user.id });
  });

  it('an unknown id is not found', async () => {
    for (const path of ['resend-confirmation', 'send-reset']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${UNKNOWN}/${path}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/users/nope', headers: admin.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/admin/quote-agents', () => {
  it('lists quote agents with membership, renewal date and their quote count', async () => {
    const tag = `qa${Date.now()}`;
    const busy = await buildUser(db, {
      role: 'quoteagent',
      email: uniqueEmail(tag),
      membershipExpiryDate: new Date('2099-01-01T00:00:00Z'),
    });
    await buildUser(db, { role: 'agent', email: uniqueEmail(tag) });
    for (const n of [1, 2])
      await db
        .insert(quotes)
        .values({ agentId: busy.user.id, slug: `${tag}-${n}`, title: `Trip ${n}`, label: `Trip ${n}`, data: {} });
    const res = await app.inject({ method: 'GET', url: `/api/admin/quote-agents?q=${tag}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().items[0]).toMatchObject({
      id: busy.user.id,
      quote_count: 2,
      membership_status: 'Current',
      renewal_date: '2099-01-01T00:00:00.000Z',
    });
  });
});
