import { z } from 'zod';
import type { MeResponse } from '@domain/api';
import { hasActiveSubscription, hasHadPreviousSubscription } from '@domain/membership';
import { roleFlags } from '@domain/roles';
import { notFound } from '../errors';
import type { Viewer } from '../lib/viewer';
import { presentProfile, ProfileDtoSchema } from './profile';
import { presentUser, UserDtoSchema } from './user';

export const MeResponseSchema = z.object({
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
  hasActiveSubscription: z.boolean(),
  hasHadPreviousSubscription: z.boolean(),
  isLead: z.boolean(),
  isAgent: z.boolean(),
  isAdmin: z.boolean(),
  isQuoteAgent: z.boolean(),
}) satisfies z.ZodType<MeResponse>;

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
