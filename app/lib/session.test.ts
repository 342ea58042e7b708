import { beforeEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@domain/api';
import {
  clearSessions,
  getSession,
  onSessionEvent,
  refreshSession,
  resetRefreshThrottle,
  setRefreshTransport,
  storeSession,
} from './session';

const user = { id: 'u1', email: 'a@demo.test', emailConfirmedAt: null, createdAt: '', metadata: {} };

function response(refreshToken: string, expiresInS: number): SignInResponse {
  return {
    session: { accessToken: `at-${refreshToken}`, refreshToken, expiresAt: Math.floor(Date.now() / 1000) + expiresInS },
    user,
    profile: {} as SignInResponse['profile'],
  };
}

describe('refreshSession', () => {
  let calls: string[];
  beforeEach(() => {
    clearSessions();
    resetRefreshThrottle();
    calls = [];
    setRefreshTransport(async (token) => {
      calls.push(token);
      return response(`${token}+`, 3600);
    });
  });

  it('leaves a session with 900 s or more left alone', async () => {
    storeSession(response('r1', 3600));
    await refreshSession();
    expect(calls).toEqual([]);
  });

  it('refreshes under 900 s and stores the rotated token', async () => {
    storeSession(response('r1', 600));
    const s = await refreshSession();
    expect(calls).toEqual(['r1']);
    expect(s?.refreshToken).toBe('r1+');
    expect(getSession()?.refreshToken).toBe('r1+');
  });

  it('never calls refresh twice within 10 s, even when forced', async () => {
    storeSession(response('r1', 600));
    await refreshSession();
    await refreshSession({ force: true });
    expect(calls).toHaveLength(1);
  });

  it('shares one call between concurrent callers', async () => {
    storeSession(response('r1', 600));
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(calls).toHaveLength(1);
  });

  it("ends the session as expired when the token is 'Already Used'", async () => {
    setRefreshTransport(async () => {
      throw Object.assign(new Error('Invalid Refresh Token: Already Used'), {
        status: 401,
        code: 'refresh_token_already_used',
      });
    });
    storeSession(response('r1', 600));
    const events: string[] = [];
    const off = onSessionEvent((e, _s, reason) => events.push(`${e}:${reason ?? ''}`));
    expect(await refreshSession()).toBeNull();
    off();
    expect(getSession()).toBeNull();
    expect(events).toEqual(['SIGNED_OUT:expired']);
  });

  it('keeps the session through a network failure', async () => {
    setRefreshTransport(async () => {
      throw Object.assign(new Error('Network error'), { status: 0, code: 'network_error' });
    });
    storeSession(response('r1', 600));
    expect((await refreshSession())?.refreshToken).toBe('r1');
    expect(getSession()).not.toBeNull();
  });
});
