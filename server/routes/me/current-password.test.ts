import { describe, expect, it } from 'vitest';
import { buildSignedInUser, uniqueEmail } from '../../test/factories';
import { createTestApp } from '../../test/support';

/* Issue 10 finding 7: a stolen access token must not let anyone guess the password at speed. */
const { app } = await createTestApp();

describe('current-password checks of a signed-in account', () => {
  it('POST /api/me/password: 10 wrong current passwords in 15 minutes, then 429, even with the right one', async () => {
    const me = await buildSignedInUser(app);
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: me.headers,
        payload: { currentPassword, newPassword: 'brand-new-password' },
      });
    for (let i = 0; i < 10; i++) expect((await change(`guess-${i}-password`)).statusCode).toBe(400);
    const limited = await change('correct-horse-battery');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('POST /api/me/email shares the same per-account count', async () => {
    const me = await buildSignedInUser(app);
    const move = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/me/email',
        headers: me.headers,
        payload: { email: uniqueEmail('new'), currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await move(`guess-${i}-password`)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/me/password',
            headers: me.headers,
            payload: { currentPassword: `x-${i}-password`, newPassword: 'brand-new-1' },
          })
        ).statusCode,
      ).toBe(400);
    expect((await move('correct-horse-battery')).statusCode).toBe(429);
  });
});
