import type { ProfileRow, Viewer } from '../lib/viewer';
import { isAdmin } from './helpers';

/** Only an admin changes roles, and never their own (an admin cannot lock the agency out by accident). */
export const profilePolicy = {
  changeRole: (viewer: Viewer, row: ProfileRow) => isAdmin(viewer) && row.id !== viewer.user.id,
};
