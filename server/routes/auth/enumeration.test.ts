import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { buildSignedInUser, buildUser, uniqueEmail } from '../../test/factories';
import { createTestApp } from '../../test/support';

/*
 * Issue 10 finding 8: nothing tells a stranger whether an address has an
 * account, neither the answer nor the time it takes. Mail goes through an SMTP
 * server that waits SMTP_DELAY_MS before greeting, so any mail work left on the
 * request path shows up in the answer time.
 */
const SMTP_DELAY_MS = 2500;
const FAST_MS = 1500;

const received: string[] = [];
const smtp = net.createServer((socket) => {
  let data = false;
  let current = '';
  const greet = setTimeout(() => socket.write('220 localhost ESMTP slow\r\n'), SMTP_DELAY_MS);
  socket.on('close', () => clearTimeout(greet));
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\r\n')) {
      if (data) {
        if (line === '.') {
          data = false;
          received.push(current);
          current = '';
          socket.write('250 queued\r\n');
        } else current += `${line}\n`;
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
      else if (verb === 'DATA') {
        data = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else if (line) socket.write('250 ok\r\n');
    }
  });
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const address = smtp.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { app } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
const db = app.ctx.db;

let ip = 1;
async function timed(method: 'POST', url: string, payload: object, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await app.inject({ method, url, payload, headers, remoteAddress: `198.18.0.${ip++}` });
  return { res, ms: performance.now() - started };
}
const sentTo = async (to: string) => {
  await app.ctx.mailer.idle();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
};
const signUp = (email: string, over: object = {}) =>
  timed('POST', '/api/auth/sign-up', {
    firstName: 'Amelia',
    lastName: 'Hughes',
    phoneNumber: '07700 900123',
    email,
    password: 'a-good-password',
    ...over,
  });

describe('POST /api/auth/sign-up with a registered address', () => {
  it('answers exactly as for a new address, quickly, and e-mails the holder instead', async () => {
    const { user } = await buildUser(db, { firstName: 'Holly' });
    const fresh = await signUp(uniqueEmail('new'));
    const taken = await signUp(user.email.toUpperCase());
    expect(taken.res.statusCode).toBe(fresh.res.statusCode);
    expect(taken.res.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) =>
      JSON.stringify(body, (_k, v: unknown) => (typeof v === 'string' ? '' : v));
    expect(shape(taken.res.json())).toBe(shape(fresh.res.json()));
    expect(taken.res.json().user.id).not.toBe(user.id);
    expect(fresh.ms).toBeLessThan(FAST_MS);
    expect(taken.ms).toBeLessThan(FAST_MS);

    expect(await db.select().from(users).where(eq(users.email, user.email))).toHaveLength(1);
    const mails = await sentTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['You already have a Harbour Travel Partners account']);
    expect(mails[0]?.text).toContain('http://localhost:3000/forgot-password');
    expect(received.some((m) => m.includes(`To: ${user.email}`))).toBe(true);
  });
});

describe('POST /api/auth/recover and /api/auth/resend-confirmation', () => {
  it('answer a real account as fast as an unknown address: the mail goes out after the answer', async () => {
    const { user } = await buildUser(db);
    const unconfirmed = await buildUser(db, { confirmed: false });
    const real = await timed('POST', '/api/auth/recover', { email: user.email });
    const ghost = await timed('POST', '/api/auth/recover', { email: uniqueEmail('ghost') });
    const resend = await timed('POST', '/api/auth/resend-confirmation', { email: unconfirmed.user.email });
    expect([real.res.statusCode, ghost.res.statusCode, resend.res.statusCode]).toEqual([200, 200, 200]);
    expect(real.res.body).toBe(ghost.res.body);
    expect(real.ms).toBeLessThan(FAST_MS);
    expect(resend.ms).toBeLessThan(FAST_MS);
    expect((await sentTo(user.email)).map((m) => m.subject)).toEqual(['Reset your Harbour Travel Partners password']);
    expect(await sentTo(unconfirmed.user.email)).toHaveLength(1);
  });
});

describe('POST /api/me/email with an address that has an account', () => {
  it('answers 202 like a free address, and tells that address’s holder rather than the asker', async () => {
    const me = await buildSignedInUser(app);
    const other = await buildUser(db);
    const payload = (email: string) => ({ email, currentPassword: 'correct-horse-battery' });
    const taken = await timed('POST', '/api/me/email', payload(other.user.email), me.headers);
    const free = await timed('POST', '/api/me/email', payload(uniqueEmail('free')), me.headers);
    expect(taken.res.statusCode).toBe(202);
    expect(free.res.statusCode).toBe(202);
    expect(taken.res.json()).toEqual({ pendingEmail: other.user.email });
    expect(taken.ms).toBeLessThan(FAST_MS);
    const mails = await sentTo(other.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your e-mail address and Harbour Travel Partners']);
    expect(mails[0]?.text).not.toContain('token=');
  });
});
