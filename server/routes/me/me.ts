import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeEmailRequestSchema, ChangePasswordRequestSchema, ProfileUpdateSchema } from '@domain/schemas/auth';
import { changePassword } from '../../commands/auth/change-password';
import { issueToken } from '../../commands/auth/issue-token';
import { updateProfile } from '../../commands/profiles/update-profile';
import type { Db } from '../../db';
import { profiles, users } from '../../db/schema';
import { notFound, validation } from '../../errors';
import { confirmEmailChangeMail, emailInUseMail } from '../../integrations/mail/templates';
import { verifyPassword } from '../../lib/passwords';
import { enforce, hit, RATE_RULES } from '../../lib/rate-limit';
import { loadAccount, type Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { MeResponseSchema, presentMe } from '../../presenters/me';

const wrongCurrentPassword = () =>
  validation({ currentPassword: 'Current password is incorrect' }, 'Current password is incorrect');

/**
 * The current password of a signed-in account, limited like sign-in: a stolen
 * access token must not become a password-guessing oracle. Every check counts
 * (right or wrong), 10 in 15 minutes per account.
 */
async function checkCurrentPassword(db: Db, viewer: Viewer, password: string): Promise<void> {
  await enforce(db, [{ key: `current-password:account:${viewer.user.id}`, rule: RATE_RULES.currentPasswordAccount }]);
  if (!(await verifyPassword(viewer.user.passwordHash, password))) throw wrongCurrentPassword();
}

/** The signed-in account holder's own account: any role may read and edit it. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;
  // The account and profile: no browser or proxy may keep them.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/me',
    { config: { access: 'signed-in' }, schema: { response: { 200: MeResponseSchema } } },
    async (req) => presentMe(viewerOf(req)),
  );

  app.patch(
    '/api/me/profile',
    {
      config: { access: 'signed-in' },
      schema: { body: ProfileUpdateSchema, response: { 200: MeResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      await updateProfile(db, viewer.user.id, req.body);
      const account = await loadAccount(db, viewer.user.id);
      if (!account) throw notFound('Your account could not be found.');
      return presentMe(account);
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { access: 'signed-in' },
      schema: { body: ChangePasswordRequestSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      await checkCurrentPassword(db, viewer, req.body.currentPassword);
      await changePassword(db, viewer.user.id, viewer.sessionId, req.body.newPassword, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/me/email',
    {
      config: { access: 'signed-in' },
      schema: {
        body: ChangeEmailRequestSchema,
        response: { 202: z.object({ pendingEmail: z.string() }) },
      },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const { email, currentPassword } = req.body;
      await checkCurrentPassword(db, viewer, currentPassword);
      if (email === viewer.user.email)
        throw validation({ email: 'This is already your email' }, 'This is already your email');
      // The same answer, in the same time, whether or not the address has an account; its holder is told instead.
      mailer.defer(async () => {
        const [taken] = await db
          .select({ firstName: profiles.firstName })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(eq(users.email, email));
        if (taken) {
          if (!(await hit(db, `account-notice:${email}`, RATE_RULES.accountNoticeEmail)).allowed) return;
          await mailer.send(
            emailInUseMail({
              to: email,
              brandName: brand.name,
              firstName: taken.firstName,
              link: `${publicUrl}/login`,
            }),
          );
          return;
        }
        const token = await issueToken(db, viewer.user.id, 'email_change', email);
        await mailer.send(
          confirmEmailChangeMail({
            to: email,
            oldEmail: viewer.user.email,
            brandName: brand.name,
            firstName: viewer.profile?.firstName,
            link: `${publicUrl}/auth/callback?type=email_change&token=${encodeURIComponent(token)}`,
          }),
        );
      });
      return reply.status(202).send({ pendingEmail: email });
    },
  );
};

export default meRoutes;
