import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { quotes, socialPosts } from '../../db/schema';
import type { QuoteRow } from '../../policies/quotes';

/** The part of a quote a post request needs. */
export type QuoteSocialRow = Pick<QuoteRow, 'id' | 'agentId' | 'kind' | 'isPublished' | 'slug' | 'title'>;

export type PostContent = { headline: string; text: string; story_content: string };

/**
 * Queues a quote's social post for admin review. Asking again while one is
 * waiting edits that request instead of queueing a second. The quote records
 * the request in its facebook_* fields and social_post_text.
 */
export async function requestPost(db: Db, quote: QuoteSocialRow, c: PostContent) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const content = { headline: c.headline, text: c.text, storyContent: c.story_content, updatedAt: now };
    const [updated] = await tx
      .update(socialPosts)
      .set(content)
      .where(and(eq(socialPosts.quoteId, quote.id), eq(socialPosts.status, 'pending')))
      .returning({ id: socialPosts.id });
    const [row] = updated
      ? [updated]
      : await tx
          .insert(socialPosts)
          // The quote's agent owns the post even when an admin asks for it.
          .values({ ...content, quoteId: quote.id, agentId: quote.agentId, status: 'pending' })
          .returning({ id: socialPosts.id });
    await tx
      .update(quotes)
      .set({
        facebookPostStatus: 'pending',
        facebookHeadline: c.headline,
        facebookStoryContent: c.story_content,
        socialPostText: c.text,
      })
      .where(eq(quotes.id, quote.id));
    if (!row) throw new Error('social post not stored');
    return row.id;
  });
}
