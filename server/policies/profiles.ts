import type { ProfileRow, Viewer } from '../lib/viewer';
import { holds } from './helpers';

/** Only a user manager changes roles, and never their own (an admin cannot lock the agency out by accident). */
export const profilePolicy = {
  changeRole: (viewer: Viewer, row: Pick<ProfileRow, 'id'>) =>
    holds(viewer, 'users.manage') && row.id !== viewer.user.id,
};
