import { STORAGE_KEYS } from '@domain/constants';
import type { SessionDto, SignInResponse } from '@domain/api';
import { REFRESH_MIN_INTERVAL_MS } from '@domain/constants';
import { storage } from './storage';
import { canCallRefresh, needsRefresh } from './session-timing';

/**
 * The session backup of SPEC 3: access token, refresh token and a timestamp,
 * plus the expiry and user id so a reload can decide at once whether to refresh.
 */
export type SessionBackup = SessionDto & { userId: string; timestamp: number };

export type SessionEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT';
/** Why a SIGNED_OUT happened: the user asked, or the session died under them. */
export type SignOutReason = 'user' | 'expired';
type Listener = (event: SessionEvent, session: SessionBackup | null, reason?: SignOutReason) => void;

function isBackup(v: unknown): v is SessionBackup {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.accessToken === 'string' &&
    typeof o.refreshToken === 'string' &&
    typeof o.expiresAt === 'number' &&
    typeof o.userId === 'string' &&
    typeof o.timestamp === 'number'
  );
}

let current: SessionBackup | null = storage.getJson(STORAGE_KEYS.sessionBackup, isBackup);
let lastRefreshAt = 0;
let inFlight: Promise<SessionBackup | null> | null = null;
const listeners = new Set<Listener>();

function emit(event: SessionEvent, reason?: SignOutReason) {
  for (const l of listeners) l(event, current, reason);
}

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionBackup | null {
  return current;
}

/** Stores a fresh session in memory and in the backup. */
export function storeSession(
  res: Pick<SignInResponse, 'session' | 'user'>,
  event: SessionEvent = 'SIGNED_IN',
): SessionBackup {
  current = { ...res.session, userId: res.user.id, timestamp: Date.now() };
  storage.setJson(STORAGE_KEYS.sessionBackup, current);
  emit(event);
  return current;
}

/** Clears every stored session (memory and backup) and tells listeners. */
export function clearSessions(reason: SignOutReason = 'user'): void {
  const had = current !== null;
  current = null;
  inFlight = null;
  storage.remove(STORAGE_KEYS.sessionBackup);
  if (had) emit('SIGNED_OUT', reason);
}

/**
 * Another tab may have rotated the refresh token; adopting its newer backup
 * avoids presenting a used token (which would revoke the whole family).
 */
function adoptNewerBackup(): void {
  const stored = storage.getJson(STORAGE_KEYS.sessionBackup, isBackup);
  if (!stored) return;
  if (!current || (stored.refreshToken !== current.refreshToken && stored.timestamp >= current.timestamp)) {
    current = stored;
  }
}

/** Keeps tabs in step: a sign-in, rotation or sign-out in one tab reaches the others. */
export function syncFromStorage(key: string | null): void {
  if (key !== null && key !== STORAGE_KEYS.sessionBackup) return;
  const stored = storage.getJson(STORAGE_KEYS.sessionBackup, isBackup);
  if (!stored && current) {
    current = null;
    emit('SIGNED_OUT', 'user');
  } else if (stored && (!current || stored.refreshToken !== current.refreshToken)) {
    const wasSignedIn = current !== null && current.userId === stored.userId;
    current = stored;
    emit(wasSignedIn ? 'TOKEN_REFRESHED' : 'SIGNED_IN');
  }
}

type RefreshFailure = { status: number; code: string; message: string };
type RefreshTransport = (refreshToken: string) => Promise<SignInResponse>;

let transport: RefreshTransport | null = null;

/** api.ts plugs in the HTTP call so this module has no import cycle with it. */
export function setRefreshTransport(fn: RefreshTransport): void {
  transport = fn;
}

function isRefreshFailure(e: unknown): e is RefreshFailure {
  return typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number';
}

/**
 * Refreshes the session when fewer than 900 s remain, or always when forced,
 * but never twice within 10 s (SPEC 9). Concurrent callers share one call. A
 * rejected refresh token ('Already Used', expired, revoked) ends the session.
 */
export async function refreshSession(opts: { force?: boolean } = {}): Promise<SessionBackup | null> {
  if (inFlight) return inFlight;
  adoptNewerBackup();
  const session = current;
  if (!session || !transport) return session;
  const now = Date.now();
  if (!opts.force && !needsRefresh(session.expiresAt, now)) return session;
  if (!canCallRefresh(lastRefreshAt, now, REFRESH_MIN_INTERVAL_MS)) return session;
  lastRefreshAt = now;
  const call = transport;
  inFlight = (async () => {
    try {
      const res = await call(session.refreshToken);
      return storeSession(res, 'TOKEN_REFRESHED');
    } catch (e) {
      // A 401 means the token is dead (used, revoked, expired); anything else
      // (network, 5xx) leaves the session alone to try again later.
      if (isRefreshFailure(e) && e.status === 401) {
        clearSessions('expired');
        return null;
      }
      return current;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** For tests: forget throttle state. */
export function resetRefreshThrottle(): void {
  lastRefreshAt = 0;
}
