import {
  AUTH_EVENT_DEDUPE_MS,
  DEFAULT_RESET_COOLDOWN_S,
  PROFILE_CACHE_TTL_MS,
  REFOCUS_FORCE_REFRESH_AFTER_MS,
  REFRESH_WHEN_REMAINING_S,
  SESSION_CHECK_INTERVAL_MS,
  VISIBILITY_CHECK_INTERVAL_MS,
} from '@domain/constants';

/** True when fewer than 900 s remain before the access token expires (expiresAt in unix seconds). */
export function needsRefresh(expiresAtS: number, nowMs: number): boolean {
  return expiresAtS * 1000 - nowMs < REFRESH_WHEN_REMAINING_S * 1000;
}

/** Refresh calls are at least `minIntervalMs` apart (SPEC 9: 10 s). */
export function canCallRefresh(lastRefreshAtMs: number, nowMs: number, minIntervalMs: number): boolean {
  return nowMs - lastRefreshAtMs >= minIntervalMs;
}

/** Periodic session checks run at most every 3 s. */
export function isCheckDue(lastCheckAtMs: number, nowMs: number): boolean {
  return nowMs - lastCheckAtMs >= SESSION_CHECK_INTERVAL_MS;
}

/** Visibility-triggered checks run at most every 5 minutes unless forced. */
export function isVisibilityCheckDue(lastVisibilityCheckMs: number, nowMs: number, forced: boolean): boolean {
  return forced || nowMs - lastVisibilityCheckMs >= VISIBILITY_CHECK_INTERVAL_MS;
}

/** Coming back after more than 30 s away forces a refresh. */
export function refocusForcesRefresh(leftAtMs: number | null, nowMs: number): boolean {
  return leftAtMs !== null && nowMs - leftAtMs > REFOCUS_FORCE_REFRESH_AFTER_MS;
}

/**
 * Auth events within 1 s of the last handled one are ignored (SPEC 4). A
 * sign-out is never ignored: dropping it would leave a dead session on screen.
 */
export function shouldIgnoreAuthEvent(event: string, lastHandledAtMs: number | null, nowMs: number): boolean {
  if (event === 'SIGNED_OUT') return false;
  return lastHandledAtMs !== null && nowMs - lastHandledAtMs < AUTH_EVENT_DEDUPE_MS;
}

/** A cached profile younger than 30 minutes is used as is. */
export function isProfileCacheFresh(cachedAtMs: number, nowMs: number): boolean {
  return nowMs - cachedAtMs < PROFILE_CACHE_TTL_MS;
}

/**
 * Seconds to wait after a password-reset rate limit (SPEC 8): the Retry-After
 * header when present, else the number in a 'security purposes'/'seconds'
 * message, else 12.
 */
export function resetCooldownSeconds(message: string, retryAfter?: number | null): number {
  if (retryAfter !== undefined && retryAfter !== null && Number.isFinite(retryAfter) && retryAfter > 0) {
    return Math.ceil(retryAfter);
  }
  if (/security purposes|seconds/i.test(message)) {
    const n = message.match(/(\d+)/);
    if (n?.[1]) return Number(n[1]);
  }
  return DEFAULT_RESET_COOLDOWN_S;
}

/** Delays of a capped exponential backoff: start, start*factor, ... each at most cap. */
export function backoffDelays(startMs: number, factor: number, capMs: number, count: number): number[] {
  const out: number[] = [];
  let d = startMs;
  for (let i = 0; i < count; i++) {
    out.push(Math.min(d, capMs));
    d *= factor;
  }
  return out;
}
