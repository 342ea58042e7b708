import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { parseEnv } from '../env';
import { buildUser, TEST_PASSWORD, uniqueEmail } from '../test/factories';
import { lastMailTo, tokenFromMail } from '../test/mail';
import { createTestDatabase, TEST_ENV_DEFAULTS, type TestDatabase } from '../test/support';
import { scrubUrl, serializeError } from './logger';

/**
 * The real app at its most talkative level (trace), its log captured line by
 * line, taken through the flows that once leaked: a reset link visit, a failed
 * sign-up and a sign-in. No token, password, hash or failed sign-up's e-mail
 * may appear in what it wrote.
 */
const lines: string[] = [];
let app: FastifyInstance;
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({ ...TEST_ENV_DEFAULTS, LOG_LEVEL: 'trace' });
  app = await buildApp({ db: db.db, env, serveClient: false, logStream: { write: (line) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const log = () => lines.join('');
const entries = () => lines.map((l): Record<string, unknown> => JSON.parse(l));

/** Every secret the flows below handle; none may be in the log. */
const secrets: string[] = [];

describe('the log of the real app', () => {
  it('keeps a reset link’s token out of the request lines', async () => {
    const { user } = await buildUser(db.db);
    const recover = await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: user.email } });
    expect(recover.statusCode).toBe(200);
    const token = tokenFromMail(await lastMailTo(app, user.email), '/reset-password?');
    secrets.push(token);

    // The link as the e-mail gives it, opened in a browser.
    const visit = await app.inject({
      method: 'GET',
      url: `/reset-password?token=${encodeURIComponent(token)}`,
      headers: { accept: 'text/html' },
    });
    expect(visit.statusCode).toBe(404); // no SPA in this test; the address is what matters
    const newPassword = 'a-brand-new-password-42';
    secrets.push(newPassword);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const [row] = await db.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    secrets.push(row?.hash ?? 'missing hash');

    // The request was logged, with the token's value blanked.
    const visited = entries().find((e) => String(e.msg).startsWith('GET /reset-password?'));
    expect(visited?.msg).toMatch(/^GET \/reset-password\?token=\[redacted\] 404 \d+ ms$/);
    expect(visited?.req).toMatchObject({ method: 'GET', url: '/reset-password?token=[redacted]' });
  });

  it('keeps a failed sign-up’s e-mail, password and hash out of the log', async () => {
    const email = uniqueEmail('racing');
    const password = 'sign-up-password-77';
    secrets.push(email, password);
    const body = { firstName: 'Amelia', lastName: 'Hughes', phoneNumber: '07700 900123', email, password };
    // Two sign-ups with one address at once: both pass the e-mail check and race to the insert.
    const both = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body }),
      app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: body }),
    ]);
    expect(both.map((r) => r.statusCode)).toContain(201);
    // Text the database refuses (a NUL character) in a sign-up.
    const nulEmail = uniqueEmail('nul');
    secrets.push(nulEmail);
    const nul = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { ...body, email: nulEmail, lastName: 'Hug\u0000hes' },
    });
    expect(nul.statusCode).not.toBe(201);
    const [row] = await db.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    secrets.push(row?.hash ?? 'missing hash');

    // However a handler logs a database error, the insert's parameters stay out:
    // a duplicate user row fails the way the racing sign-up does.
    const failed = await db.db
      .insert(users)
      .values({ email, passwordHash: row?.hash ?? '', metadata: {} })
      .then(() => undefined)
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    app.log.error({ err: failed }, 'unhandled error');
    // Without a message pino would print the error's own, parameters and all.
    app.log.error(failed);
    app.log.warn({ err: failed });
    const logged = entries().find((e) => e.msg === 'unhandled error' && e.err);
    expect(logged?.err).toMatchObject({
      message: expect.stringContaining('insert into "users"'),
      cause: { code: '23505', constraint: 'users_email_unique' },
    });
  });

  it('keeps a sign-in’s password and the session’s tokens out of the log', async () => {
    const { user } = await buildUser(db.db);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    secrets.push('not-the-password-1', TEST_PASSWORD);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const { accessToken, refreshToken } = ok.json().session;
    secrets.push(accessToken, refreshToken);
    // The token the way a stream or link might carry it, and as the header.
    await app.inject({ method: 'GET', url: `/api/auth/me?access_token=${accessToken}` });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBeLessThan(500);
    const [row] = await db.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    secrets.push(row?.hash ?? 'missing hash');
    expect(log()).toContain('access_token=[redacted]');
  });

  it('keeps a passenger’s passport and medical notes out of the log when saved, shown and refused', async () => {
    const { user } = await buildUser(db.db, { role: 'agent' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signIn.json().session.accessToken}` };
    secrets.push(signIn.json().session.accessToken, signIn.json().session.refreshToken);
    const passport = 'ZX9381726';
    const medical = 'Severe peanut allergy, carries EpiPen';
    secrets.push(passport, medical);
    const made = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers,
      payload: { first_name: 'Lena', last_name: 'Okafor', passport_number: passport, medical_notes: medical },
    });
    expect(made.statusCode).toBe(201);
    const shown = await app.inject({ method: 'GET', url: `/api/passengers/${made.json().id}`, headers });
    expect(shown.body).toContain(passport);
    // A refused save carries them in its body too.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/passengers',
      headers,
      payload: { first_name: '', passport_number: passport, medical_notes: medical },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('holds none of the secrets above, nor any password hash or signed token', () => {
    if (process.env.SHOW_LOG) console.log(log());
    expect(secrets.length).toBeGreaterThan(10);
    const text = log();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(text).not.toMatch(/"(password|passwordHash|body|authorization)":"(?!\[redacted\])/);
  });
});

describe('scrubUrl', () => {
  it('blanks secret query values and keeps the rest', () => {
    expect(scrubUrl('/reset-password?token=abc.def')).toBe('/reset-password?token=[redacted]');
    expect(scrubUrl('/auth/callback?type=signup&token=x%2By')).toBe('/auth/callback?type=signup&token=[redacted]');
    expect(scrubUrl('/api/events?access_token=eyJ.x.y&page=2')).toBe('/api/events?access_token=[redacted]&page=2');
    expect(scrubUrl('/x?api%5Fkey=k&q=Crete')).toBe('/x?api%5Fkey=[redacted]&q=Crete');
    expect(scrubUrl('/api/quotes?page=2&q=Crete')).toBe('/api/quotes?page=2&q=Crete');
    expect(scrubUrl('/plain')).toBe('/plain');
  });
});

describe('serializeError', () => {
  it('keeps the code and constraint of a database error but not its row detail', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(amelia@example.test) already exists.',
    });
    const wrapped = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: amelia@example.test,$argon2id$v=19$m=1$abc',
      {
        cause: pgError,
      },
    );
    const out = serializeError(wrapped);
    expect(out.message).toBe('Failed query: insert into "users" values ($1, $2)');
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(JSON.stringify(out)).not.toContain('amelia@example.test');
    expect(JSON.stringify(out)).not.toContain('argon2');
  });

  it('never quotes a request body from a JSON parse error', () => {
    let parseError: unknown;
    try {
      JSON.parse('{"password":"hunter2hunter2"');
    } catch (err) {
      parseError = err;
    }
    expect(JSON.stringify(serializeError(parseError))).not.toContain('hunter2');
  });
});
