import { ApiError, NETWORK_ERROR_MESSAGE } from '~/lib/api';
import { TimeoutError } from '~/lib/timeout';

export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Email not verified. Please check your email and verify your account.';

/** What the sign-in form shows for a failed sign-in (SPEC 8). */
export type SignInFailure = {
  /** The form-level message. */
  message: string;
  /** Field messages, e.g. password: 'Password is incorrect'. */
  fields: Record<string, string>;
  /** Go to /verify-email with the address in navigation state. */
  verifyEmail: boolean;
  /** Other server errors are shown with their code for 5 s, then cleared. */
  clearAfterMs: number | null;
};

export function describeSignInError(e: unknown): SignInFailure {
  if (e instanceof ApiError) {
    if (e.code === 'invalid_credentials') {
      return {
        message: 'Invalid Login Credentials',
        fields: { password: e.fields?.password ?? 'Password is incorrect' },
        verifyEmail: false,
        clearAfterMs: null,
      };
    }
    if (e.code === 'email_not_confirmed') {
      return { message: EMAIL_NOT_CONFIRMED_MESSAGE, fields: {}, verifyEmail: true, clearAfterMs: null };
    }
    if (e.code === 'network_error') {
      return { message: NETWORK_ERROR_MESSAGE, fields: {}, verifyEmail: false, clearAfterMs: null };
    }
    if (e.code === 'validation_failed' && e.fields) {
      return { message: e.message, fields: e.fields, verifyEmail: false, clearAfterMs: null };
    }
    return { message: `${e.message} (${e.code})`, fields: {}, verifyEmail: false, clearAfterMs: 5_000 };
  }
  if (e instanceof TimeoutError) {
    return { message: e.message, fields: {}, verifyEmail: false, clearAfterMs: 5_000 };
  }
  const message = e instanceof Error ? e.message : 'Sign-in failed. Please try again.';
  return { message, fields: {}, verifyEmail: false, clearAfterMs: 5_000 };
}
