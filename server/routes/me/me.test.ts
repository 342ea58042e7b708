import { describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { lastMailTo, tokenFromMail } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();

describe('GET /api/me', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers the account, profile with subscriptions and the flags', async () => {
    const me = await buildSignedInUser(app, {
      role: 'quoteagent',
      subscriptions: [{ status: 'active' }],
    });
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(me.user.email);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.profile.role).toBe('quoteagent');
    expect(body.profile.subscriptions).toEqual([{ status: 'active', trial_ends_at: null, current_period_end: null }]);
    expect(body).toMatchObject({
      hasActiveSubscription: true,
      hasHadPreviousSubscription: true,
      isQuoteAgent: true,
      isAdmin: false,
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'PATCH', url: '/api/me/profile', payload: {} })).statusCode).toBe(401);
  });

  it('names each bad field', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: me.headers,
      payload: { firstName: 'A', lastName: 'Bo', phoneNumber: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: 'First name must be at least 2 characters',
      phoneNumber: 'Please enter a valid phone number',
    });
  });

  it('saves the details, falls back to the default agency, and answers the new profile', async () => {
    const me = await buildSignedInUser(app, { role: 'lead' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: me.headers,
      payload: {
        firstName: 'Priya',
        lastName: 'Shah',
        phoneNumber: '07700 900456',
        agencyName: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      first_name: 'Priya',
      last_name: 'Shah',
      phone_number: '07700 900456',
      agency_name: 'To be decided on',
    });
    expect(res.json().user.metadata.full_name).toBe('Priya Shah');
    const again = await app.inject({ method: 'GET', url: '/api/me', headers: me.headers });
    expect(again.json().profile.first_name).toBe('Priya');
  });
});

describe('POST /api/me/password', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/me/password', payload: {} })).statusCode).toBe(401);
  });

  it('refuses a wrong current password, naming the field', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: me.headers,
      payload: { currentPassword: 'wrong-one', newPassword: 'a-new-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('names a short new password', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: me.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(res.json().error.fields).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const me = await buildSignedInUser(app);
    const other = await signInAs(app, me.user.id);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: me.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' },
    });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: me.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: other.headers })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: me.user.email, password: 'a-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('POST /api/me/email', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/me/email', payload: {} })).statusCode).toBe(401);
  });

  it('names a bad e-mail', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { email: 'nope', currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email' });
  });

  it('answers an address that belongs to another account like any other, and sends it no link', async () => {
    const me = await buildSignedInUser(app);
    const { user: other } = await buildUser(app.ctx.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { email: other.email, currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pendingEmail: other.email });
    const mail = await lastMailTo(app, other.email);
    expect(mail?.subject).toBe('Your e-mail address and Harbour Travel Partners');
    expect(mail?.text).not.toContain('token=');
  });

  it('refuses a wrong current password', async () => {
    const me = await buildSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { email: uniqueEmail('new'), currentPassword: 'wrong-one' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('moves the account only once the new address confirms the link', async () => {
    const me = await buildSignedInUser(app);
    const next = uniqueEmail('NEW').toLowerCase();
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: me.headers,
      payload: { email: next.toUpperCase(), currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ pendingEmail: next });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: me.headers })).json().user.email).toBe(
      me.user.email,
    );

    const mail = await lastMailTo(app, next);
    expect(mail?.text).toContain(me.user.email);
    const token = tokenFromMail(mail, '/auth/callback?type=email_change');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.json()).toEqual({ verified: true, email: next });
    const after = (await app.inject({ method: 'GET', url: '/api/me', headers: me.headers })).json();
    expect(after.user.email).toBe(next);
    expect(after.profile.email).toBe(next);
  });
});
