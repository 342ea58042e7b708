import { z } from 'zod';
import { SignUpRequestSchema } from '../schemas/auth';
import { LIMITS } from '../limits';
import { BILLING_INTERVALS, PLAN_IDS } from '../plans';
import { AGREEMENT_LIMITS } from './constants';

/*
 * What a client sends to the join wizard and the agreement, with SPEC 5's
 * messages: the wizard's forms and the API parse the same schemas.
 */

export const planIdField = z.enum(PLAN_IDS, { error: 'Please choose a plan' });
export const billingIntervalField = z.enum(BILLING_INTERVALS, { error: 'Please choose monthly or yearly billing' });

/** An invitation or resume token as it appears in a link. */
const linkToken = z.string().trim().min(1).max(200);

/** Step 1 as a form: the sign-up fields of SPEC 5 with the confirmation and match rule. */
export const JoinDetailsFormSchema = SignUpRequestSchema.omit({ role: true })
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(8, 'Please confirm your password')
      .max(LIMITS.password, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type JoinDetailsForm = z.input<typeof JoinDetailsFormSchema>;

/**
 * Step 1 as the API reads it: the SPEC 3 sign-up payload (the account is made
 * here, as a lead), an optional confirmation that must match when sent, the
 * plan a pricing button chose and the invitation that opened the wizard.
 */
export const JoinStartSchema = SignUpRequestSchema.extend({
  confirmPassword: z.string({ error: 'Please confirm your password' }).max(LIMITS.password).optional(),
  planId: planIdField.optional(),
  invite: linkToken.optional(),
}).refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type JoinStart = z.input<typeof JoinStartSchema>;

/** A signed-in visitor (a lead who signed up earlier) joins with the details on their account. */
export const JoinContinueSchema = z.object({
  planId: planIdField.optional(),
  invite: linkToken.optional(),
});
export type JoinContinue = z.input<typeof JoinContinueSchema>;

/** Step 2. */
export const JoinPlanSchema = z.object({ planId: planIdField, interval: billingIntervalField });
export type JoinPlan = z.input<typeof JoinPlanSchema>;

/**
 * Step 3 (and /contract outside the wizard): the version read, the full name
 * typed and the box ticked.
 */
export const AgreementSignSchema = z.object({
  version: z.number({ error: 'The agreement version is missing' }).int().positive().max(1_000_000),
  fullName: z
    .string({ error: 'Please type your full name' })
    .trim()
    .min(3, 'Please type your full name')
    .max(AGREEMENT_LIMITS.fullName, `Your name must be at most ${AGREEMENT_LIMITS.fullName} characters`)
    .refine((v) => /\S+\s+\S+/.test(v), 'Please type your first and last name'),
  accepted: z.literal(true, { error: 'Please tick the box to accept the agreement' }),
});
export type AgreementSign = z.input<typeof AgreementSignSchema>;

/** /setup-account: the profile details a new member finishes, and a password when the account has none. */
export const SetupAccountSchema = z.object({
  agentName: z
    .string({ error: 'Please enter the name your clients will see' })
    .trim()
    .min(2, 'Please enter the name your clients will see')
    .max(LIMITS.name, `Agent name must be at most ${LIMITS.name} characters`),
  agencyName: z
    .string()
    .trim()
    .max(LIMITS.agency, `Agency name must be at most ${LIMITS.agency} characters`)
    .optional(),
  phoneNumber: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .min(5, 'Please enter a valid phone number')
    .max(LIMITS.phone, 'Please enter a valid phone number'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`)
    .optional(),
});
export type SetupAccount = z.input<typeof SetupAccountSchema>;

/** /ai-tool-signup: the SPEC 5 sign-up; the account becomes an explorer (SPEC 6). */
export const AiToolSignUpSchema = SignUpRequestSchema.omit({ role: true })
  .extend({
    confirmPassword: z.string({ error: 'Please confirm your password' }).max(LIMITS.password).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type AiToolSignUp = z.input<typeof AiToolSignUpSchema>;
