import type { quotes } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { holds, ownsOrHoldsAll } from './helpers';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteKindRow = Pick<QuoteRow, 'kind'>;
export type QuoteOwnerRow = Pick<QuoteRow, 'agentId' | 'kind'>;

/** Onboarding agents write itinerary quotes only; the standard builder needs its own permission. */
const mayWriteKind = (viewer: Viewer, row: QuoteKindRow) =>
  holds(viewer, row.kind === 'itinerary' ? 'quotes.write.itinerary' : 'quotes.write.standard');

/** Agents work on their own quotes; whoever holds the `.all` permissions on everyone's. */
export const quotePolicy = {
  read: (viewer: Viewer, row: QuoteOwnerRow) => ownsOrHoldsAll(viewer, row.agentId, 'quotes.read.all'),
  create: (viewer: Viewer, row: QuoteKindRow) => mayWriteKind(viewer, row),
  update: (viewer: Viewer, row: QuoteOwnerRow) =>
    mayWriteKind(viewer, row) && ownsOrHoldsAll(viewer, row.agentId, 'quotes.write.all'),
  delete: (viewer: Viewer, row: QuoteOwnerRow) =>
    mayWriteKind(viewer, row) && ownsOrHoldsAll(viewer, row.agentId, 'quotes.write.all'),
  /** Asking for a post, or reading a quote's post history: whoever may edit the quote and post at all. */
  postSocial: (viewer: Viewer, row: QuoteOwnerRow) =>
    holds(viewer, 'social.request') && ownsOrHoldsAll(viewer, row.agentId, 'quotes.write.all'),
};
