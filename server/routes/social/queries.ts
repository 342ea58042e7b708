import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { SOCIAL_POST_STATUSES, type SocialPostStatus } from '@domain/schemas/social';
import type { Executor } from '../../db';
import { profiles, quotes, socialPosts } from '../../db/schema';
import { paginate, searchColumns } from '../../lib/list';

/**
 * A post whose publishing never finished: claimed ('approved') long ago but
 * neither posted nor failed, i.e. the server stopped mid-publish. It is shown
 * and retried like a failed one.
 */
export const STALE_APPROVAL = sql`${socialPosts.status} = 'approved' and ${socialPosts.reviewedAt} < now() - interval '10 minutes'`;

/** Reviewable now: waiting, failed, or a stale approval. */
export const REVIEWABLE = or(inArray(socialPosts.status, ['pending', 'failed']), STALE_APPROVAL);

/** A post with the parts of its quote and agent that every screen shows. */
export const postWithQuote = {
  post: socialPosts,
  quote: {
    id: quotes.id,
    title: quotes.title,
    slug: quotes.slug,
    destination: quotes.destination,
    departureDate: quotes.departureDate,
    heroImage: quotes.heroImage,
    finalPriceTotal: quotes.finalPriceTotal,
    isPublished: quotes.isPublished,
  },
  agent: {
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    agentName: profiles.agentName,
    agencyName: profiles.agencyName,
    email: profiles.email,
  },
};

export function selectPosts(db: Executor) {
  return db
    .select(postWithQuote)
    .from(socialPosts)
    .innerJoin(quotes, eq(quotes.id, socialPosts.quoteId))
    .leftJoin(profiles, eq(profiles.id, socialPosts.agentId));
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function findPost(db: Executor, id: string): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db).where(eq(socialPosts.id, id));
  return row;
}

export async function countByStatus(db: Executor): Promise<Record<SocialPostStatus, number>> {
  const rows = await db
    .select({ status: socialPosts.status, n: count() })
    .from(socialPosts)
    .groupBy(socialPosts.status);
  const counts: Record<SocialPostStatus, number> = { pending: 0, approved: 0, posted: 0, rejected: 0, failed: 0 };
  for (const r of rows) {
    const status = SOCIAL_POST_STATUSES.find((x) => x === r.status);
    if (status) counts[status] = r.n;
  }
  const [stale] = await db.select({ n: count() }).from(socialPosts).where(STALE_APPROVAL);
  counts.failed += stale?.n ?? 0;
  return counts;
}

/** The review queue: pending oldest first (first come, first served); the rest newest first. */
export function listByStatus(db: Executor, status: SocialPostStatus, page: number, pageSize: number) {
  const where =
    status === 'failed' ? or(eq(socialPosts.status, 'failed'), STALE_APPROVAL) : eq(socialPosts.status, status);
  const newest =
    status === 'pending'
      ? asc(socialPosts.createdAt)
      : desc(sql`coalesce(${socialPosts.reviewedAt}, ${socialPosts.createdAt})`);
  return paginate(db, selectPosts(db).where(where).$dynamic(), {
    orderBy: [newest, asc(socialPosts.id)],
    page,
    pageSize,
  });
}

export type DealFilters = { q?: string; destination?: string; agent?: string };

/** Posted deals newest first, with the search and the two filters. */
export function listPostedDeals(db: Executor, f: DealFilters, page: number, pageSize: number) {
  const where = and(
    eq(socialPosts.status, 'posted'),
    searchColumns(f.q, [socialPosts.headline, socialPosts.text, quotes.title, quotes.destination]),
    f.destination ? sql`lower(${quotes.destination}) = lower(${f.destination})` : undefined,
    f.agent ? eq(socialPosts.agentId, f.agent) : undefined,
  );
  return paginate(db, selectPosts(db).where(where).$dynamic(), {
    orderBy: [desc(socialPosts.postedAt), desc(socialPosts.id)],
    page,
    pageSize,
  });
}

/** Every destination and agent that has a posted deal, for the filter menus. */
export async function postedDealFacets(db: Executor) {
  const posted = eq(socialPosts.status, 'posted');
  const [destinations, agents] = await Promise.all([
    db
      .selectDistinct({ destination: quotes.destination })
      .from(socialPosts)
      .innerJoin(quotes, eq(quotes.id, socialPosts.quoteId))
      .where(and(posted, sql`${quotes.destination} is not null and ${quotes.destination} <> ''`))
      .orderBy(quotes.destination),
    db
      .selectDistinct({
        id: socialPosts.agentId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        agentName: profiles.agentName,
        agencyName: profiles.agencyName,
        email: profiles.email,
      })
      .from(socialPosts)
      .leftJoin(profiles, eq(profiles.id, socialPosts.agentId))
      .where(posted),
  ]);
  return { destinations: destinations.flatMap((d) => (d.destination ? [d.destination] : [])), agents };
}
