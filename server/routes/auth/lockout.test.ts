import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { lastMailTo, tokenFromMail } from '../../test/mail';
import { createTestApp } from '../../test/support';

/*
 * Issue 10 finding 2: ten wrong passwords from ten addresses must not keep the
 * holder out, while guessing stays bounded (docs/SECURITY.md, Authentication).
 */
const { app } = await createTestApp();
const db = app.ctx.db;

const signIn = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password } });

let net = 0;
/** A fresh address nobody has used yet. */
const freshAddress = () => `203.0.${Math.floor(net / 250)}.${(net++ % 250) + 1}`;

async function attack(email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'wrong-password', freshAddress())).statusCode).toBe(401);
}

describe('POST /api/auth/sign-in under a distributed guessing attack', () => {
  it('ten wrong passwords from ten addresses do not lock the holder out of a fresh address', async () => {
    const { user } = await buildUser(db);
    await attack(user.email, 10);
    const holder = await signIn(user.email, TEST_PASSWORD, freshAddress());
    expect(holder.statusCode).toBe(200);
  });

  it('an address the holder signed in from before is never slowed by the attack', async () => {
    const { user } = await buildUser(db);
    const home = freshAddress();
    expect((await signIn(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    await attack(user.email, 10);
    // The attack goes on: unknown addresses are slowed to one attempt a minute between them.
    expect((await signIn(user.email, 'wrong-password', freshAddress())).statusCode).toBe(401);
    const slowed = await signIn(user.email, 'wrong-password', freshAddress());
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('a holder slowed at a new address gets in after resetting the password from it', async () => {
    const { user } = await buildUser(db);
    await attack(user.email, 10);
    expect((await signIn(user.email, 'wrong-password', freshAddress())).statusCode).toBe(401);
    const cafe = freshAddress();
    expect((await signIn(user.email, TEST_PASSWORD, cafe)).statusCode).toBe(429);

    await app.inject({ method: 'POST', url: '/api/auth/recover', remoteAddress: cafe, payload: { email: user.email } });
    const token = tokenFromMail(await lastMailTo(app, user.email), '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: cafe,
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    // The attacker is still slowed; the holder is not.
    expect((await signIn(user.email, 'wrong-password', freshAddress())).statusCode).toBe(429);
    expect((await signIn(user.email, 'a-brand-new-password', cafe)).statusCode).toBe(200);
  });

  it('still bounds guessing: one address gets 10 tries per account, then 429', async () => {
    const { user } = await buildUser(db);
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong-password', attacker)).statusCode).toBe(401);
    const limited = await signIn(user.email, TEST_PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('an unknown e-mail is slowed exactly like an account, so the limits reveal nothing', async () => {
    const ghost = uniqueEmail('ghost');
    await attack(ghost, 10);
    expect((await signIn(ghost, 'wrong-password', freshAddress())).statusCode).toBe(401);
    expect((await signIn(ghost, 'wrong-password', freshAddress())).statusCode).toBe(429);
  });
});
