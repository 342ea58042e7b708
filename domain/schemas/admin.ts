import { z } from 'zod';
import { ROLES } from '../roles';
import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES } from './feedback';

/*
 * GET /api/admin/overview as a zod schema: the server's route answers with it
 * and the SPA's admin home checks its answer against it.
 */

// A record keyed by an enum requires every role, so a role with no users still shows 0.
const countsByRole = z.record(z.enum(ROLES), z.number().int());

/** Users by role and membership, the newest sign-ups and feedback. */
export const OverviewSchema = z.object({
  usersByRole: countsByRole,
  membership: z.object({
    active: z.number().int(),
    trial: z.number().int(),
    expired: z.number().int(),
    cancelled: z.number().int(),
    terminating: z.number().int(),
    none: z.number().int(),
  }),
  totalUsers: z.number().int(),
  recentSignUps: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      role: z.enum(ROLES),
      createdAt: z.string(),
      emailConfirmed: z.boolean(),
    }),
  ),
  recentFeedback: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(FEEDBACK_TYPES),
      priority: z.enum(FEEDBACK_PRIORITIES),
      category: z.enum(FEEDBACK_CATEGORIES),
      createdAt: z.string(),
      submitterName: z.string().nullable(),
      submitterEmail: z.string().nullable(),
      trackerUrl: z.string().nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof OverviewSchema>;
