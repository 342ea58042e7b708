import { describe, expect, it } from 'vitest';
import { accessFor } from '@domain/access';
import { decideGuard, loginRedirectPath, type GuardInput } from './guard-decision';

const agentIn: GuardInput = {
  status: 'signed-in',
  waitedOut: false,
  hasUser: true,
  emailConfirmed: true,
  email: 'a@demo.test',
  role: 'agent',
  hasActiveMembership: false,
  rule: accessFor('/dashboard/quotes'),
  location: '/dashboard/quotes?x=1',
};

describe('decideGuard', () => {
  it('waits with the user text while the session loads', () => {
    expect(decideGuard({ ...agentIn, status: 'loading', hasUser: false, role: null })).toEqual({
      kind: 'wait',
      text: 'Loading user data...',
    });
  });

  it('waits with the profile text while the role is unknown', () => {
    expect(decideGuard({ ...agentIn, role: null })).toEqual({ kind: 'wait', text: 'Loading profile data...' });
  });

  it('after 3 s without a user, sends home with the login flag and the origin', () => {
    const d = decideGuard({ ...agentIn, status: 'loading', waitedOut: true, hasUser: false, role: null });
    expect(d).toEqual({
      kind: 'redirect',
      to: loginRedirectPath('/dashboard/quotes?x=1'),
      remember: '/dashboard/quotes?x=1',
    });
    expect(loginRedirectPath('/dashboard/quotes?x=1')).toBe('/?login=true&from=%2Fdashboard%2Fquotes%3Fx%3D1');
  });

  it('sends a signed-out visitor to sign in at once', () => {
    expect(decideGuard({ ...agentIn, status: 'signed-out', hasUser: false, role: null }).kind).toBe('redirect');
  });

  it('after a deliberate sign-out, goes home without the login dialog', () => {
    expect(
      decideGuard({ ...agentIn, status: 'signed-out', hasUser: false, role: null, signedOutByUser: true }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an unconfirmed e-mail to /verify-email with the address', () => {
    expect(decideGuard({ ...agentIn, emailConfirmed: false })).toEqual({
      kind: 'redirect',
      to: '/verify-email',
      state: { email: 'a@demo.test' },
    });
  });

  it('sends a disallowed role to /unauthorized', () => {
    expect(decideGuard({ ...agentIn, role: 'lead' })).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideGuard({ ...agentIn, role: 'onboarding', rule: accessFor('/dashboard/suppliers') })).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
  });

  it('after 3 s with no role, a signed-in user is unauthorized', () => {
    expect(decideGuard({ ...agentIn, role: null, waitedOut: true })).toEqual({ kind: 'redirect', to: '/unauthorized' });
  });

  it('sends a quote agent without membership to billing on a required route', () => {
    expect(decideGuard({ ...agentIn, role: 'quoteagent' })).toEqual({ kind: 'redirect', to: '/dashboard/billing' });
    expect(decideGuard({ ...agentIn, role: 'quoteagent', hasActiveMembership: true })).toEqual({ kind: 'allow' });
  });

  it('lets a quote agent without membership through where it is not checked', () => {
    expect(
      decideGuard({ ...agentIn, role: 'quoteagent', rule: accessFor('/dashboard/tools/chrome-extension') }),
    ).toEqual({ kind: 'allow' });
  });

  it('allows an agent on a core route', () => {
    expect(decideGuard(agentIn)).toEqual({ kind: 'allow' });
  });
});
