import type { Viewer } from '../lib/viewer';
import { ownsOrHoldsAll } from './helpers';

export type LiveOwnedRow = { userId: string };

/**
 * Live bookings and packages belong to the agent who made them; whoever holds
 * `live-bookings.read.all` (admins and managers) sees and cancels everyone's.
 */
export const liveBookingPolicy = {
  read: (viewer: Viewer, row: LiveOwnedRow) => ownsOrHoldsAll(viewer, row.userId, 'live-bookings.read.all'),
  cancel: (viewer: Viewer, row: LiveOwnedRow) => ownsOrHoldsAll(viewer, row.userId, 'live-bookings.read.all'),
};
