import { z } from 'zod';
import { SignUpRequestSchema } from '@domain/schemas/auth';

// The answers' schemas are shared with the SPA, which checks its answers against them.
export {
  OkSchema,
  SessionDtoSchema,
  SignInResponseSchema,
  SignUpResponseSchema,
  VerifiedSchema,
} from '@domain/schemas/account';

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
