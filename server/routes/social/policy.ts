import type { quotes } from '../../db/schema';
import { isAdmin } from '../../policies/helpers';
import type { Viewer } from '../../lib/viewer';

export type QuoteSocialRow = Pick<typeof quotes.$inferSelect, 'id' | 'agentId' | 'isPublished' | 'slug' | 'title'>;

/**
 * Who may ask for a quote to be posted: the same people who may edit it
 * (its agent; admins and managers for anyone's), as for the quote routes.
 */
export function canPostQuote(viewer: Viewer, quote: QuoteSocialRow): boolean {
  return quote.agentId === viewer.user.id || isAdmin(viewer) || viewer.profile?.role === 'manager';
}

/** Who may see a quote's social post history: the same. */
export const canSeeQuotePosts = canPostQuote;
