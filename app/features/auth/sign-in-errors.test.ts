import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '~/lib/api';
import { TimeoutError } from '~/lib/timeout';
import { describeSignInError, EMAIL_NOT_CONFIRMED_MESSAGE } from './sign-in-errors';

describe('describeSignInError (SPEC 8)', () => {
  it('wrong password: the form message and the password field message', () => {
    const f = describeSignInError(
      new ApiError(401, 'invalid_credentials', 'Invalid Login Credentials', { password: 'Password is incorrect' }),
    );
    expect(f.message).toBe('Invalid Login Credentials');
    expect(f.fields).toEqual({ password: 'Password is incorrect' });
  });

  it('unconfirmed e-mail: the message and a trip to /verify-email', () => {
    const f = describeSignInError(new ApiError(403, 'email_not_confirmed', EMAIL_NOT_CONFIRMED_MESSAGE));
    expect(f).toMatchObject({ message: EMAIL_NOT_CONFIRMED_MESSAGE, verifyEmail: true });
  });

  it('network failure: the network text', () => {
    expect(describeSignInError(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE)).message).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });

  it('other errors: server message plus code, for 5 s', () => {
    const f = describeSignInError(new ApiError(429, 'rate_limited', 'Too many attempts'));
    expect(f).toMatchObject({ message: 'Too many attempts (rate_limited)', clearAfterMs: 5_000 });
  });

  it('time-out: the SPEC message', () => {
    expect(describeSignInError(new TimeoutError('signInWithPassword timeout')).message).toBe(
      'signInWithPassword timeout',
    );
  });
});
