import type { ProfileRow, Viewer } from '../lib/viewer';
import { holds } from './helpers';

/**
 * The admin's people actions (role, membership, deactivate, links): a user
 * manager on anyone but themselves, so an admin cannot lock themselves out.
 */
export const peoplePolicy = {
  manage: (viewer: Viewer, row: Pick<ProfileRow, 'id'>) => holds(viewer, 'users.manage') && row.id !== viewer.user.id,
};
