import { z } from 'zod';
import { FALLBACK_AGENCY_NAME, PASSWORD_MIN_LENGTH } from '../constants';
import { LIMITS } from '../limits';

/** E-mail as typed: trimmed, lowercased, then validated (SPEC 5). */
export const emailField = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

const firstName = z
  .string({ error: 'First name must be at least 2 characters' })
  .trim()
  .min(2, 'First name must be at least 2 characters')
  .max(LIMITS.name, `First name must be at most ${LIMITS.name} characters`);
const lastName = z
  .string({ error: 'Last name must be at least 2 characters' })
  .trim()
  .min(2, 'Last name must be at least 2 characters')
  .max(LIMITS.name, `Last name must be at most ${LIMITS.name} characters`);
const phoneNumber = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .min(5, 'Please enter a valid phone number')
  .max(LIMITS.phone, 'Please enter a valid phone number');
const agencyName = z
  .string()
  .trim()
  .max(LIMITS.agency, `Agency name must be at most ${LIMITS.agency} characters`)
  .optional()
  .transform((v) => (v ? v : FALLBACK_AGENCY_NAME));
export const passwordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(LIMITS.password, `Password must be at most ${LIMITS.password} characters`);

const signUpBase = z.object({
  firstName,
  lastName,
  phoneNumber,
  agencyName,
  email: emailField,
  password: passwordField,
});

/** The sign-up form, with the confirmation field and the match rule (SPEC 5). */
export const SignUpFormSchema = signUpBase
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** The sign-up payload of SPEC 3. Self sign-up always becomes a lead. */
export const SignUpRequestSchema = signUpBase.extend({
  role: z.literal('lead', { error: 'Self sign-up creates a lead account' }).optional(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

export const SignInRequestSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(LIMITS.password),
});
export type SignInRequest = z.input<typeof SignInRequestSchema>;

export const RecoverRequestSchema = z.object({ email: emailField });
export type RecoverRequest = z.input<typeof RecoverRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'The reset link is missing its token' })
    .min(1, 'The reset link is missing its token')
    .max(200),
  password: passwordField,
});

export const VerifyEmailRequestSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is missing its token' })
    .min(1, 'The confirmation link is missing its token')
    .max(200),
});

export const RefreshRequestSchema = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(200),
});

export const ResendConfirmationSchema = z.object({ email: emailField });

/** Profile details an account holder edits on /dashboard/profile. */
export const ProfileUpdateSchema = z.object({ firstName, lastName, phoneNumber, agencyName });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordField,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(LIMITS.password),
  newPassword: passwordField,
});

export const ChangeEmailRequestSchema = z.object({
  email: emailField,
  currentPassword: z.string().min(1, 'Current password is required').max(LIMITS.password),
});
