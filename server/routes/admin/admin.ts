import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRole } from '../../commands/profiles/change-role';
import { profiles } from '../../db/schema';
import { validation } from '../../errors';
import { loadProfile, parseSubscriptions, subscriptionsJson } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { authorize } from '../../policies';
import { presentProfile, ProfileDtoSchema } from '../../presenters/profile';
import { loadOverview } from './overview';
import { OverviewSchema, RoleChangeSchema, UserParamsSchema } from './schema';
import { isUuid } from '@domain/ids';

/** The admin area's API: the home page numbers, every profile, role changes. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/admin/overview',
    { config: { access: 'admin.overview' }, schema: { response: { 200: OverviewSchema } } },
    async () => loadOverview(db),
  );

  app.get(
    '/api/admin/profiles',
    {
      config: { access: 'users.manage' },
      schema: { response: { 200: z.array(ProfileDtoSchema) } },
    },
    async () => {
      const rows = await db
        .select({ profile: profiles, subscriptions: subscriptionsJson('profiles') })
        .from(profiles)
        .orderBy(asc(profiles.firstName), asc(profiles.id));
      return rows.map((r) => presentProfile(r.profile, parseSubscriptions(r.subscriptions)));
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      config: { access: 'users.manage' },
      schema: {
        params: UserParamsSchema,
        body: RoleChangeSchema,
        response: { 200: ProfileDtoSchema },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      if (req.params.id === viewer.user.id)
        throw validation({ role: 'You cannot change your own role' }, 'You cannot change your own role');
      const target = isUuid(req.params.id) ? await loadProfile(db, req.params.id) : null;
      const profile = target?.profile;
      authorize(viewer, 'profile.change-role', profile);
      if (profile.role !== req.body.role)
        await changeRole(db, profile.id, profile.role, req.body.role, viewer.user.id, req.ip);
      const [updated] = await db.select().from(profiles).where(eq(profiles.id, profile.id));
      return presentProfile(updated ?? profile, target?.subscriptions ?? []);
    },
  );
};

export default adminRoutes;
