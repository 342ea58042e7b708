import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveBranding } from '@domain/branding';
import { createTestDatabase } from '../test/support';
import { agentPages, profiles, quotes, users } from './schema';
import { seedDemo } from './seed';
import { DEMO_AGENT_BRAND, seedBranding } from './seed-branding';

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

describe('demo branding and agent page', () => {
  it('brands agent@demo.test and publishes a page featuring its published quotes, once', async () => {
    await seedDemo(db);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    if (!agent) throw new Error('no demo agent');
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, agent.id));
    const branding = resolveBranding({
      brand_primary_color: profile?.brandPrimaryColor,
      brand_secondary_color: profile?.brandSecondaryColor,
      brand_font_family: profile?.brandFontFamily,
      brand_theme_config: profile?.brandThemeConfig,
    });
    // Stored values pass the same rules as a save (else resolveBranding would fall back).
    expect(branding).toMatchObject({ primaryColor: '#1D4E5F', fontFamily: 'Poppins' });
    expect(branding.themeConfig.buttonStyle).toBe('pill');
    const [page] = await db.select().from(agentPages).where(eq(agentPages.userId, agent.id));
    expect(page).toMatchObject({ agentBrand: DEMO_AGENT_BRAND, published: true });
    const published = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.isPublished, true));
    expect(page?.featuredQuoteIds.length).toBe(published.length);
    expect(published.length).toBeGreaterThan(0);
    expect(await seedBranding(db)).toBe(false);
  });
});
