import { MeResponseSchema, PendingEmailSchema } from '@domain/schemas/account';
import type { ChangeEmailRequestSchema, ChangePasswordRequestSchema, ProfileUpdate } from '@domain/schemas/auth';
import type { z } from 'zod';
import { noContent, request } from '~/lib/api';

/** The signed-in user's own account (PATCH /api/me/profile, POST /api/me/email and /api/me/password). */

export const updateProfile = (body: ProfileUpdate) =>
  request(MeResponseSchema, '/api/me/profile', { method: 'PATCH', body });

/** Starts an e-mail change; it completes from the link sent to the new address. */
export const changeEmail = (body: z.input<typeof ChangeEmailRequestSchema>) =>
  request(PendingEmailSchema, '/api/me/email', { method: 'POST', body });

export const changePassword = (body: z.input<typeof ChangePasswordRequestSchema>) =>
  request(noContent, '/api/me/password', { method: 'POST', body });
