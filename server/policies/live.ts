import type { Viewer } from '../lib/viewer';
import { isAdmin, isOwner } from './helpers';
import { notFound } from '../errors';

const seesAll = (viewer: Viewer) => isAdmin(viewer) || viewer.profile?.role === 'manager';

/**
 * Live bookings and packages belong to the agent who made them; admins and
 * managers see and cancel everyone's. Another agent's row is "not found".
 */
export const liveBookingPolicy = {
  listAll: seesAll,
  read: (viewer: Viewer, row: { userId: string }) => isOwner(viewer, row) || seesAll(viewer),
  cancel: (viewer: Viewer, row: { userId: string }) => isOwner(viewer, row) || seesAll(viewer),
};

/** The row when the viewer may act on it, else the same 404 as a missing row. */
export function authorizeLive<T extends { userId: string }>(
  viewer: Viewer,
  action: 'read' | 'cancel',
  row: T | null | undefined,
): T {
  if (!row || !liveBookingPolicy[action](viewer, row)) throw notFound();
  return row;
}
