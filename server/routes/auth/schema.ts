import { z } from 'zod';
import type { SignInResponse } from '@domain/api';
import { SignUpRequestSchema } from '@domain/schemas/auth';
import { ProfileDtoSchema } from '../../presenters/profile';
import { UserDtoSchema } from '../../presenters/user';

export const SessionDtoSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.number().int(),
});

export const SignInResponseSchema = z.object({
  session: SessionDtoSchema,
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
}) satisfies z.ZodType<SignInResponse>;

export const SignUpResponseSchema = z.object({
  user: UserDtoSchema,
  profile: ProfileDtoSchema,
  confirmationRequired: z.literal(true),
});

export const OkSchema = z.object({ ok: z.literal(true) });
export const VerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });

/**
 * The sign-up body: the SPEC 3 payload, and a confirmPassword that, when a
 * client sends it, must match (SPEC 5) rather than being dropped unread.
 */
export const SignUpBodySchema = SignUpRequestSchema.extend({
  confirmPassword: z.string({ error: 'Please confirm your password' }).optional(),
}).refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;
