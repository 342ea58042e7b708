import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support';

// The brand prefix of generated labels comes from BRAND_PREFIX.
const { app } = await createTestApp({ BRAND_PREFIX: 'SUN' });

describe('quote labels (SPEC 3) with a configured brand prefix', () => {
  it('uses the agent name when the profile has one, else first and last name', async () => {
    const named = await buildSignedInUser(app, {
      role: 'agent',
      firstName: 'Ria',
      lastName: 'Patel',
    });
    const create = async (headers: Record<string, string>) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/quotes',
          headers,
          payload: { title: 'Label' },
        })
      ).json().label;
    expect(await create(named.headers)).toBe('SUN Ria Patel');
    await app.ctx.db.update(profiles).set({ agentName: 'Ria Travels' }).where(eq(profiles.id, named.user.id));
    expect(await create(named.headers)).toBe('SUN Ria Travels');
    await app.ctx.db
      .update(profiles)
      .set({ agentName: null, firstName: null, lastName: null })
      .where(eq(profiles.id, named.user.id));
    expect(await create(named.headers)).toMatch(/^SUN-\d{13}$/);
  });
});
