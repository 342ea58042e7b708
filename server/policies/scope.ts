import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Permission } from '@domain/permissions';
import type { Viewer } from '../lib/viewer';
import { ownerScope } from './helpers';

/**
 * A list's row scope: only the viewer's own rows (`ownerColumn` is theirs),
 * or no condition when they hold the resource's `.all` permission and see
 * everyone's. The list twin of `authorize()`'s ownership rule.
 */
export function scopeToOwner(viewer: Viewer, allPermission: Permission, ownerColumn: Column): SQL | undefined {
  const owner = ownerScope(viewer, allPermission);
  return owner === null ? undefined : eq(ownerColumn, owner);
}
