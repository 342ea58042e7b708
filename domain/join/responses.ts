import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_IDS } from '../plans';
import { JOIN_APPLICATION_STEPS } from './constants';

/*
 * What the join and agreement API answers. The server declares these as its
 * response schemas and the wizard's pages check their answers against them.
 */

/** A wizard application as its visitor sees it. */
export const JoinApplicationSchema = z.object({
  step: z.enum(JOIN_APPLICATION_STEPS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  planId: z.enum(PLAN_IDS).nullable(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** The signature of the current agreement on this application, if signed. */
  agreement: z
    .object({ signatureId: z.string(), version: z.number().int(), signedAt: z.string(), fullName: z.string() })
    .nullable(),
  /** Whether the signed-in caller owns this application (payment needs a signed-in, confirmed account). */
  signedInAsApplicant: z.boolean(),
  /** The applicant's membership has started: nothing is left to do but go to the dashboard. */
  membershipActive: z.boolean(),
});
export type JoinApplicationDto = z.infer<typeof JoinApplicationSchema>;

/** The answer to starting or continuing the wizard: the resume token the browser keeps. */
export const JoinStartResponseSchema = z.object({ token: z.string(), application: JoinApplicationSchema });
export type JoinStartResponse = z.infer<typeof JoinStartResponseSchema>;

export const AgreementVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  /** Markdown; rendered without raw HTML. */
  body: z.string(),
  sha256: z.string(),
  publishedAt: z.string(),
});
export type AgreementVersionDto = z.infer<typeof AgreementVersionSchema>;

/** One acceptance, as the signer (or an admin) reopens it. */
export const AgreementSignatureSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  fullName: z.string(),
  email: z.string(),
  textSha256: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type AgreementSignatureDto = z.infer<typeof AgreementSignatureSchema>;

export const AgreementSignatureListSchema = z.object({
  items: z.array(AgreementSignatureSchema),
  /** Whether the caller has signed the version in force now. */
  signedCurrent: z.boolean(),
  currentVersion: z.number().int(),
});
export type AgreementSignatureListDto = z.infer<typeof AgreementSignatureListSchema>;

/** A signature with the very text that was signed, for reading and printing. */
export const SignedAgreementSchema = z.object({
  signature: AgreementSignatureSchema,
  agreement: AgreementVersionSchema,
});
export type SignedAgreementDto = z.infer<typeof SignedAgreementSchema>;

/** /setup-account: what is on the account now. */
export const SetupAccountStateSchema = z.object({
  firstName: z.string().nullable(),
  agentName: z.string().nullable(),
  agencyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  needsPassword: z.boolean(),
});
export type SetupAccountStateDto = z.infer<typeof SetupAccountStateSchema>;

export const AiToolSignUpResponseSchema = z.object({ email: z.string(), confirmationRequired: z.literal(true) });
