import { quoteLabel } from '@domain/quotes/label';
import type { QuoteKind } from '@domain/quotes/status';
import type { QuotePatch } from '@domain/quotes/schema';
import type { Executor } from '../../db';
import { quotes } from '../../db/schema';
import { isUniqueViolation } from '../../errors';
import type { QuoteRow } from '../../policies/quotes';
import {
  NEW_QUOTE_STATE,
  agentBrandingSnapshot,
  applyQuoteBody,
  freeSlug,
  loadProfileRow,
  randomSlug,
} from './quote-body';

export type CreateQuoteArgs = {
  ownerId: string;
  body: QuotePatch & { title: string };
  kind?: QuoteKind;
  /** Given by PUT (the builder's autosave creates with its own id). */
  id?: string;
  brandPrefix: string;
  now?: Date;
};

/**
 * Creates a quote for its owner: a readable slug with an unguessable end, the
 * SPEC 3 label, the owner's branding snapshot and the server's own prices.
 * When two saves take the same slug at once, the loser gets a random suffix.
 */
export async function createQuote(db: Executor, a: CreateQuoteArgs): Promise<QuoteRow> {
  const now = a.now ?? new Date();
  const profile = await loadProfileRow(db, a.ownerId);
  const values = applyQuoteBody(NEW_QUOTE_STATE, a.body, now);
  values.data = {
    ...values.data,
    agent_branding_info: profile ? agentBrandingSnapshot(profile) : null,
  };
  const label = quoteLabel(
    a.brandPrefix,
    {
      agent_name: profile?.agentName,
      first_name: profile?.firstName,
      last_name: profile?.lastName,
    },
    now,
  );
  let slug = freeSlug(values.title, values.destination, values.hotelName);
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(quotes)
        .values({
          ...values,
          ...(a.id ? { id: a.id } : {}),
          agentId: a.ownerId,
          slug,
          label,
          kind: a.kind ?? 'standard',
          createdAt: now,
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
