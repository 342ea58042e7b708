import { describe, expect, it } from 'vitest';
import { hasActiveMembershipOrSubscription, isMembershipActive } from './membership';
import {
  memberAction,
  membershipFromSubscription,
  primarySubscription,
  roleAfterPurchase,
  type BillingSubscription,
} from './membership-lifecycle';

const START = new Date('2026-11-01T10:00:00Z');
const END = new Date('2026-12-01T10:00:00Z');
const NOW = new Date('2026-11-15T10:00:00Z');

const sub = (over: Partial<BillingSubscription>): BillingSubscription => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: START,
  currentPeriodEnd: END,
  trialEnd: null,
  endedAt: null,
  endReason: null,
  ...over,
});

describe('membershipFromSubscription: the state machine from the provider', () => {
  it.each([
    ['trialing', sub({ status: 'trialing', trialEnd: END }), 'trialing', END],
    ['active', sub({}), 'Current', END],
    ['active, cancelling at period end', sub({ cancelAtPeriodEnd: true }), 'Current', END],
    // Past due: the grace period; what was paid for ended when the unpaid period began.
    ['past_due', sub({ status: 'past_due' }), 'In Termination Period', START],
    ['unpaid', sub({ status: 'unpaid' }), 'Expired - Non Payment', START],
    ['paused (trial ended without a card)', sub({ status: 'paused' }), 'Expired - Non Payment', START],
    [
      'canceled for non-payment',
      sub({ status: 'canceled', endReason: 'payment_failed', endedAt: NOW }),
      'Expired - Non Payment',
      START,
    ],
    [
      'canceled on request',
      sub({ status: 'canceled', endReason: 'cancellation_requested', endedAt: END }),
      'Cancelled',
      END,
    ],
  ] as const)('%s -> %s', (_name, s, status, expiry) => {
    expect(membershipFromSubscription(s)).toEqual({ status, expiry });
  });

  it('leaves the membership alone while a first payment is incomplete', () => {
    expect(membershipFromSubscription(sub({ status: 'incomplete' }))).toBeNull();
    expect(membershipFromSubscription(sub({ status: 'something new' }))).toBeNull();
  });

  it('gives a membership the SPEC 4 guard accepts exactly while paid or on trial', () => {
    for (const [s, active] of [
      [sub({ status: 'trialing', trialEnd: END }), true],
      [sub({}), true],
      [sub({ status: 'past_due' }), false],
      [sub({ status: 'canceled', endedAt: NOW }), false],
    ] as const) {
      const m = membershipFromSubscription(s);
      expect(isMembershipActive(m?.status, m?.expiry, NOW)).toBe(active);
    }
  });
});

describe('membership rules at their edges (SPEC 4)', () => {
  it('an expiry exactly now is no longer active; a millisecond later it was', () => {
    expect(isMembershipActive('Current', NOW, NOW)).toBe(false);
    expect(isMembershipActive('Current', new Date(NOW.getTime() + 1), NOW)).toBe(true);
  });
  it('an invalid date is inactive, whatever the status', () => {
    expect(isMembershipActive('Current', 'not a date', NOW)).toBe(false);
    expect(isMembershipActive('trialing', new Date(Number.NaN), NOW)).toBe(false);
  });
  it('an active subscription lets a quote agent in even with an expired membership', () => {
    expect(
      hasActiveMembershipOrSubscription(
        {
          role: 'quoteagent',
          membershipStatus: 'Expired - Non Payment',
          membershipExpiryDate: START,
          subscriptions: [{ status: 'trialing' }],
        },
        NOW,
      ),
    ).toBe(true);
  });
});

describe('primarySubscription', () => {
  const at = (iso: string) => new Date(iso);
  it('prefers a running subscription over a newer ended one, then the newest', () => {
    const old = { id: 'a', status: 'active', createdAt: at('2025-01-01') };
    const ended = { id: 'b', status: 'canceled', createdAt: at('2026-01-01') };
    const newer = { id: 'c', status: 'past_due', createdAt: at('2026-02-01') };
    expect(primarySubscription([old, ended])?.id).toBe('a');
    expect(primarySubscription([old, ended, newer])?.id).toBe('c');
    expect(primarySubscription([ended])?.id).toBe('b');
    expect(primarySubscription([])).toBeNull();
  });
});

describe('roleAfterPurchase', () => {
  it.each([
    ['lead', 'quoteagent', 'quoteagent'],
    ['explorer', 'agent', 'agent'],
    [null, 'agent', 'agent'],
    ['quoteagent', 'agent', 'agent'],
    ['agent', 'quoteagent', 'agent'],
    ['admin', 'quoteagent', 'admin'],
    ['manager', 'agent', 'manager'],
    ['onboarding', 'agent', 'onboarding'],
  ] as const)('%s buying a %s plan -> %s', (current, granted, expected) => {
    expect(roleAfterPurchase(current, granted)).toBe(expected);
  });
});

describe('memberAction', () => {
  it.each([
    [null, false, 'checkout'],
    [null, true, 'none'],
    [{ status: 'active', cancelAtPeriodEnd: false }, true, 'none'],
    [{ status: 'trialing', cancelAtPeriodEnd: true }, true, 'resume'],
    [{ status: 'past_due', cancelAtPeriodEnd: false }, false, 'pay-outstanding'],
    [{ status: 'canceled', cancelAtPeriodEnd: false }, false, 'checkout'],
  ] as const)('%o (membership active %s) -> %s', (s, active, expected) => {
    expect(memberAction(s, active)).toBe(expected);
  });
});
