import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RefreshRequestSchema, SignInRequestSchema } from '@domain/schemas/auth';
import { refreshTokens, sessions, users } from '../../db/schema';
import { startSession } from '../../commands/auth/start-session';
import { ACCOUNT_DEACTIVATED_MESSAGE, isDeactivated } from '../../commands/users/deactivate-user';
import { refreshSession } from '../../commands/auth/refresh-session';
import { signOut } from '../../commands/auth/sign-out';
import {
  emailNotConfirmed,
  forbidden,
  invalidCredentials,
  invalidRefreshToken,
  refreshTokenAlreadyUsed,
  sessionExpired,
  unauthorized,
} from '../../errors';
import { audit } from '../../lib/audit';
import { dummyHash, verifyPassword } from '../../lib/passwords';
import { enforce, RATE_RULES } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { loadAccount } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { presentProfile } from '../../presenters/profile';
import { presentUser } from '../../presenters/user';
import { SignInResponseSchema } from './schema';
import { guardSignIn, signInFailed, signInSucceeded } from './sign-in-guard';
import type { SessionDto } from '@domain/api';
import type { Db } from '../../db';

async function signInResponse(db: Db, userId: string, session: SessionDto) {
  const account = await loadAccount(db, userId);
  if (!account?.profile) throw unauthorized('Your account could not be found.');
  return {
    session,
    user: presentUser(account.user),
    profile: presentProfile(account.profile, account.subscriptions),
  };
}

/** Sign-in, refresh and sign-out: the session lifecycle of DESIGN 6. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: { body: SignInRequestSchema, response: { 200: SignInResponseSchema } },
    },
    async (req) => {
      const { email, password } = req.body;
      const [user] = await db.select().from(users).where(eq(users.email, email));
      await guardSignIn(db, { email, ip: req.ip, userId: user?.id });
      // Unknown e-mails cost one argon2 verification too, so timing tells nothing.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !passwordOk) {
        await signInFailed(db, email);
        await audit(db, 'sign_in_failed', { userId: user?.id, email, ip: req.ip });
        throw invalidCredentials();
      }
      if (!user.emailConfirmedAt) throw emailNotConfirmed();
      // An admin deactivated the account (server/commands/users/deactivate-user.ts): told only once the password is right.
      if (await isDeactivated(db, user.id)) throw forbidden(ACCOUNT_DEACTIVATED_MESSAGE);
      await signInSucceeded(db, email, req.ip);
      const session = await startSession(db, app.jwtKey, user.id, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return signInResponse(db, user.id, session);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { access: 'public' },
      schema: { body: RefreshRequestSchema, response: { 200: SignInResponseSchema } },
    },
    async (req) => {
      const { refreshToken } = req.body;
      const tokenHash = hashToken(refreshToken);
      // The account is limited too (DESIGN 6): every rotation makes a new token, so a per-token count alone never fills.
      const [owner] = await db
        .select({ userId: sessions.userId })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      await enforce(db, [
        { key: `refresh:ip:${req.ip}`, rule: RATE_RULES.refreshIp },
        { key: `refresh:token:${tokenHash.slice(0, 32)}`, rule: RATE_RULES.refreshSession },
        ...(owner ? [{ key: `refresh:account:${owner.userId}`, rule: RATE_RULES.refreshAccount }] : []),
      ]);
      const outcome = await refreshSession(db, app.jwtKey, refreshToken, req.ip);
      switch (outcome.kind) {
        case 'ok':
          return signInResponse(db, outcome.userId, outcome.session);
        case 'reused':
          throw refreshTokenAlreadyUsed();
        case 'expired':
          throw sessionExpired();
        case 'invalid':
          throw invalidRefreshToken();
      }
    },
  );

  app.post(
    '/api/auth/sign-out',
    { config: { access: 'signed-in' }, schema: { response: { 204: z.null() } } },
    async (req, reply) => {
      const viewer = viewerOf(req);
      await signOut(db, viewer.user.id, viewer.sessionId, req.ip);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
