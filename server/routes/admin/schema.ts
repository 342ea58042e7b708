import { z } from 'zod';
import { ROLES } from '@domain/roles';

// Shared with the SPA, which checks its answer against it.
export { OverviewSchema, type Overview } from '@domain/schemas/admin';

export const RoleChangeSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose one of the eight roles' }),
});
export const UserParamsSchema = z.object({ id: z.string() });
