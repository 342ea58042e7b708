import type { captures, personalAccessTokens } from '../db/schema';
import type { Viewer } from '../lib/viewer';
import { isOwner } from './helpers';

export type CaptureRow = typeof captures.$inferSelect;
export type TokenRow = typeof personalAccessTokens.$inferSelect;

/**
 * Captures and personal access tokens are private to their owner: nobody else,
 * staff included, reads, changes or revokes them (another agent's is a 404).
 */
export const capturePolicy = {
  manage: (viewer: Viewer, row: Pick<CaptureRow, 'userId'>) => isOwner(viewer, row.userId),
};
export const tokenPolicy = {
  revoke: (viewer: Viewer, row: Pick<TokenRow, 'userId'>) => isOwner(viewer, row.userId),
};
