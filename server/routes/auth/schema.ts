import { z } from 'zod';
import type { SignInResponse } from '@domain/api';
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
