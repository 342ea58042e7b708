import { describe, expect, it } from 'vitest';
import { postSignInRedirect, type RedirectInput } from './redirect';

const NOW = new Date('2026-11-22T12:00:00Z');
const input = (over: Partial<RedirectInput>): RedirectInput => ({
  pathname: '/login',
  savedLocation: null,
  role: 'agent',
  membershipStatus: null,
  membershipExpiryDate: null,
  now: NOW,
  ...over,
});

describe('postSignInRedirect (SPEC 4)', () => {
  it('applies only on an auth page or the home page', () => {
    expect(postSignInRedirect(input({ pathname: '/dashboard/quotes', role: 'admin' }))).toBeNull();
    expect(postSignInRedirect(input({ pathname: '/blog', role: 'admin' }))).toBeNull();
    expect(postSignInRedirect(input({ pathname: '/', role: 'admin' }))).toBe('/dashboard/admin');
    expect(postSignInRedirect(input({ pathname: '/sign-in', role: 'admin' }))).toBe('/dashboard/admin');
  });

  it('1. a saved originating location wins', () => {
    expect(postSignInRedirect(input({ savedLocation: '/dashboard/tasks', role: 'admin' }))).toBe('/dashboard/tasks');
    expect(
      postSignInRedirect(
        input({ savedLocation: '/dashboard/tools', role: 'quoteagent', membershipStatus: 'Cancelled' }),
      ),
    ).toBe('/dashboard/tools');
  });

  it('2. a quoteagent with an inactive but known status goes to /renew-subscription', () => {
    expect(postSignInRedirect(input({ role: 'quoteagent', membershipStatus: 'Expired - Non Payment' }))).toBe(
      '/renew-subscription',
    );
    expect(
      postSignInRedirect(
        input({ role: 'quoteagent', membershipStatus: 'Current', membershipExpiryDate: '2020-01-01' }),
      ),
    ).toBe('/renew-subscription');
  });

  it('2. an unknown status is not sent to renew', () => {
    expect(postSignInRedirect(input({ role: 'quoteagent', membershipStatus: null }))).toBe('/');
    expect(postSignInRedirect(input({ role: 'quoteagent', membershipStatus: 'weird' }))).toBe('/');
  });

  it('3. admin goes to /dashboard/admin', () => {
    expect(postSignInRedirect(input({ role: 'admin' }))).toBe('/dashboard/admin');
  });

  it('4. agent, or a quoteagent with active membership, goes to /dashboard', () => {
    expect(postSignInRedirect(input({ role: 'agent' }))).toBe('/dashboard');
    expect(postSignInRedirect(input({ role: 'quoteagent', membershipStatus: 'Current' }))).toBe('/dashboard');
    expect(
      postSignInRedirect(
        input({ role: 'quoteagent', membershipStatus: 'trialing', membershipExpiryDate: '2027-01-01' }),
      ),
    ).toBe('/dashboard');
  });

  it('5. everyone else goes to /', () => {
    for (const role of ['lead', 'explorer', 'customer', 'manager', 'onboarding'] as const) {
      expect(postSignInRedirect(input({ role }))).toBe('/');
    }
    expect(postSignInRedirect(input({ role: 'lead', pathname: '/' }))).toBeNull();
  });
});
