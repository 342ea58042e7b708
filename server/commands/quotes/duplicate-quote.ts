import type { Executor } from '../../db';
import { quotes } from '../../db/schema';
import { isUniqueViolation } from '../../errors';
import type { QuoteRow } from '../../policies/quotes';
import { freeSlug, randomSlug } from './quote-body';

const TITLE_MAX = 200;

/**
 * A copy of a quote for the same owner: "Copy of <title>", a new slug, a
 * draft that is not published, no views and no social post.
 */
export async function duplicateQuote(db: Executor, source: QuoteRow, now = new Date()): Promise<QuoteRow> {
  const title = `Copy of ${source.title}`.slice(0, TITLE_MAX);
  let slug = freeSlug(title, source.destination, source.hotelName);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(quotes)
        .values({
          agentId: source.agentId,
          slug,
          title,
          label: source.label,
          kind: source.kind,
          quoteStatus: 'draft',
          isPublished: false,
          destination: source.destination,
          hotelName: source.hotelName,
          departureDate: source.departureDate,
          finalPriceTotal: source.finalPriceTotal,
          heroImage: source.heroImage,
          socialPostText: source.socialPostText,
          data: source.data,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no quote');
      return row;
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err, 'quotes_slug_unique')) throw err;
      slug = randomSlug(slug);
    }
  }
}
