import { roleHolds, type Permission } from '@domain/permissions';
import { isRole, type Role } from '@domain/roles';
import type { Viewer } from '../lib/viewer';

/** Small predicates every resource policy is built from. */
export const roleOf = (viewer: Viewer): Role | null =>
  viewer.profile && isRole(viewer.profile.role) ? viewer.profile.role : null;

/** Whether the viewer's role holds a named permission (the route gate has already checked membership). */
export const holds = (viewer: Viewer, permission: Permission) => roleHolds(roleOf(viewer), permission);

export const isOwner = (viewer: Viewer, ownerId: string | null) => ownerId !== null && ownerId === viewer.user.id;

/**
 * The row is the viewer's own, or the viewer holds the resource's `.all`
 * permission ("managers and admins see all" lives in domain/permissions.ts).
 */
export const ownsOrHoldsAll = (viewer: Viewer, ownerId: string | null, all: Permission) =>
  isOwner(viewer, ownerId) || holds(viewer, all);

/**
 * The one scoping rule for lists: the owner id to filter on, or null when the
 * viewer holds the resource's `.all` permission and sees everyone's rows.
 */
export function ownerScope(viewer: Viewer, all: Permission): string | null {
  return holds(viewer, all) ? null : viewer.user.id;
}
