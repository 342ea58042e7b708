import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FALLBACK_AGENCY_NAME } from '@domain/constants';
import { createUser } from '../../commands/auth/create-user';
import { issueToken } from '../../commands/auth/issue-token';
import { profiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../errors';
import { accountExistsMail, confirmSignUpMail } from '../../integrations/mail/templates';
import { hashPassword } from '../../lib/passwords';
import { enforce, hit, RATE_RULES } from '../../lib/rate-limit';
import type { ProfileRow, UserRow } from '../../lib/viewer';
import { presentProfile } from '../../presenters/profile';
import { presentUser } from '../../presenters/user';
import { SignUpBodySchema, SignUpResponseSchema, type SignUpBody } from './schema';

/** Keys in the order PostgreSQL's jsonb gives them back (shorter first, then bytewise), so the two answers match to the byte. */
function jsonbOrder(value: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, value[k]]));
}

/**
 * What a new account would look like, never stored: the answer to a sign-up
 * with a registered address, so it reads exactly like a real one.
 */
function unsavedAccount(body: SignUpBody, now: Date): { user: UserRow; profile: ProfileRow } {
  const id = randomUUID();
  const agencyName = body.agencyName?.trim() || FALLBACK_AGENCY_NAME;
  const user: UserRow = {
    id,
    email: body.email,
    passwordHash: '',
    emailConfirmedAt: null,
    metadata: jsonbOrder({
      full_name: `${body.firstName} ${body.lastName}`.trim(),
      first_name: body.firstName,
      last_name: body.lastName,
      phone_number: body.phoneNumber ?? null,
      agency_name: agencyName,
      role: 'lead',
      email: body.email,
    }),
    createdAt: now,
    updatedAt: now,
  };
  const profile: ProfileRow = {
    id,
    role: 'lead',
    firstName: body.firstName,
    lastName: body.lastName,
    agentName: null,
    agencyName,
    phoneNumber: body.phoneNumber ?? null,
    email: body.email,
    brandLogoUrl: null,
    membershipStatus: null,
    membershipExpiryDate: null,
    brandPrimaryColor: null,
    brandSecondaryColor: null,
    brandFontFamily: null,
    brandThemeConfig: null,
    createdAt: now,
    updatedAt: now,
  };
  return { user, profile };
}

/**
 * Self sign-up: a lead account that must confirm its e-mail before signing in.
 * A registered address gets the same answer in the same time (the password is
 * hashed either way, the e-mail goes out after the answer); its holder is
 * e-mailed instead of a second account being made.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  // No link that changes anything (a token here would void the holder's own reset link), and at most one notice an hour.
  const tellHolder = (email: string) =>
    mailer.defer(async () => {
      if (!(await hit(db, `account-notice:${email}`, RATE_RULES.accountNoticeEmail)).allowed) return;
      const [holder] = await db
        .select({ firstName: profiles.firstName })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, email));
      if (!holder) return;
      await mailer.send(
        accountExistsMail({
          to: email,
          brandName: brand.name,
          firstName: holder.firstName,
          link: `${publicUrl}/forgot-password`,
        }),
      );
    });

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: { body: SignUpBodySchema, response: { 201: SignUpResponseSchema } },
    },
    async (req, reply) => {
      await enforce(db, [{ key: `sign-up:ip:${req.ip}`, rule: RATE_RULES.signUpIp }]);
      const { confirmPassword: _confirm, ...body } = req.body;
      const answer = (account: { user: UserRow; profile: ProfileRow }) =>
        reply.status(201).send({
          user: presentUser(account.user),
          profile: presentProfile(account.profile, []),
          confirmationRequired: true as const,
        });
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (existing) {
        await hashPassword(body.password);
        tellHolder(body.email);
        return answer(unsavedAccount(body, new Date()));
      }
      let created: Awaited<ReturnType<typeof createUser>>;
      try {
        created = await createUser(db, { ...body, role: 'lead' });
      } catch (err) {
        // Two sign-ups with one address at the same moment: the database decides, the answer stays the same.
        if (!isUniqueViolation(err)) throw err;
        tellHolder(body.email);
        return answer(unsavedAccount(body, new Date()));
      }
      mailer.defer(async () => {
        const token = await issueToken(db, created.user.id, 'signup');
        await mailer.send(
          confirmSignUpMail({
            to: created.user.email,
            brandName: brand.name,
            firstName: created.profile.firstName,
            link: `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`,
          }),
        );
      });
      return answer(created);
    },
  );
};

export default registrationRoutes;
