import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { JOIN_STEP_LABELS, JOIN_TOKEN_HEADER } from '@domain/join/constants';
import type { JoinApplicationDto } from '@domain/join/responses';
import { createUser } from '../../commands/auth/create-user';
import { issueToken } from '../../commands/auth/issue-token';
import { currentAgreement } from '../../commands/join/agreements';
import {
  claimApplication,
  createApplication,
  findApplication,
  latestApplicationOf,
  rotateToken,
  type JoinApplicationRow,
} from '../../commands/join/applications';
import { touchLead } from '../../commands/join/leads';
import { useLeadInvitation } from '../../commands/leads/lead-invitation';
import { signAgreement } from '../../commands/join/sign-agreement';
import { agreementSignatures, joinApplications, profiles, users } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { confirmSignUpMail } from '../../integrations/mail/templates';
import { joinAccountExistsMail, joinResumeMail } from '../../integrations/mail/templates-join';
import { hashPassword } from '../../lib/passwords';
import { enforce, hit, RATE_RULES } from '../../lib/rate-limit';
import type { Viewer } from '../../lib/viewer';
import { hasActiveMembership } from '../../plugins/access';
import { viewerOf } from '../../plugins/auth';
import { presentApplication } from './present';
import {
  AgreementSignSchema,
  APPLICATION_NOT_FOUND,
  JoinApplicationSchema,
  JoinContinueSchema,
  JoinPlanSchema,
  JoinStartResponseSchema,
  JoinStartSchema,
  OkSchema,
} from './schema';

function tokenOf(req: FastifyRequest): string | null {
  const value = req.headers[JOIN_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The join wizard (/agent-signup, /join/new): details -> plan -> agreement ->
 * payment. The details step makes the account (a lead, confirmed by e-mail as
 * any sign-up) and an application the visitor resumes with a token kept in
 * their browser and e-mailed on request; every step is recorded on their lead.
 * Payment itself is the payments API's; the membership starts from its webhook.
 */
const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, brand, publicUrl } = app.ctx;

  // Answers carry resume tokens: no browser or proxy may keep them.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function applicationOf(req: FastifyRequest): Promise<JoinApplicationRow> {
    const row = await findApplication(db, tokenOf(req));
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return row;
  }

  async function describe(row: JoinApplicationRow, viewer: Viewer | null): Promise<JoinApplicationDto> {
    const current = await currentAgreement(db, brand.name);
    const signedBy = (where: ReturnType<typeof eq>) =>
      db
        .select()
        .from(agreementSignatures)
        .where(and(where, eq(agreementSignatures.versionId, current.id)))
        .orderBy(desc(agreementSignatures.signedAt))
        .limit(1);
    let [signature] = await signedBy(eq(agreementSignatures.applicationId, row.id));
    // Signed on /contract outside the wizard counts too.
    if (!signature && row.userId) [signature] = await signedBy(eq(agreementSignatures.userId, row.userId));
    const signedInAsApplicant = viewer !== null && row.userId !== null && viewer.user.id === row.userId;
    return presentApplication(row, {
      signature: signature ?? null,
      version: signature ? current.version : null,
      signedInAsApplicant,
      membershipActive: signedInAsApplicant && viewer !== null && hasActiveMembership(viewer),
    });
  }

  const sendConfirmation = (userId: string, email: string, firstName: string) =>
    mailer.defer(async () => {
      const token = await issueToken(db, userId, 'signup');
      await mailer.send(
        confirmSignUpMail({
          to: email,
          brandName: brand.name,
          firstName,
          link: `${publicUrl}/auth/callback?type=signup&token=${encodeURIComponent(token)}`,
        }),
      );
    });

  // At most one notice an hour, and no link that changes anything.
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
        joinAccountExistsMail({
          to: email,
          brandName: brand.name,
          firstName: holder.firstName,
          link: `${publicUrl}/?login=true&from=${encodeURIComponent('/join/new')}`,
        }),
      );
    });

  app.post(
    '/api/join/start',
    {
      config: { access: 'public' },
      schema: { body: JoinStartSchema, response: { 201: JoinStartResponseSchema } },
    },
    async (req, reply) => {
      await enforce(db, [{ key: `join:ip:${req.ip}`, rule: RATE_RULES.signUpIp }]);
      const { confirmPassword: _confirm, role: _role, planId, invite, ...details } = req.body;
      // An invitation from staff works once: spent here, when the account it invited is made.
      const invited = invite ? await useLeadInvitation(db, invite) : null;
      const application = {
        email: details.email,
        firstName: details.firstName,
        lastName: details.lastName,
        phoneNumber: details.phoneNumber,
        agencyName: details.agencyName,
        planId: planId ?? null,
        invitedLeadId: invited?.id ?? null,
      };
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, details.email));
      let started: Awaited<ReturnType<typeof createApplication>> | undefined;
      if (existing) {
        // The same answer, in the same time, as for a new address: only the holder learns it is registered.
        await hashPassword(details.password);
      } else {
        try {
          started = await db.transaction(async (tx) => {
            const created = await createUser(tx, { ...details, role: 'lead' });
            return createApplication(tx, { ...application, userId: created.user.id });
          });
          sendConfirmation(started.row.userId ?? '', details.email, details.firstName);
        } catch (err) {
          // Two sign-ups with one address at the same moment: the database decides, the answer stays the same.
          if (!isUniqueViolation(err)) throw err;
        }
      }
      if (!started) {
        tellHolder(details.email);
        started = await createApplication(db, { ...application, userId: null });
      }
      await touchLead(db, started.row, 'details');
      return reply.status(201).send({ token: started.token, application: await describe(started.row, null) });
    },
  );

  app.post(
    '/api/join/continue',
    {
      config: { access: 'signed-in' },
      schema: { body: JoinContinueSchema, response: { 200: JoinStartResponseSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const sent = tokenOf(req);
      const fromToken = await findApplication(db, sent);
      let token: string;
      let row: JoinApplicationRow;
      if (
        sent &&
        fromToken &&
        (fromToken.userId === viewer.user.id || (fromToken.userId === null && fromToken.email === viewer.user.email))
      ) {
        // The application this browser started (before signing in, with an address that had an account).
        if (fromToken.userId === null) await claimApplication(db, fromToken.id, viewer.user.id);
        token = sent;
        row = { ...fromToken, userId: viewer.user.id };
      } else {
        const latest = await latestApplicationOf(db, viewer.user.id);
        if (latest) {
          ({ token, row } = await rotateToken(db, latest.id));
        } else {
          const p = viewer.profile;
          const invited = req.body.invite ? await useLeadInvitation(db, req.body.invite) : null;
          ({ token, row } = await createApplication(db, {
            userId: viewer.user.id,
            email: viewer.user.email,
            firstName: p?.firstName ?? '',
            lastName: p?.lastName ?? '',
            phoneNumber: p?.phoneNumber ?? null,
            agencyName: p?.agencyName ?? null,
            invitedLeadId: invited?.id ?? null,
          }));
          await touchLead(db, row, 'details');
        }
      }
      if (req.body.planId && row.step === 'plan' && row.planId !== req.body.planId) {
        const [updated] = await db
          .update(joinApplications)
          .set({ planId: req.body.planId, updatedAt: new Date() })
          .where(eq(joinApplications.id, row.id))
          .returning();
        if (updated) row = updated;
      }
      return { token, application: await describe(row, viewer) };
    },
  );

  app.get(
    '/api/join/application',
    { config: { access: 'public' }, schema: { response: { 200: JoinApplicationSchema } } },
    async (req) => describe(await applicationOf(req), req.viewer),
  );

  app.put(
    '/api/join/application/plan',
    {
      config: { access: 'public' },
      schema: { body: JoinPlanSchema, response: { 200: JoinApplicationSchema } },
    },
    async (req) => {
      const row = await applicationOf(req);
      const [updated] = await db
        .update(joinApplications)
        .set({
          planId: req.body.planId,
          billingInterval: req.body.interval,
          step: row.step === 'plan' ? 'agreement' : row.step,
          updatedAt: new Date(),
        })
        .where(eq(joinApplications.id, row.id))
        .returning();
      if (!updated) throw notFound(APPLICATION_NOT_FOUND);
      await touchLead(db, updated, 'plan');
      return describe(updated, req.viewer);
    },
  );

  app.post(
    '/api/join/application/agreement',
    {
      config: { access: 'public' },
      schema: { body: AgreementSignSchema, response: { 201: JoinApplicationSchema } },
    },
    async (req, reply) => {
      const row = await applicationOf(req);
      if (!row.planId || !row.billingInterval) {
        throw conflict('Please choose a plan before signing the agreement.', { planId: 'Please choose a plan' });
      }
      const current = await currentAgreement(db, brand.name);
      await signAgreement(db, current, {
        version: req.body.version,
        fullName: req.body.fullName,
        email: row.email,
        userId: row.userId,
        applicationId: row.id,
        ipAddress: req.ip,
        userAgent: req.headers['user-agent'],
      });
      const after = { ...row, step: 'payment' };
      await touchLead(db, after, 'agreement');
      return reply.status(201).send(await describe(after, req.viewer));
    },
  );

  // The visitor opened /payment: the last step before the hosted checkout.
  app.post(
    '/api/join/application/payment',
    { config: { access: 'public' }, schema: { response: { 200: JoinApplicationSchema } } },
    async (req) => {
      const row = await applicationOf(req);
      if (row.step !== 'payment') {
        throw conflict(
          row.step === 'plan' ? 'Please choose a plan first.' : 'Please sign the agreement before paying.',
        );
      }
      await touchLead(db, row, 'payment');
      return describe(row, req.viewer);
    },
  );

  app.post(
    '/api/join/application/resume-link',
    { config: { access: 'public' }, schema: { response: { 200: OkSchema } } },
    async (req) => {
      const row = await applicationOf(req);
      const token = tokenOf(req) ?? '';
      await enforce(db, [{ key: `join-resume:${row.id}`, rule: RATE_RULES.resendEmail }]);
      mailer.defer(() =>
        mailer.send(
          joinResumeMail({
            to: row.email,
            brandName: brand.name,
            firstName: row.firstName,
            stepLabel: JOIN_STEP_LABELS[row.step === 'plan' || row.step === 'agreement' ? row.step : 'payment'],
            link: `${publicUrl}/join/new?resume=${encodeURIComponent(token)}`,
          }),
        ),
      );
      return { ok: true as const };
    },
  );
};

export default joinRoutes;
