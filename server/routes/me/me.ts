import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeEmailRequestSchema, ChangePasswordRequestSchema, ProfileUpdateSchema } from '@domain/schemas/auth';
import { changePassword } from '../../commands/change-password';
import { issueToken } from '../../commands/issue-token';
import { updateProfile } from '../../commands/update-profile';
import { users } from '../../db/schema';
import { emailTaken, notFound, validation } from '../../errors';
import { confirmEmailChangeMail } from '../../integrations/mail/templates';
import { verifyPassword } from '../../lib/passwords';
import { loadAccount } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { MeResponseSchema, presentMe } from '../../presenters/me';

const wrongCurrentPassword = () =>
  validation({ currentPassword: 'Current password is incorrect' }, 'Current password is incorrect');

/** The signed-in account holder's own account: any role may read and edit it. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

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
      if (!(await verifyPassword(viewer.user.passwordHash, req.body.currentPassword))) throw wrongCurrentPassword();
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
      if (!(await verifyPassword(viewer.user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      if (email === viewer.user.email)
        throw validation({ email: 'This is already your email' }, 'This is already your email');
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw emailTaken();
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
      return reply.status(202).send({ pendingEmail: email });
    },
  );
};

export default meRoutes;
