import { eq } from 'drizzle-orm';
import type { QuotePatch } from '@domain/quotes/schema';
import type { Executor } from '../../db';
import { quotes } from '../../db/schema';
import type { QuoteRow } from '../../policies/quotes';
import { agentBrandingSnapshot, applyQuoteBody, loadProfileRow } from './quote-body';

/**
 * Saves an allow-listed body onto a quote (PATCH and the update half of PUT):
 * keys left out keep their value, prices are recomputed and the owner's
 * branding snapshot refreshed. Slug, label, kind and owner never change here.
 */
export async function updateQuote(db: Executor, row: QuoteRow, body: QuotePatch, now = new Date()): Promise<QuoteRow> {
  const profile = await loadProfileRow(db, row.agentId);
  const values = applyQuoteBody(row, body, now);
  values.data = {
    ...values.data,
    agent_branding_info: profile ? agentBrandingSnapshot(profile) : (row.data.agent_branding_info ?? null),
  };
  const [updated] = await db.update(quotes).set(values).where(eq(quotes.id, row.id)).returning();
  if (!updated) throw new Error('update returned no quote');
  return updated;
}
