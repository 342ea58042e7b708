import { describe, expect, it } from 'vitest';
import {
  hasActiveMembershipOrSubscription,
  hasActiveSubscription,
  hasHadPreviousSubscription,
  isMembershipActive,
  isSubscriptionActive,
  membershipState,
} from './membership';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('isMembershipActive (SPEC 4)', () => {
  it.each([
    ['Current', null, true],
    ['trialing', undefined, true],
    ['Current', '2027-01-01', true],
    ['trialing', '2026-12-01T00:00:00Z', true],
    ['Current', '2026-11-01', false],
    ['Current', '2026-11-22T12:00:00Z', false],
    ['Current', 'not a date', false],
    ['Expired - Non Payment', null, false],
    ['Cancelled', '2030-01-01', false],
    ['In Termination Period', null, false],
    [null, null, false],
    ['current', null, false],
  ] as const)('status %s with expiry %s -> %s', (status, expiry, expected) => {
    expect(isMembershipActive(status, expiry, NOW)).toBe(expected);
  });

  it('treats an empty expiry as no expiry', () => {
    expect(isMembershipActive('Current', '', NOW)).toBe(true);
  });
});

describe('subscriptions (SPEC 4)', () => {
  it('is active when the status is active or trialing', () => {
    expect(isSubscriptionActive({ status: 'active' })).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing' })).toBe(true);
    expect(isSubscriptionActive({ status: 'past_due' })).toBe(false);
    expect(isSubscriptionActive({ status: 'canceled' })).toBe(false);
  });

  it('derives hasActiveSubscription and hasHadPreviousSubscription', () => {
    expect(hasActiveSubscription([{ status: 'canceled' }, { status: 'active' }])).toBe(true);
    expect(hasActiveSubscription([{ status: 'canceled' }])).toBe(false);
    expect(hasHadPreviousSubscription([{ status: 'canceled' }])).toBe(true);
    expect(hasHadPreviousSubscription([])).toBe(false);
  });
});

describe('hasActiveMembershipOrSubscription (SPEC 6 guard)', () => {
  const base = { role: 'quoteagent' as const, membershipExpiryDate: null, subscriptions: [] };
  it('passes with an active membership alone', () => {
    expect(hasActiveMembershipOrSubscription({ ...base, membershipStatus: 'Current' }, NOW)).toBe(true);
  });
  it('passes with an active subscription alone', () => {
    expect(
      hasActiveMembershipOrSubscription(
        { ...base, membershipStatus: 'Expired - Non Payment', subscriptions: [{ status: 'active' }] },
        NOW,
      ),
    ).toBe(true);
  });
  it('fails with neither', () => {
    expect(hasActiveMembershipOrSubscription({ ...base, membershipStatus: 'Cancelled' }, NOW)).toBe(false);
  });
});

describe('membershipState', () => {
  const who = (membershipStatus: string | null, membershipExpiryDate: string | null = null) => ({
    role: 'quoteagent' as const,
    membershipStatus,
    membershipExpiryDate,
    subscriptions: [],
  });
  it.each([
    [who('Current'), 'active'],
    [who('trialing'), 'trial'],
    [who('Current', '2020-01-01'), 'expired'],
    [who('Expired - Non Payment'), 'expired'],
    [who('Cancelled'), 'cancelled'],
    [who('In Termination Period'), 'terminating'],
    [who(null), 'none'],
  ] as const)('%o -> %s', (subject, expected) => {
    expect(membershipState(subject, NOW)).toBe(expected);
  });
});
