import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/support';
import { quotes, socialPosts, users } from './schema';
import { seedDemo } from './seed';
import { seedSocial } from './seed-social';

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

describe('demo posted deal', () => {
  it('posts one of the demo agent’s published quotes, and skips when there is none', async () => {
    await seedDemo(db);
    // The full demo seed already posted one of the seeded quotes.
    const seeded = await db.select().from(socialPosts);
    expect(seeded.map((p) => p.status)).toEqual(['posted']);

    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    if (!agent) throw new Error('no demo agent');
    await db.delete(socialPosts);
    await db.delete(quotes).where(eq(quotes.agentId, agent.id));
    await db
      .insert(quotes)
      .values({ agentId: agent.id, slug: 'demo-draft', title: 'Draft', label: 'HTP Amelia', isPublished: false });
    expect(await seedSocial(db)).toBe(false);

    await db.insert(quotes).values({
      agentId: agent.id,
      slug: 'demo-crete',
      title: 'Crete family week',
      label: 'HTP Amelia',
      isPublished: true,
      destination: 'Crete',
      finalPriceTotal: 324_000,
    });
    expect(await seedSocial(db)).toBe(true);
    const [post] = await db.select().from(socialPosts);
    expect(post).toMatchObject({ status: 'posted', adapter: 'sandbox', headline: 'Crete family week from £3,240' });
    const [quote] = await db.select().from(quotes).where(eq(quotes.slug, 'demo-crete'));
    expect(quote?.facebookPostStatus).toBe('posted');
    expect(quote?.facebookPostUrl).toBe(`/dashboard/posted-deals#${post?.id}`);
  });
});
