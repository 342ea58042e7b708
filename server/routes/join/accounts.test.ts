import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinApplications, leads, profiles, users } from '../../db/schema';
import { sendWelcomes } from '../../commands/join/welcome-job';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('POST /api/join/ai-tool-signup', () => {
  const payload = (over: Record<string, unknown> = {}) => ({
    firstName: 'Ezra',
    lastName: 'Hale',
    phoneNumber: '07700 900789',
    email: uniqueEmail('ai'),
    password: 'a-good-password',
    confirmPassword: 'a-good-password',
    ...over,
  });

  it('makes an explorer account to confirm by e-mail and a lead from the AI tool', async () => {
    const body = payload();
    const res = await app.inject({ method: 'POST', url: '/api/join/ai-tool-signup', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: body.email, confirmationRequired: true });
    const [profile] = await db.select().from(profiles).where(eq(profiles.email, body.email));
    expect(profile).toMatchObject({ role: 'explorer', agencyName: 'To be decided on' });
    const [lead] = await db.select().from(leads).where(eq(leads.email, body.email));
    expect(lead).toMatchObject({ source: 'ai-tool', status: 'new', name: 'Ezra Hale' });
    expect((await lastMailTo(app, body.email))?.subject).toContain('Confirm your e-mail');
  });

  it('400 names each bad field with the SPEC 5 messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/ai-tool-signup',
      payload: payload({ firstName: 'E', email: 'x', password: '1234', confirmPassword: '4321' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('a registered address gets the same answer and no second account', async () => {
    const holder = await buildUser(db, { role: 'agent' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/ai-tool-signup',
      payload: payload({ email: holder.user.email }),
    });
    expect(res.statusCode).toBe(201);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, holder.user.id));
    expect(profile?.role).toBe('agent');
  });
});

describe('/api/join/setup-account', () => {
  it('requires sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/join/setup-account' })).statusCode).toBe(401);
  });

  it('finishes the profile: agent name, agency and phone', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const state = (await app.inject({ method: 'GET', url: '/api/join/setup-account', headers })).json();
    expect(state).toMatchObject({ agentName: null, needsPassword: false });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/join/setup-account',
      headers,
      payload: { agentName: 'Hughes Holidays', agencyName: '', phoneNumber: '01632 960123' },
    });
    expect(res.statusCode).toBe(200);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      agentName: 'Hughes Holidays',
      agencyName: 'To be decided on',
      phoneNumber: '01632 960123',
    });
  });

  it('400 names a short agent name and refuses a password for an account that has one', async () => {
    const { headers } = await buildSignedInUser(app, { role: 'agent', membershipStatus: 'Current' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/join/setup-account',
      headers,
      payload: { agentName: 'A', phoneNumber: '1', password: 'another-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      agentName: 'Please enter the name your clients will see',
      phoneNumber: 'Please enter a valid phone number',
    });
    const pw = await app.inject({
      method: 'PUT',
      url: '/api/join/setup-account',
      headers,
      payload: { agentName: 'Agent Name', phoneNumber: '01632 960123', password: 'another-password' },
    });
    expect(pw.statusCode).toBe(400);
    expect(pw.json().error.fields.password).toContain('has a password already');
  });

  it('sets the password of an account made without one, and then it signs in with it', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'lead' });
    await db
      .update(users)
      .set({ metadata: { ...user.metadata, password_set: false } })
      .where(eq(users.id, user.id));
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/join/setup-account',
      headers,
      payload: { agentName: 'New Agent', phoneNumber: '01632 960123' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBe('Password must be at least 8 characters');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/join/setup-account',
      headers,
      payload: { agentName: 'New Agent', phoneNumber: '01632 960123', password: 'brand-new-password' },
    });
    expect(res.json().needsPassword).toBe(false);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'brand-new-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('the welcome e-mail', () => {
  it('goes once to a member whose membership started after the wizard, not to one still paying', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/join/start',
      remoteAddress: '192.0.2.50',
      payload: {
        firstName: 'Wendy',
        lastName: 'Welcome',
        phoneNumber: '07700 900111',
        email: uniqueEmail('welcome'),
        password: 'a-good-password',
        planId: 'agent',
      },
    });
    const email: string = started.json().application.email;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    expect(await sendWelcomes(app.ctx, { userId: user.id })).toBe(0);
    // What the payment webhook does when the membership starts.
    await db.update(profiles).set({ membershipStatus: 'trialing', role: 'agent' }).where(eq(profiles.id, user.id));
    await app.ctx.jobs.run('join-welcome', { userId: user.id });
    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toBe('Welcome to Harbour Travel Partners');
    expect(mail?.text).toContain('Home Agent membership has started');
    expect(mail?.text).toContain('http://localhost:3000/setup-account');
    expect(await sendWelcomes(app.ctx, { userId: user.id })).toBe(0);
    const [row] = await db.select().from(joinApplications).where(eq(joinApplications.userId, user.id));
    expect(row?.welcomeSentAt).not.toBeNull();
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ status: 'converted', wizardStep: 'paid', convertedUserId: user.id });
  });
});
