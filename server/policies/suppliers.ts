import type { Viewer } from '../lib/viewer';
import { holds } from './helpers';

/** What the supplier rules read of a row. */
export type SupplierActiveRow = { active: boolean };

/**
 * The directory is the agency's, not an agent's: every holder of
 * `suppliers.read` sees an active supplier; an archived one only those who
 * keep the directory (it stays restorable). The route gate has already
 * checked `suppliers.read` or `suppliers.manage`.
 */
export const supplierPolicy = {
  read: (viewer: Viewer, row: SupplierActiveRow) => row.active || holds(viewer, 'suppliers.manage'),
};
