import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementSignatures, joinApplications, leadEvents, leads, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories';
import { lastMailTo, tokenFromMail } from '../../test/mail';
import { createTestApp } from '../../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

const details = (over: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  phoneNumber: '07700 900456',
  email: uniqueEmail('join'),
  password: 'a-good-password',
  confirmPassword: 'a-good-password',
  ...over,
});

// Each visitor from their own address, so the sign-up limit per address is not what a test meets.
let visitor = 0;
const nextAddress = () => `198.51.100.${++visitor}`;

async function start(over: Record<string, unknown> = {}) {
  const payload = details(over);
  const res = await app.inject({ method: 'POST', url: '/api/join/start', payload, remoteAddress: nextAddress() });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return { email: String(payload.email).toLowerCase(), token: body.token as string, body };
}

const withToken = (token: string) => ({ 'x-join-token': token });

async function choosePlan(token: string, planId = 'agent', interval = 'month') {
  return app.inject({
    method: 'PUT',
    url: '/api/join/application/plan',
    headers: withToken(token),
    payload: { planId, interval },
  });
}

async function currentVersion(): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/agreements/current' });
  return res.json().version;
}

async function sign(token: string, fullName = 'Priya Shah') {
  return app.inject({
    method: 'POST',
    url: '/api/join/application/agreement',
    headers: { ...withToken(token), 'user-agent': 'JoinTest/1.0' },
    remoteAddress: '203.0.113.7',
    payload: { version: await currentVersion(), fullName, accepted: true },
  });
}

async function leadOf(email: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.email, email));
  return lead;
}

describe('POST /api/join/start', () => {
  it('makes a lead account, sends the confirmation as any sign-up does, and opens the application at the plan step', async () => {
    const { email, token, body } = await start({ planId: 'pro' });
    expect(token.length).toBeGreaterThan(30);
    expect(body.application).toMatchObject({
      step: 'plan',
      email,
      firstName: 'Priya',
      planId: 'pro',
      interval: null,
      agreement: null,
      signedInAsApplicant: false,
    });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.emailConfirmedAt).toBeNull();
    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toContain('Confirm your e-mail');
    expect(tokenFromMail(mail, '/auth/callback').length).toBeGreaterThan(10);
    // Only the hash of the resume token is stored.
    const [row] = await db.select().from(joinApplications).where(eq(joinApplications.email, email));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.userId).toBe(user?.id);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({ source: 'wizard', wizardStep: 'details', planInterest: 'pro', phone: '07700 900456' });
  });

  it('names each bad field with the SPEC 5 message and makes nothing', async () => {
    const email = uniqueEmail('bad');
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/start',
      remoteAddress: nextAddress(),
      payload: details({
        email,
        firstName: 'P',
        lastName: '',
        phoneNumber: '12',
        password: 'short',
        confirmPassword: 'short',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      phoneNumber: 'Please enter a valid phone number',
      password: 'Password must be at least 8 characters',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/join/start',
      payload: details({ email: 'nope' }),
      remoteAddress: nextAddress(),
    });
    expect(bad.json().error.fields.email).toBe('Please enter a valid email');
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/join/start',
      payload: details({ email, confirmPassword: 'another-password' }),
      remoteAddress: nextAddress(),
    });
    expect(mismatch.json().error.fields.confirmPassword).toBe('Passwords do not match');
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await leadOf(email)).toBeUndefined();
  });

  it('answers a registered address the same way, e-mails only its holder and makes no second account', async () => {
    const holder = await buildUser(db, { role: 'lead', firstName: 'Harriet' });
    const { body } = await start({ email: holder.user.email });
    expect(body.application).toMatchObject({ step: 'plan', signedInAsApplicant: false });
    expect(await db.select().from(users).where(eq(users.email, holder.user.email))).toHaveLength(1);
    const mail = await lastMailTo(app, holder.user.email);
    expect(mail?.subject).toContain('membership application');
    expect(mail?.text).toContain('already has an account');
  });
});

describe('the wizard steps', () => {
  it('keeps progress on the server: a returning visitor lands on the step they reached', async () => {
    const { token, email } = await start();
    expect((await choosePlan(token, 'quote', 'year')).json()).toMatchObject({
      step: 'agreement',
      planId: 'quote',
      interval: 'year',
    });
    const back = await app.inject({ method: 'GET', url: '/api/join/application', headers: withToken(token) });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ step: 'agreement', planId: 'quote', interval: 'year' });
    expect(await leadOf(email)).toMatchObject({ wizardStep: 'plan', planInterest: 'quote' });
  });

  it('an unknown or expired token is not found', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/join/application', headers: withToken('nope') });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toContain('could not find your application');
    const missing = await app.inject({ method: 'GET', url: '/api/join/application' });
    expect(missing.statusCode).toBe(404);
    const { token } = await start();
    await db
      .update(joinApplications)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(joinApplications.tokenHash, hashToken(token)));
    const old = await app.inject({ method: 'GET', url: '/api/join/application', headers: withToken(token) });
    expect(old.statusCode).toBe(404);
  });

  it('400 names a bad plan or billing interval', async () => {
    const { token } = await start();
    const res = await choosePlan(token, 'gold', 'week');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      planId: 'Please choose a plan',
      interval: 'Please choose monthly or yearly billing',
    });
  });

  it('the agreement needs a plan first, a typed full name and the tick', async () => {
    const { token } = await start();
    const early = await sign(token);
    expect(early.statusCode).toBe(409);
    await choosePlan(token);
    const unticked = await app.inject({
      method: 'POST',
      url: '/api/join/application/agreement',
      headers: withToken(token),
      payload: { version: await currentVersion(), fullName: 'P', accepted: false },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields).toMatchObject({
      fullName: 'Please type your full name',
      accepted: 'Please tick the box to accept the agreement',
    });
    const stale = await app.inject({
      method: 'POST',
      url: '/api/join/application/agreement',
      headers: withToken(token),
      payload: { version: 999, fullName: 'Priya Shah', accepted: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain('agreement has been updated');
  });

  it('signing stores the version, the hash of the text, time, IP and browser, and moves on to payment', async () => {
    const { token, email } = await start();
    await choosePlan(token);
    const res = await sign(token, '  Priya   Shah ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ step: 'payment', agreement: { version: 1 } });
    const [signature] = await db.select().from(agreementSignatures).where(eq(agreementSignatures.email, email));
    const agreement = (await app.inject({ method: 'GET', url: '/api/agreements/current' })).json();
    expect(signature).toMatchObject({
      fullName: 'Priya   Shah',
      textSha256: agreement.sha256,
      ipAddress: '203.0.113.7',
      userAgent: 'JoinTest/1.0',
    });
    expect(signature?.userId).not.toBeNull();
    expect(await leadOf(email)).toMatchObject({ wizardStep: 'agreement' });

    const pay = await app.inject({ method: 'POST', url: '/api/join/application/payment', headers: withToken(token) });
    expect(pay.statusCode).toBe(200);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({ wizardStep: 'payment', status: 'new' });
    const touches = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead?.id ?? ''), eq(leadEvents.kind, 'touch')));
    expect(touches.map((t) => t.detail.step)).toEqual(['details', 'plan', 'agreement', 'payment']);
  });

  it('payment is refused before the agreement is signed', async () => {
    const { token } = await start();
    await choosePlan(token);
    const res = await app.inject({ method: 'POST', url: '/api/join/application/payment', headers: withToken(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Please sign the agreement before paying.');
  });

  it('e-mails a resume link that opens the same application, at most once a minute', async () => {
    const { token, email } = await start();
    // The sign-up's confirmation goes out after its answer: let it land first, so the newest mail is the link.
    await app.ctx.mailer.idle();
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/application/resume-link',
      headers: withToken(token),
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toContain('Continue your');
    const link = mail?.text.match(/https?:\/\/\S+\/join\/new\?resume=(\S+)/);
    expect(decodeURIComponent(link?.[1] ?? '')).toBe(token);
    const again = await app.inject({
      method: 'POST',
      url: '/api/join/application/resume-link',
      headers: withToken(token),
    });
    expect(again.statusCode).toBe(429);
  });
});

describe('POST /api/join/continue', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/join/continue', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('opens an application from a signed-in lead’s account and finds it again later', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'lead', firstName: 'Lena' });
    const first = await app.inject({
      method: 'POST',
      url: '/api/join/continue',
      headers,
      payload: { planId: 'agent' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().application).toMatchObject({
      step: 'plan',
      email: user.email,
      firstName: 'Lena',
      planId: 'agent',
      signedInAsApplicant: true,
      membershipActive: false,
    });
    const second = await app.inject({ method: 'POST', url: '/api/join/continue', headers, payload: {} });
    expect(second.json().application.planId).toBe('agent');
    expect(await db.select().from(joinApplications).where(eq(joinApplications.userId, user.id))).toHaveLength(1);
  });

  it('claims the application a registered address started before signing in, with its signature', async () => {
    const { user, headers } = await buildSignedInUser(app, { role: 'lead' });
    const { token } = await start({ email: user.email });
    await choosePlan(token);
    await sign(token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/continue',
      headers: { ...headers, ...withToken(token) },
      payload: {},
    });
    expect(res.json()).toMatchObject({
      token,
      application: { step: 'payment', signedInAsApplicant: true, agreement: { version: 1 } },
    });
    const [signature] = await db.select().from(agreementSignatures).where(eq(agreementSignatures.email, user.email));
    expect(signature?.userId).toBe(user.id);
  });

  it('never hands someone else’s application to a signed-in visitor', async () => {
    const { token } = await start();
    const { headers } = await buildSignedInUser(app, { role: 'lead' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/join/continue',
      headers: { ...headers, ...withToken(token) },
      payload: {},
    });
    expect(res.json().token).not.toBe(token);
    expect(res.json().application.email).not.toContain('join-');
  });
});
