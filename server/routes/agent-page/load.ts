import { and, eq, inArray } from 'drizzle-orm';
import type { AgentPageDto, AgentPageQuoteCard, PublicAgentPageDto } from '@domain/agent-page';
import { resolveBranding } from '@domain/branding';
import type { Executor } from '../../db';
import { agentPages, profiles, quotes } from '../../db/schema';

export type AgentPageRow = typeof agentPages.$inferSelect;

export function presentAgentPage(row: AgentPageRow, publicUrl: string): AgentPageDto {
  return {
    agentBrand: row.agentBrand,
    displayName: row.displayName,
    headline: row.headline,
    bio: row.bio,
    photoUrl: row.photoUrl,
    contact: row.contact,
    featuredQuoteIds: row.featuredQuoteIds,
    published: row.published,
    publicUrl: `${publicUrl}/agents/${row.agentBrand}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A published agent page with the agent's branding and featured quotes that
 * are still published (in the agent's chosen order). Null when there is no
 * such page or it is unpublished; the API and the server-rendered page share it.
 */
export async function loadPublicAgentPage(
  db: Executor,
  agentBrand: string,
  publicUrl: string,
): Promise<PublicAgentPageDto | null> {
  const [found] = await db
    .select({ page: agentPages, profile: profiles })
    .from(agentPages)
    .innerJoin(profiles, eq(profiles.id, agentPages.userId))
    .where(and(eq(agentPages.agentBrand, agentBrand.toLowerCase()), eq(agentPages.published, true)));
  if (!found) return null;
  const { page, profile } = found;
  const ids = page.featuredQuoteIds;
  const rows = ids.length
    ? await db
        .select()
        .from(quotes)
        .where(and(inArray(quotes.id, ids), eq(quotes.agentId, page.userId), eq(quotes.isPublished, true)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cards: AgentPageQuoteCard[] = ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        slug: q.slug,
        title: q.title,
        destination: q.destination,
        departure_date: q.departureDate,
        hero_image: q.heroImage,
        final_price_total: q.finalPriceTotal,
        duration_days: num(q.data.duration_days),
        kind: q.kind === 'itinerary' ? 'itinerary' : 'standard',
        public_url: `${publicUrl}/quotes/${q.slug}`,
      },
    ];
  });
  const c = page.contact;
  return {
    agentBrand: page.agentBrand,
    displayName: page.displayName,
    headline: page.headline,
    bio: page.bio,
    photoUrl: page.photoUrl,
    agencyName: profile.agencyName,
    logoUrl: profile.brandLogoUrl,
    contact: {
      email: c.show_email ? c.email : null,
      phone: c.show_phone ? c.phone : null,
      whatsapp: c.show_whatsapp ? c.whatsapp : null,
    },
    branding: resolveBranding({
      brand_primary_color: profile.brandPrimaryColor,
      brand_secondary_color: profile.brandSecondaryColor,
      brand_font_family: profile.brandFontFamily,
      brand_theme_config: profile.brandThemeConfig,
    }),
    quotes: cards,
    publicUrl: `${publicUrl}/agents/${page.agentBrand}`,
  };
}
