import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgreementSignatureListSchema,
  AgreementSignatureSchema,
  AgreementVersionSchema,
  SignedAgreementSchema,
} from '@domain/join/responses';
import { AgreementSignSchema } from '@domain/join/schema';
import { currentAgreement } from '../../commands/join/agreements';
import { latestApplicationOf } from '../../commands/join/applications';
import { signAgreement } from '../../commands/join/sign-agreement';
import { agreementSignatures, agreementVersions } from '../../db/schema';
import { notFound } from '../../errors';
import { IdParams } from '../../lib/list';
import { viewerOf } from '../../plugins/auth';
import { holds } from '../../policies/helpers';
import { presentAgreement, presentSignature } from '../join/present';

/**
 * /contract: the agreement in force (public, to read before joining), signing
 * it as a signed-in account, and the signer's own signed copies (an admin may
 * open anyone's, as part of managing users).
 */
const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, brand } = app.ctx;

  app.get(
    '/api/agreements/current',
    { config: { access: 'public' }, schema: { response: { 200: AgreementVersionSchema } } },
    async () => presentAgreement(await currentAgreement(db, brand.name)),
  );

  app.get(
    '/api/agreements/mine',
    { config: { access: 'signed-in' }, schema: { response: { 200: AgreementSignatureListSchema } } },
    async (req) => {
      const viewer = viewerOf(req);
      const current = await currentAgreement(db, brand.name);
      const rows = await db
        .select({ signature: agreementSignatures, version: agreementVersions })
        .from(agreementSignatures)
        .innerJoin(agreementVersions, eq(agreementVersions.id, agreementSignatures.versionId))
        .where(eq(agreementSignatures.userId, viewer.user.id))
        .orderBy(desc(agreementSignatures.signedAt))
        .limit(100);
      return {
        items: rows.map((r) => presentSignature(r.signature, r.version)),
        signedCurrent: rows.some((r) => r.version.id === current.id),
        currentVersion: current.version,
      };
    },
  );

  app.get(
    '/api/agreements/signatures/:id',
    {
      config: { access: 'signed-in' },
      schema: { params: IdParams, response: { 200: SignedAgreementSchema } },
    },
    async (req) => {
      const viewer = viewerOf(req);
      if (!req.params.id) throw notFound();
      const [row] = await db
        .select({ signature: agreementSignatures, version: agreementVersions })
        .from(agreementSignatures)
        .innerJoin(agreementVersions, eq(agreementVersions.id, agreementSignatures.versionId))
        .where(eq(agreementSignatures.id, req.params.id));
      // Someone else's signature and a missing one answer the same.
      if (!row || (row.signature.userId !== viewer.user.id && !holds(viewer, 'users.manage'))) throw notFound();
      return { signature: presentSignature(row.signature, row.version), agreement: presentAgreement(row.version) };
    },
  );

  app.post(
    '/api/agreements/sign',
    {
      config: { access: 'signed-in' },
      schema: { body: AgreementSignSchema, response: { 201: AgreementSignatureSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const current = await currentAgreement(db, brand.name);
      // Signing while a wizard application waits at the agreement moves it on to payment.
      const open = await latestApplicationOf(db, viewer.user.id);
      const signature = await signAgreement(db, current, {
        version: req.body.version,
        fullName: req.body.fullName,
        email: viewer.user.email,
        userId: viewer.user.id,
        applicationId: open && open.step === 'agreement' ? open.id : null,
        ipAddress: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return reply.status(201).send(presentSignature(signature, current));
    },
  );
};

export default agreementRoutes;
