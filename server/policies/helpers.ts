import type { Viewer } from '../lib/viewer';

/** Small predicates the resource policies are built from. */
export const isAdmin = (viewer: Viewer) => viewer.profile?.role === 'admin';
export const isOwner = (viewer: Viewer, row: { userId: string | null }) =>
  row.userId !== null && row.userId === viewer.user.id;
