import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FALLBACK_AGENCY_NAME } from '@domain/constants';
import { createUser } from '../../commands/auth/create-user';
import { issueToken } from '../../commands/auth/issue-token';
import { recordLead } from '../../commands/leads/record-lead';
import { profiles, users } from '../../db/schema';
import { isUniqueViolation, validation } from '../../errors';
import { accountExistsMail, confirmSignUpMail } from '../../integrations/mail/templates';
import { hashPassword } from '../../lib/passwords';
import { enforce, hit, RATE_RULES } from '../../lib/rate-limit';
import type { Viewer } from '../../lib/viewer';
import { viewerOf } from '../../plugins/auth';
import { AiToolSignUpResponseSchema, AiToolSignUpSchema, SetupAccountSchema, SetupAccountStateSchema } from './schema';

/** An account made without a password of its own (e.g. by staff) says so in its metadata. */
function needsPassword(viewer: Viewer): boolean {
  return viewer.user.metadata.password_set === false;
}

function setupState(viewer: Viewer) {
  const p = viewer.profile;
  return {
    firstName: p?.firstName ?? null,
    agentName: p?.agentName ?? null,
    agencyName: p?.agencyName ?? null,
    phoneNumber: p?.phoneNumber ?? null,
    needsPassword: needsPassword(viewer),
  };
}

/**
 * /setup-account (finish the profile, set a password when the account has
 * none) and /ai-tool-signup (the AI quote tool's sign-up: an explorer
 * account, SPEC 6, and a lead from the "ai-tool" source).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  app.get(
    '/api/join/setup-account',
    { config: { access: 'signed-in' }, schema: { response: { 200: SetupAccountStateSchema } } },
    async (req) => setupState(viewerOf(req)),
  );

  app.put(
    '/api/join/setup-account',
    {
      config: { access: 'signed-in' },
      schema: { body: SetupAccountSchema, response: { 200: SetupAccountStateSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { agentName, agencyName, phoneNumber, password } = req.body;
      if (needsPassword(viewer) && !password) throw validation({ password: 'Password must be at least 8 characters' });
      if (!needsPassword(viewer) && password) {
        throw validation({ password: 'Your account has a password already: change it in your profile settings.' });
      }
      const now = new Date();
      const passwordHash = password ? await hashPassword(password) : null;
      await db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ agentName, agencyName: agencyName || FALLBACK_AGENCY_NAME, phoneNumber, updatedAt: now })
          .where(eq(profiles.id, viewer.user.id));
        if (passwordHash) {
          await tx
            .update(users)
            .set({ passwordHash, metadata: { ...viewer.user.metadata, password_set: true }, updatedAt: now })
            .where(eq(users.id, viewer.user.id));
        }
      });
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, viewer.user.id));
      const [user] = await db.select().from(users).where(eq(users.id, viewer.user.id));
      return setupState({ ...viewer, profile: profile ?? viewer.profile, user: user ?? viewer.user });
    },
  );

  app.post(
    '/api/join/ai-tool-signup',
    {
      config: { access: 'public' },
      schema: { body: AiToolSignUpSchema, response: { 201: AiToolSignUpResponseSchema } },
    },
    async (req, reply) => {
      await enforce(db, [{ key: `join:ip:${req.ip}`, rule: RATE_RULES.signUpIp }]);
      const { confirmPassword: _confirm, ...body } = req.body;
      const answer = () => reply.status(201).send({ email: body.email, confirmationRequired: true as const });
      const tellHolder = () =>
        mailer.defer(async () => {
          if (!(await hit(db, `account-notice:${body.email}`, RATE_RULES.accountNoticeEmail)).allowed) return;
          await mailer.send(
            accountExistsMail({ to: body.email, brandName: brand.name, link: `${publicUrl}/forgot-password` }),
          );
        });
      await recordLead(db, {
        email: body.email,
        name: `${body.firstName} ${body.lastName}`,
        phone: body.phoneNumber,
        source: 'ai-tool',
      });
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (existing) {
        await hashPassword(body.password);
        tellHolder();
        return answer();
      }
      try {
        const created = await createUser(db, { ...body, role: 'explorer' });
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
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        tellHolder();
      }
      return answer();
    },
  );
};

export default accountRoutes;
