import { and, eq, sql } from 'drizzle-orm';
import { resolveBranding } from '@domain/branding';
import type { PublicQuoteDto } from '@domain/quotes/schema';
import type { Executor } from '../db';
import { agentPages, profiles, quotes } from '../db/schema';
import { presentPublicQuote } from '../presenters/quote';
import { agentDisplayName } from './quote-body';

export type LoadPublicQuoteOptions = {
  /** Count this read as a customer view (the public page and API; not previews). */
  countView: boolean;
  /** The signed-in caller, if any: the owner's own visits are never counted. */
  viewerId: string | null;
  /** Public origin for public_url, e.g. app.ctx.publicUrl. */
  publicUrl: string;
  /** Also answer an unpublished quote (the owner's preview); never counts a view. */
  includeUnpublished?: boolean;
};

export type LoadedPublicQuote = { quote: PublicQuoteDto; agentId: string };

function select(db: Executor) {
  return db
    .select({
      quote: quotes,
      profile: profiles,
      page: {
        agentBrand: agentPages.agentBrand,
        photoUrl: agentPages.photoUrl,
        published: agentPages.published,
      },
    })
    .from(quotes)
    .innerJoin(profiles, eq(profiles.id, quotes.agentId))
    .leftJoin(agentPages, eq(agentPages.userId, quotes.agentId));
}

/**
 * The customer-facing quote by slug with its agent and resolved branding, or
 * null when unknown or unpublished. Counts a view (and moves 'sent' to
 * 'viewed') when asked and the caller is not the owner. Used by the public
 * API and by the server-rendered quote pages alike.
 */
export async function loadPublicQuote(
  db: Executor,
  slug: string,
  o: LoadPublicQuoteOptions,
): Promise<PublicQuoteDto | null> {
  return (await loadPublicQuoteWith(db, eq(quotes.slug, slug), o))?.quote ?? null;
}

/** The same by id (the owner's preview of a draft). */
export async function loadPublicQuoteById(
  db: Executor,
  id: string,
  o: LoadPublicQuoteOptions,
): Promise<LoadedPublicQuote | null> {
  return loadPublicQuoteWith(db, eq(quotes.id, id), o);
}

async function loadPublicQuoteWith(
  db: Executor,
  where: ReturnType<typeof eq>,
  o: LoadPublicQuoteOptions,
): Promise<LoadedPublicQuote | null> {
  const [found] = await select(db).where(
    o.includeUnpublished ? where : and(where, eq(quotes.isPublished, true)),
  );
  if (!found) return null;
  let row = found.quote;
  if (o.countView && !o.includeUnpublished && o.viewerId !== row.agentId) {
    const [counted] = await db
      .update(quotes)
      .set({
        viewCount: sql`${quotes.viewCount} + 1`,
        quoteStatus: sql`case when ${quotes.quoteStatus} = 'sent' then 'viewed' else ${quotes.quoteStatus} end`,
      })
      .where(eq(quotes.id, row.id))
      .returning();
    if (counted) row = counted;
  }
  const p = found.profile;
  const page = found.page?.published ? found.page : null;
  const quote = presentPublicQuote(
    row,
    o.publicUrl,
    {
      display_name: agentDisplayName(p),
      agency_name: p.agencyName,
      phone: p.phoneNumber,
      email: p.email,
      logo_url: p.brandLogoUrl,
      agent_brand: page?.agentBrand ?? null,
      photo_url: page?.photoUrl ?? null,
    },
    resolveBranding({
      brand_primary_color: p.brandPrimaryColor,
      brand_secondary_color: p.brandSecondaryColor,
      brand_font_family: p.brandFontFamily,
      brand_theme_config: p.brandThemeConfig,
    }),
  );
  return { quote, agentId: row.agentId };
}
