import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from './index';
import { agentPages, profiles, quotes, users } from './schema';

const DEMO_AGENT = 'agent@demo.test';

/** A distinctive branding, so the demo shows that quotes follow the agent's brand. */
export const DEMO_BRANDING = {
  primaryColor: '#1D4E5F',
  secondaryColor: '#F4A259',
  fontFamily: 'Poppins',
  themeConfig: {
    buttonStyle: 'pill',
    cardStyle: 'elevated',
    headingWeight: 'bold',
    bodyWeight: 'normal',
    cornerRadius: 'large',
    shadowIntensity: 'medium',
    logoPosition: 'left',
  },
  logoUrl: '/images/brand/hughes-holidays-logo.svg',
} as const;

export const DEMO_AGENT_BRAND = 'hughes-holidays';

/**
 * Branding and a published agent page (/agents/hughes-holidays) for
 * agent@demo.test, featuring its published quotes. Runs after seedQuotes;
 * does nothing when the agent is missing or already has a page.
 */
export async function seedBranding(tx: Executor): Promise<boolean> {
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AGENT));
  if (!agent) return false;
  const [existing] = await tx.select({ id: agentPages.userId }).from(agentPages).where(eq(agentPages.userId, agent.id));
  if (existing) return false;
  await tx
    .update(profiles)
    .set({
      brandPrimaryColor: DEMO_BRANDING.primaryColor,
      brandSecondaryColor: DEMO_BRANDING.secondaryColor,
      brandFontFamily: DEMO_BRANDING.fontFamily,
      brandThemeConfig: { ...DEMO_BRANDING.themeConfig },
      // A bundled file rather than an upload: the seed has no storage to write to.
      brandLogoUrl: DEMO_BRANDING.logoUrl,
    })
    .where(eq(profiles.id, agent.id));
  const published = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.agentId, agent.id), eq(quotes.isPublished, true)))
    .orderBy(asc(quotes.createdAt));
  await tx.insert(agentPages).values({
    userId: agent.id,
    agentBrand: DEMO_AGENT_BRAND,
    displayName: 'Amelia Hughes',
    headline: 'Tailor-made holidays, planned with care from Bristol',
    bio:
      'I have been planning holidays for families and couples for over twelve years: from a week of sun in the Algarve to once-in-a-lifetime trips to the Maldives.\n\n' +
      'Every booking is fully protected, and I am with you from the first idea to the journey home. Tell me what you dream of and I will put together a quote within a day.',
    contact: {
      email: 'amelia@hughes-holidays.example',
      phone: '0117 496 0123',
      whatsapp: '+44 7700 900123',
      show_email: true,
      show_phone: true,
      show_whatsapp: true,
    },
    featuredQuoteIds: published.map((q) => q.id),
    published: true,
  });
  return true;
}
