import { shownAgencyName } from '@domain/constants';
import { and, eq, sql } from 'drizzle-orm';
import { resolveBranding } from '@domain/branding';
import type { PublicQuoteDto } from '@domain/quotes/schema';
import type { Executor } from '../../db';
import { agentPages, profiles, quotes } from '../../db/schema';
import { IncrementCoalescer } from '../../lib/coalesce';
import { presentPublicQuote } from '../../presenters/quote';
import { agentDisplayName } from './quote-body';

export type LoadPublicQuoteOptions = {
  /** Count this read as a customer view (the public page and API; not previews). */
  countView: boolean;
  /** The signed-in caller, if any: the owner's own visits are never counted. */
  viewerId: string | null;
  /** Public origin for public_url, e.g. app.ctx.publicUrl. */
  publicUrl: string;
};

export type LoadedPublicQuote = { quote: PublicQuoteDto; agentId: string };

function select(db: Executor) {
  return db
    .select({
      quote: quotes,
      profile: profiles,
      page: {
        agentBrand: agentPages.agentBrand,
        displayName: agentPages.displayName,
        photoUrl: agentPages.photoUrl,
        contact: agentPages.contact,
        published: agentPages.published,
      },
    })
    .from(quotes)
    .innerJoin(profiles, eq(profiles.id, quotes.agentId))
    .leftJoin(agentPages, eq(agentPages.userId, quotes.agentId));
}

type Counted = { viewCount: number; quoteStatus: string } | undefined;

/**
 * What every customer visit uses, made once per database handle: the slug
 * lookup as a prepared statement (SQL built once, planned once per
 * connection) and the view counter, which gives concurrent views of one quote
 * a single write.
 */
function prepare(db: Executor) {
  return {
    publishedBySlug: select(db)
      .where(and(eq(quotes.slug, sql.placeholder('slug')), eq(quotes.isPublished, true)))
      .prepare('public_quote_by_slug'),
    views: new IncrementCoalescer<Counted>(async (id, n) => {
      const [counted] = await db
        .update(quotes)
        .set({
          viewCount: sql`${quotes.viewCount} + ${n}`,
          quoteStatus: sql`case when ${quotes.quoteStatus} = 'sent' then 'viewed' else ${quotes.quoteStatus} end`,
        })
        .where(eq(quotes.id, id))
        .returning({ viewCount: quotes.viewCount, quoteStatus: quotes.quoteStatus });
      return counted;
    }),
  };
}

const prepared = new WeakMap<Executor, ReturnType<typeof prepare>>();

function preparedFor(db: Executor) {
  let p = prepared.get(db);
  if (!p) {
    p = prepare(db);
    prepared.set(db, p);
  }
  return p;
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
  const [found] = await preparedFor(db).publishedBySlug.execute({ slug });
  return found ? (await present(db, found, o)).quote : null;
}

/** The same by id; `includeUnpublished` is the owner's preview of a draft, which never counts a view. */
export async function loadPublicQuoteById(
  db: Executor,
  id: string,
  o: LoadPublicQuoteOptions & { includeUnpublished?: boolean },
): Promise<LoadedPublicQuote | null> {
  const byId = eq(quotes.id, id);
  const [found] = await select(db).where(o.includeUnpublished ? byId : and(byId, eq(quotes.isPublished, true)));
  return found ? present(db, found, { ...o, countView: o.countView && !o.includeUnpublished }) : null;
}

type Found = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

async function present(db: Executor, found: Found, o: LoadPublicQuoteOptions): Promise<LoadedPublicQuote> {
  let row = found.quote;
  if (o.countView && o.viewerId !== row.agentId) {
    const counted = await preparedFor(db).views.add(row.id);
    if (counted) row = { ...row, ...counted };
  }
  const p = found.profile;
  const page = found.page?.published ? found.page : null;
  // Once the agent has saved an agent page, its contact choices are theirs for every public page (issue 18).
  const choices = found.page?.contact;
  const quote = presentPublicQuote(
    row,
    o.publicUrl,
    {
      display_name: agentDisplayName(p),
      agency_name: shownAgencyName(p.agencyName),
      phone: choices ? (choices.show_phone ? choices.phone : null) : p.phoneNumber,
      email: choices ? (choices.show_email ? choices.email : null) : p.email,
      logo_url: p.brandLogoUrl,
      agent_brand: page?.agentBrand ?? null,
      page_display_name: page?.displayName ?? null,
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
