import type { MeResponse, SignInResponse } from '@domain/api';
import type { SignUpResponse } from '@domain/schemas/account';
import type { SignUpRequest } from '@domain/schemas/auth';
import { declared, noContent, request } from '~/lib/api';

/*
 * The account API: sign-in and sign-up go without a token (auth: false), the
 * rest as the signed-in user. These calls run on the first page load, so
 * their answers are typed by declared contracts (no zod in the entry chunk,
 * DESIGN 8); the server answers with the schemas of domain/schemas/account.ts,
 * held to the same types.
 */

type Ok = { ok: true };
type Verified = { verified: true; email: string };

export const getMe = (signal?: AbortSignal) => request(declared<MeResponse>(), '/api/me', { signal });

export const signIn = (email: string, password: string) =>
  request(declared<SignInResponse>(), '/api/auth/sign-in', {
    method: 'POST',
    body: { email, password },
    auth: false,
  });

export const signUp = (payload: SignUpRequest) =>
  request(declared<SignUpResponse>(), '/api/auth/sign-up', { method: 'POST', body: payload, auth: false });

export const signOut = () => request(noContent, '/api/auth/sign-out', { method: 'POST' });

/** Sends the reset-password e-mail (answered the same whether or not the address has an account). */
export const recoverPassword = (email: string) =>
  request(declared<Ok>(), '/api/auth/recover', { method: 'POST', body: { email }, auth: false });

export const resetPassword = (token: string | null, password: string) =>
  request(declared<Ok>(), '/api/auth/reset-password', { method: 'POST', body: { token, password }, auth: false });

export const verifyEmail = (token: string) =>
  request(declared<Verified>(), '/api/auth/verify-email', { method: 'POST', body: { token }, auth: false });

export const resendConfirmation = (email: string) =>
  request(declared<Ok>(), '/api/auth/resend-confirmation', { method: 'POST', body: { email }, auth: false });
