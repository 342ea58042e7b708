import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignUpRequestSchema } from '@domain/schemas/auth';
import { createUser } from '../../commands/create-user';
import { issueToken } from '../../commands/issue-token';
import { users } from '../../db/schema';
import { emailTaken } from '../../errors';
import { confirmSignUpMail } from '../../integrations/mail/templates';
import { enforce, RATE_RULES } from '../../lib/rate-limit';
import { presentProfile } from '../../presenters/profile';
import { presentUser } from '../../presenters/user';
import { SignUpResponseSchema } from './schema';

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';

/** Self sign-up: a lead account that must confirm its e-mail before signing in. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: { body: SignUpRequestSchema, response: { 201: SignUpResponseSchema } },
    },
    async (req, reply) => {
      await enforce(db, [{ key: `sign-up:ip:${req.ip}`, rule: RATE_RULES.signUpIp }]);
      const body = req.body;
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (existing) throw emailTaken();
      const created = await createUser(db, { ...body, role: 'lead' }).catch((err: unknown) => {
        // Two sign-ups with one address at the same moment: the database decides.
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
      const token = await issueToken(db, created.user.id, 'signup');
      await mailer.send(
        confirmSignUpMail({
          to: created.user.email,
          brandName: brand.name,
          firstName: created.profile.firstName,
          link: `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`,
        }),
      );
      return reply.status(201).send({
        user: presentUser(created.user),
        profile: presentProfile(created.profile, []),
        confirmationRequired: true as const,
      });
    },
  );
};

export default registrationRoutes;
