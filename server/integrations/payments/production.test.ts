import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

/** A live site without Stripe: nobody may buy a membership with a test card number. */
const { app: live } = await createTestApp({ NODE_ENV: 'production' });
const { app: staging } = await createTestApp({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });

async function checkout(app: typeof live) {
  const m = await buildSignedInUser(app, { role: 'quoteagent', membershipStatus: 'Expired - Non Payment' });
  return app.inject({
    method: 'POST',
    url: '/api/membership/checkout',
    headers: m.headers,
    payload: { planId: 'quote', interval: 'month' },
  });
}

describe('sandbox payments in production', () => {
  it('take no checkout unless PAYMENTS_SANDBOX says so', async () => {
    const refused = await checkout(live);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({
      code: 'not_configured',
      message: 'Online payments are not set up yet. Please contact the membership team to join or renew.',
    });
    expect((await checkout(staging)).statusCode).toBe(201);
  });
});
