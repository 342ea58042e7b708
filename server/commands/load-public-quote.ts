import { and, eq, sql } from 'drizzle-orm';
import { resolveBranding } from '@domain/branding';
import type { PublicQuoteDto } from '@domain/quotes/schema';
import type { Executor } from '../db';
import { agentPages, profiles, quotes } from '../db/schema';
import { IncrementCoalescer } from '../lib/coalesce';
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
  if (o.includeUnpublished) return (await loadPublicQuoteWith(db, eq(quotes.slug, slug), o))?.quote ?? null;
  // Every customer visit runs this: SQL built once, planned once per connection.
  const [found] = await publishedBySlug(db).execute({ slug });
  return found ? present(db, found, o).then((r) => r.quote) : null;
}

const bySlugStatements = new WeakMap<Executor, ReturnType<typeof preparePublishedBySlug>>();

function preparePublishedBySlug(db: Executor) {
  return select(db)
    .where(and(eq(quotes.slug, sql.placeholder('slug')), eq(quotes.isPublished, true)))
    .prepare('public_quote_by_slug');
}

function publishedBySlug(db: Executor) {
  let statement = bySlugStatements.get(db);
  if (!statement) {
    statement = preparePublishedBySlug(db);
    bySlugStatements.set(db, statement);
  }
  return statement;
}

/** The same by id (the owner's preview of a draft). */
export async function loadPublicQuoteById(
  db: Executor,
  id: string,
  o: LoadPublicQuoteOptions,
): Promise<LoadedPublicQuote | null> {
  return loadPublicQuoteWith(db, eq(quotes.id, id), o);
}

type Counted = { viewCount: number; quoteStatus: string } | undefined;

// One coalescer per database handle: concurrent views of one quote share a write.
const counters = new WeakMap<Executor, IncrementCoalescer<Counted>>();

function viewCounter(db: Executor): IncrementCoalescer<Counted> {
  let counter = counters.get(db);
  if (!counter) {
    counter = new IncrementCoalescer(async (id, n) => {
      const [counted] = await db
        .update(quotes)
        .set({
          viewCount: sql`${quotes.viewCount} + ${n}`,
          quoteStatus: sql`case when ${quotes.quoteStatus} = 'sent' then 'viewed' else ${quotes.quoteStatus} end`,
        })
        .where(eq(quotes.id, id))
        .returning({ viewCount: quotes.viewCount, quoteStatus: quotes.quoteStatus });
      return counted;
    });
    counters.set(db, counter);
  }
  return counter;
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
  return present(db, found, o);
}

type Found = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

async function present(db: Executor, found: Found, o: LoadPublicQuoteOptions): Promise<LoadedPublicQuote> {
  let row = found.quote;
  if (o.countView && !o.includeUnpublished && o.viewerId !== row.agentId) {
    const counted = await viewCounter(db).add(row.id);
    if (counted) row = { ...row, ...counted };
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
