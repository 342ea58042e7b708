import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from './index';
import { quotes, socialPosts, users } from './schema';

const DEMO_AGENT = 'agent@demo.test';
const DEMO_ADMIN = 'admin@demo.test';

/**
 * One posted deal for the demo agent: their first published quote (one with a
 * hero image when there is one), posted through the sandbox and approved by
 * the demo admin. Does nothing when the agent has no published quote.
 */
export async function seedSocial(tx: Executor): Promise<boolean> {
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AGENT));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN));
  if (!agent) return false;
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.agentId, agent.id), eq(quotes.isPublished, true)))
    .orderBy(desc(isNotNull(quotes.heroImage)), asc(quotes.createdAt))
    .limit(1);
  if (!quote) return false;

  const price =
    quote.finalPriceTotal !== null ? ` from £${Math.round(quote.finalPriceTotal / 100).toLocaleString('en-GB')}` : '';
  const headline = `${quote.title}${price}`.slice(0, 120);
  const text =
    `Fresh from our agency: ${quote.title}${quote.destination ? ` in ${quote.destination}` : ''}. ` +
    'Flights, stay and transfers sorted in one booking. Message us to hold it for your dates.';
  const story = 'Every detail is on the quote page: the itinerary, what is included and how to book.';
  const postedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const [post] = await tx
    .insert(socialPosts)
    .values({
      quoteId: quote.id,
      agentId: agent.id,
      headline,
      text,
      storyContent: story,
      status: 'posted',
      adapter: 'sandbox',
      reviewedBy: admin?.id ?? null,
      reviewedAt: postedAt,
      postedAt,
      createdAt: new Date(postedAt.getTime() - 30 * 60 * 1000),
      updatedAt: postedAt,
    })
    .returning({ id: socialPosts.id });
  if (!post) return false;
  // The sandbox's post URL is the deal's place in the in-app feed (root-relative: the seed has no public URL).
  const externalUrl = `/dashboard/posted-deals#${post.id}`;
  await tx
    .update(socialPosts)
    .set({ externalId: `sandbox-${post.id}`, externalUrl })
    .where(eq(socialPosts.id, post.id));
  await tx
    .update(quotes)
    .set({
      facebookPostStatus: 'posted',
      facebookPostId: `sandbox-${post.id}`,
      facebookPostUrl: externalUrl,
      facebookPostedAt: postedAt,
      facebookHeadline: headline,
      facebookStoryContent: story,
      socialPostText: text,
    })
    .where(eq(quotes.id, quote.id));
  return true;
}
