import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/support';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { agreementSignatures, agreementVersions, users } from './schema';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('seedAgreements', () => {
  it('stores version 1 once and the paying demo members have signed it, so their copy opens', async () => {
    expect(await seedDemo(db)).toBe(true);
    const versions = await db.select().from(agreementVersions);
    expect(versions.map((v) => v.version)).toEqual([1]);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    const signed = await db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, agent?.id ?? ''));
    expect(signed).toHaveLength(1);
    expect(signed[0]?.textSha256).toBe(versions[0]?.bodySha256);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'agent@demo.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signIn.json().session.accessToken}` };
    const mine = (await app.inject({ method: 'GET', url: '/api/agreements/mine', headers })).json();
    expect(mine.signedCurrent).toBe(true);
    // The lead has not signed anything.
    const [lead] = await db.select().from(users).where(eq(users.email, 'lead@demo.test'));
    expect(
      await db
        .select()
        .from(agreementSignatures)
        .where(eq(agreementSignatures.userId, lead?.id ?? '')),
    ).toEqual([]);
  });
});
