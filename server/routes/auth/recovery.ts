import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RecoverRequestSchema,
  ResendConfirmationSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '@domain/schemas/auth';
import { confirmEmail } from '../../commands/auth/confirm-email';
import { issueToken } from '../../commands/auth/issue-token';
import { resetPassword } from '../../commands/auth/reset-password';
import { oneTimeTokens, profiles, users } from '../../db/schema';
import { emailTaken, invalidToken } from '../../errors';
import { confirmSignUpMail, resetPasswordMail } from '../../integrations/mail/templates';
import { enforce, RATE_RULES } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { OkSchema, VerifiedSchema } from './schema';
import { forgetSignInAttempts } from './sign-in-guard';

/**
 * Links sent by e-mail: confirmation (and its resend), password recovery and
 * reset. Requests naming an e-mail answer the same, in the same time, whether
 * or not it has an account (the mail work runs after the answer), and are
 * limited per e-mail and per IP.
 */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  const findAccount = async (email: string) => {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        confirmedAt: users.emailConfirmedAt,
        firstName: profiles.firstName,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email));
    return row;
  };

  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { body: VerifyEmailRequestSchema, response: { 200: VerifiedSchema } },
    },
    async (req) => {
      const outcome = await confirmEmail(db, req.body.token);
      if (outcome.kind === 'invalid') throw invalidToken();
      if (outcome.kind === 'taken') throw emailTaken();
      return { verified: true as const, email: outcome.email };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      config: { access: 'public' },
      schema: { body: ResendConfirmationSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      const { email } = req.body;
      await enforce(db, [
        { key: `resend:email:${email}`, rule: RATE_RULES.resendEmail },
        { key: `resend:ip:${req.ip}`, rule: RATE_RULES.resendIp },
      ]);
      // Off the request path: the answer takes as long for an unknown e-mail as for an account.
      mailer.defer(async () => {
        const account = await findAccount(email);
        if (!account || account.confirmedAt) return;
        const token = await issueToken(db, account.id, 'signup');
        await mailer.send(
          confirmSignUpMail({
            to: account.email,
            brandName: brand.name,
            firstName: account.firstName,
            link: `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`,
          }),
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/recover',
    {
      config: { access: 'public' },
      schema: { body: RecoverRequestSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      const { email } = req.body;
      await enforce(db, [
        { key: `recover:email:${email}`, rule: RATE_RULES.recoverEmail },
        { key: `recover:ip:${req.ip}`, rule: RATE_RULES.recoverIp },
      ]);
      mailer.defer(async () => {
        const account = await findAccount(email);
        if (!account) return;
        const token = await issueToken(db, account.id, 'recovery');
        await mailer.send(
          resetPasswordMail({
            to: account.email,
            brandName: brand.name,
            firstName: account.firstName,
            link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          }),
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { body: ResetPasswordRequestSchema, response: { 200: OkSchema } },
    },
    async (req) => {
      const [holder] = await db
        .select({ email: users.email })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(and(eq(oneTimeTokens.tokenHash, hashToken(req.body.token)), eq(oneTimeTokens.kind, 'recovery')));
      const done = await resetPassword(db, req.body.token, req.body.password, req.ip);
      if (!done || !holder) throw invalidToken();
      // The holder is in charge again: this address is known from now on (sign-in-guard.ts).
      await forgetSignInAttempts(db, holder.email, req.ip);
      return { ok: true as const };
    },
  );
};

export default recoveryRoutes;
