import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { quotes, socialPosts } from '../../db/schema';
import { conflict, notFound, publishFailed } from '../../errors';
import type { SocialPublisher } from '../../integrations/social';
import { audit } from '../../lib/audit';
import type { Viewer } from '../../lib/viewer';
import { findPost, REVIEWABLE } from '../../routes/social/queries';
import { publicQuoteLink } from '../../presenters/social';

type Reviewer = { viewer: Viewer; ip: string };

async function alreadyReviewed(db: Db, id: string): Promise<never> {
  const existing = await findPost(db, id);
  if (!existing) throw notFound();
  throw conflict(`This post has already been reviewed (${existing.post.status}).`);
}

/**
 * Approves a post and publishes it through the adapter. A waiting post, a
 * failed one (retry) or one whose publishing was cut off (a stale approval)
 * can be approved. The claim
 * (pending -> approved) is one conditional update, so two admins clicking at
 * once publish it once. Publishing happens outside the transaction: a slow
 * Facebook holds no locks. Failure marks post and quote 'failed' with the reason.
 */
export async function approvePost(db: Db, publisher: SocialPublisher, publicUrl: string, id: string, by: Reviewer) {
  const now = new Date();
  const claimed = await db.transaction(async (tx) => {
    const [post] = await tx
      .update(socialPosts)
      .set({ status: 'approved', reviewedBy: by.viewer.user.id, reviewedAt: now, reason: null, updatedAt: now })
      .where(and(eq(socialPosts.id, id), REVIEWABLE))
      .returning();
    if (!post) return null;
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, post.quoteId));
    if (!quote) throw notFound();
    // Rolls the claim back: a link to an unpublished quote would show a not-found page.
    if (!quote.isPublished)
      throw conflict('The quote is no longer published. Ask the agent to publish it again before approving.');
    await tx.update(quotes).set({ facebookPostStatus: 'approved' }).where(eq(quotes.id, quote.id));
    await audit(tx, 'social_post_approved', {
      userId: by.viewer.user.id,
      email: by.viewer.user.email,
      ip: by.ip,
      detail: { postId: post.id, quoteId: quote.id },
    });
    return { post, quote };
  });
  if (!claimed) return alreadyReviewed(db, id);

  const { post, quote } = claimed;
  try {
    const result = await publisher.publish({
      postId: post.id,
      quote: { id: quote.id, title: quote.title, slug: quote.slug, heroImage: quote.heroImage },
      headline: post.headline,
      text: post.text,
      story: post.storyContent,
      link: publicQuoteLink(publicUrl, quote.slug),
    });
    const postedAt = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(socialPosts)
        .set({
          status: 'posted',
          adapter: publisher.kind,
          externalId: result.postId,
          externalUrl: result.postUrl,
          postedAt,
          updatedAt: postedAt,
        })
        .where(eq(socialPosts.id, post.id));
      await tx
        .update(quotes)
        .set({
          facebookPostStatus: 'posted',
          facebookPostId: result.postId,
          facebookPostUrl: result.postUrl,
          facebookPostedAt: postedAt,
        })
        .where(eq(quotes.id, quote.id));
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'Publishing failed.';
    await db.transaction(async (tx) => {
      await tx
        .update(socialPosts)
        .set({ status: 'failed', adapter: publisher.kind, reason, updatedAt: new Date() })
        .where(eq(socialPosts.id, post.id));
      await tx.update(quotes).set({ facebookPostStatus: 'failed' }).where(eq(quotes.id, quote.id));
      await audit(tx, 'social_post_failed', {
        userId: by.viewer.user.id,
        email: by.viewer.user.email,
        ip: by.ip,
        detail: { postId: post.id, quoteId: quote.id, reason },
      });
    });
    throw publishFailed(reason);
  }
  const done = await findPost(db, post.id);
  if (!done) throw notFound();
  return done;
}

/** Rejects a waiting (or failed) post with the admin's reason, which the agent sees. */
export async function rejectPost(db: Db, id: string, reason: string, by: Reviewer) {
  const now = new Date();
  const rejected = await db.transaction(async (tx) => {
    const [post] = await tx
      .update(socialPosts)
      .set({ status: 'rejected', reason, reviewedBy: by.viewer.user.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(socialPosts.id, id), REVIEWABLE))
      .returning();
    if (!post) return null;
    await tx.update(quotes).set({ facebookPostStatus: 'rejected' }).where(eq(quotes.id, post.quoteId));
    await audit(tx, 'social_post_rejected', {
      userId: by.viewer.user.id,
      email: by.viewer.user.email,
      ip: by.ip,
      detail: { postId: post.id, quoteId: post.quoteId, reason },
    });
    return post;
  });
  if (!rejected) return alreadyReviewed(db, id);
  const done = await findPost(db, rejected.id);
  if (!done) throw notFound();
  return done;
}
