import { describe, expect, it } from 'vitest';
import {
  backoffDelays,
  canCallRefresh,
  isCheckDue,
  isProfileCacheFresh,
  isVisibilityCheckDue,
  needsRefresh,
  refocusForcesRefresh,
  resetCooldownSeconds,
  shouldIgnoreAuthEvent,
} from './session-timing';

const now = 1_700_000_000_000;
const nowS = now / 1000;

describe('needsRefresh', () => {
  it('refreshes when fewer than 900 s remain', () => {
    expect(needsRefresh(nowS + 899, now)).toBe(true);
    expect(needsRefresh(nowS - 10, now)).toBe(true);
  });
  it('waits while 900 s or more remain', () => {
    expect(needsRefresh(nowS + 900, now)).toBe(false);
    expect(needsRefresh(nowS + 3600, now)).toBe(false);
  });
});

describe('refresh and check throttles', () => {
  it('keeps refresh calls at least 10 s apart', () => {
    expect(canCallRefresh(now - 9_999, now, 10_000)).toBe(false);
    expect(canCallRefresh(now - 10_000, now, 10_000)).toBe(true);
  });
  it('checks at most every 3 s', () => {
    expect(isCheckDue(now - 2_999, now)).toBe(false);
    expect(isCheckDue(now - 3_000, now)).toBe(true);
  });
  it('visibility checks wait 5 minutes unless forced', () => {
    expect(isVisibilityCheckDue(now - 299_999, now, false)).toBe(false);
    expect(isVisibilityCheckDue(now - 300_000, now, false)).toBe(true);
    expect(isVisibilityCheckDue(now - 1, now, true)).toBe(true);
  });
});

describe('refocusForcesRefresh', () => {
  it('forces a refresh after more than 30 s away', () => {
    expect(refocusForcesRefresh(now - 30_001, now)).toBe(true);
    expect(refocusForcesRefresh(now - 30_000, now)).toBe(false);
    expect(refocusForcesRefresh(null, now)).toBe(false);
  });
});

describe('shouldIgnoreAuthEvent', () => {
  it('ignores events within 1 s of the last one', () => {
    expect(shouldIgnoreAuthEvent('TOKEN_REFRESHED', now - 999, now)).toBe(true);
    expect(shouldIgnoreAuthEvent('TOKEN_REFRESHED', now - 1_000, now)).toBe(false);
    expect(shouldIgnoreAuthEvent('SIGNED_IN', null, now)).toBe(false);
  });
  it('never ignores a sign-out', () => {
    expect(shouldIgnoreAuthEvent('SIGNED_OUT', now - 10, now)).toBe(false);
  });
});

describe('isProfileCacheFresh', () => {
  it('uses a cached profile under 30 minutes old', () => {
    expect(isProfileCacheFresh(now - 29 * 60_000, now)).toBe(true);
    expect(isProfileCacheFresh(now - 30 * 60_000, now)).toBe(false);
  });
});

describe('resetCooldownSeconds', () => {
  it('prefers the Retry-After header', () => {
    expect(resetCooldownSeconds('For security purposes, you can only request this after 40 seconds.', 37)).toBe(37);
  });
  it('reads the number from the message', () => {
    expect(resetCooldownSeconds('For security purposes, you can only request this after 40 seconds.')).toBe(40);
  });
  it('defaults to 12 s when no number is found', () => {
    expect(resetCooldownSeconds('For security purposes, try later')).toBe(12);
    expect(resetCooldownSeconds('Too many requests', null)).toBe(12);
  });
});

describe('backoffDelays', () => {
  it('grows by 1.5 from 1 s and caps at 10 s', () => {
    expect(backoffDelays(1_000, 1.5, 10_000, 5)).toEqual([1_000, 1_500, 2_250, 3_375, 5_062.5]);
    expect(backoffDelays(4_000, 1.5, 10_000, 4)).toEqual([4_000, 6_000, 9_000, 10_000]);
  });
});
