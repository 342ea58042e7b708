import type { MeResponse } from '@domain/api';
import { hasActiveSubscription, hasHadPreviousSubscription } from '@domain/membership';
import { roleFlags } from '@domain/roles';
import { notFound } from '../errors';
import type { Viewer } from '../lib/viewer';
import { presentProfile } from './profile';
import { presentUser } from './user';

export { MeResponseSchema } from '@domain/schemas/account';

/** GET /api/me: the account, its profile and the derived flags of SPEC 3. */
export function presentMe(viewer: Pick<Viewer, 'user' | 'profile' | 'subscriptions'>): MeResponse {
  if (!viewer.profile) throw notFound('Your profile could not be found.');
  const profile = presentProfile(viewer.profile, viewer.subscriptions);
  return {
    user: presentUser(viewer.user),
    profile,
    hasActiveSubscription: hasActiveSubscription(viewer.subscriptions),
    hasHadPreviousSubscription: hasHadPreviousSubscription(viewer.subscriptions),
    ...roleFlags(profile.role),
  };
}
