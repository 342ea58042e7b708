import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MeResponse, ProfileDto, UserDto } from '@domain/api';
import {
  PROFILE_FETCH_AFTER_SIGN_IN_TIMEOUT_MS,
  PROFILE_FETCH_TIMEOUT_MS,
  PROFILE_REFRESH_DELAY_MS,
  RELOAD_AFTER_SIGN_IN_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_DEBOUNCE_MS,
  SIGN_IN_TIMEOUT_MS,
  STORAGE_KEYS,
} from '@domain/constants';
import { hasActiveMembershipOrSubscription } from '@domain/membership';
import { postSignInRedirect } from '@domain/redirect';
import type { Role } from '@domain/roles';
import type { SignUpResponse } from '@domain/schemas/account';
import type { SignUpRequest } from '@domain/schemas/auth';
import { toast } from '~/components/ui/use-toast';
import { ApiError } from '~/lib/api';
import { clearQueryCache } from '~/lib/query-registry';
import {
  clearSessions,
  getSession,
  onSessionEvent,
  refreshSession,
  storeSession,
  syncFromStorage,
  type SessionBackup,
} from '~/lib/session';
import {
  isProfileCacheFresh,
  isVisibilityCheckDue,
  needsRefresh,
  refocusForcesRefresh,
  shouldIgnoreAuthEvent,
} from '~/lib/session-timing';
import { storage } from '~/lib/storage';
import { TimeoutError, withTimeout } from '~/lib/timeout';
import * as authApi from './api';
import { clearProfileCaches, readProfileCache, writeProfileCache } from './profile-cache';
import { safeLocalPath } from './safe-redirect';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type SignUpResult = SignUpResponse;

export type AuthContextValue = {
  status: AuthStatus;
  session: SessionBackup | null;
  user: UserDto | null;
  profile: ProfileDto | null;
  role: Role | null;
  isLead: boolean;
  isAgent: boolean;
  isAdmin: boolean;
  isQuoteAgent: boolean;
  hasActiveSubscription: boolean;
  hasHadPreviousSubscription: boolean;
  /** Active subscription or active membership: what the guard checks (SPEC 6). */
  hasActiveMembership: boolean;
  /** True right after the user signed out here: guards go home without the login dialog. */
  signedOutByUser: boolean;
  /** Signs in (SPEC 4 flow). Rejects with ApiError/TimeoutError for the form to describe. */
  signIn(email: string, password: string): Promise<void>;
  /** Creates a lead account; errors are passed through to the caller. */
  signUp(payload: SignUpRequest): Promise<SignUpResult>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
  clearAuthCache(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type State = { status: AuthStatus; session: SessionBackup | null; me: MeResponse | null; signedOutByUser?: boolean };

const initialSession = getSession();

async function fetchMe(timeoutMs: number, message: string): Promise<MeResponse> {
  return withTimeout(authApi.getMe(), timeoutMs, message);
}

/** Where the user was heading before a guard sent them to sign in. */
function savedOrigin(search: string): string | null {
  const stored = safeLocalPath(storage.get(STORAGE_KEYS.redirectAfterLogin));
  if (stored) return stored;
  return safeLocalPath(new URLSearchParams(search).get('from'));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<State>({
    status: initialSession ? 'loading' : 'signed-out',
    session: initialSession,
    me: null,
  });
  const locationRef = useRef(location);
  locationRef.current = location;
  const signingIn = useRef(false);
  const lastEventAt = useRef<number | null>(null);
  const profileRetryDone = useRef(false);

  const resetLocal = useCallback((byUser = false) => {
    clearProfileCaches();
    storage.remove(STORAGE_KEYS.signInInProgress);
    clearQueryCache();
    setState({ status: 'signed-out', session: null, me: null, signedOutByUser: byUser });
  }, []);

  /**
   * Loads the profile: a cached one under 30 minutes old is used as is,
   * otherwise it is fetched with a 12 s limit, falling back to the cache.
   */
  const loadProfile = useCallback(async (userId: string, opts: { force?: boolean } = {}) => {
    const cached = readProfileCache(userId);
    if (!opts.force && cached && isProfileCacheFresh(cached.at, Date.now())) {
      setState((s) => ({ ...s, status: 'signed-in', session: getSession(), me: cached.me }));
      return cached.me;
    }
    try {
      const me = await fetchMe(PROFILE_FETCH_TIMEOUT_MS, 'Profile fetch timeout exceeded');
      writeProfileCache(userId, me);
      setState((s) => ({ ...s, status: 'signed-in', session: getSession(), me }));
      return me;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        // api() already tried a refresh; the session is gone.
        clearSessions('expired');
        return null;
      }
      if (e instanceof TimeoutError) console.warn(e.message);
      const fallback = cached?.me ?? null;
      setState((s) => ({
        ...s,
        status: getSession() ? 'signed-in' : 'signed-out',
        session: getSession(),
        me: s.me ?? fallback,
      }));
      return fallback;
    }
  }, []);

  // Boot: restore the backup, refresh if it is close to expiry, load the profile.
  useEffect(() => {
    const marker = Number(storage.get(STORAGE_KEYS.signInInProgress));
    if (marker && Date.now() - marker > 60_000) storage.remove(STORAGE_KEYS.signInInProgress);
    const session = getSession();
    if (!session) return;
    void (async () => {
      const live = needsRefresh(session.expiresAt, Date.now()) ? await refreshSession() : session;
      if (live) await loadProfile(live.userId);
    })();
  }, [loadProfile]);

  // A missing profile or role gets one more try after 500 ms (SPEC 4).
  useEffect(() => {
    if (state.status !== 'signed-in' || state.me?.profile?.role || profileRetryDone.current) return;
    const userId = state.session?.userId;
    if (!userId) return;
    profileRetryDone.current = true;
    const t = setTimeout(() => void loadProfile(userId, { force: true }), PROFILE_REFRESH_DELAY_MS);
    return () => clearTimeout(t);
  }, [state.status, state.me, state.session, loadProfile]);

  // Session events from this tab (refresh, expiry) and other tabs (storage).
  useEffect(() => {
    const off = onSessionEvent((event, session, reason) => {
      if (signingIn.current) return;
      const now = Date.now();
      if (shouldIgnoreAuthEvent(event, lastEventAt.current, now)) return;
      lastEventAt.current = now;
      if (event === 'SIGNED_OUT') {
        resetLocal();
        if (reason === 'expired') toast({ title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' });
      } else if (event === 'TOKEN_REFRESHED') {
        setState((s) => ({ ...s, session }));
      } else if (session) {
        void loadProfile(session.userId, { force: true });
      }
    });
    const onStorage = (e: StorageEvent) => syncFromStorage(e.key);
    window.addEventListener('storage', onStorage);
    return () => {
      off();
      window.removeEventListener('storage', onStorage);
    };
  }, [loadProfile, resetLocal]);

  // Timers of SPEC 9: a check every 3 s, and a debounced check when the tab comes back.
  useEffect(() => {
    if (state.status !== 'signed-in') return;
    const interval = setInterval(() => {
      const s = getSession();
      if (s && needsRefresh(s.expiresAt, Date.now())) void refreshSession();
    }, SESSION_CHECK_INTERVAL_MS);

    let leftAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    let lastVisibilityCheck = Date.now();
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let pendingForce = false;

    const runCheck = () => {
      const now = Date.now();
      const forced = pendingForce;
      pendingForce = false;
      if (!isVisibilityCheckDue(lastVisibilityCheck, now, forced)) return;
      lastVisibilityCheck = now;
      void (async () => {
        const s = await refreshSession({ force: forced });
        if (s) await loadProfile(s.userId, { force: forced });
      })();
    };
    const onReturn = () => {
      const now = Date.now();
      if (refocusForcesRefresh(leftAt, now)) pendingForce = true;
      leftAt = null;
      clearTimeout(debounce);
      debounce = setTimeout(runCheck, SESSION_DEBOUNCE_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leftAt ??= Date.now();
      else onReturn();
    };
    const onBlur = () => {
      leftAt ??= Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onReturn);
    window.addEventListener('blur', onBlur);
    window.addEventListener('online', onReturn);
    return () => {
      clearInterval(interval);
      clearTimeout(debounce);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('online', onReturn);
    };
  }, [state.status, loadProfile]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      signingIn.current = true;
      storage.set(STORAGE_KEYS.signInInProgress, String(Date.now()));
      const origin = savedOrigin(locationRef.current.search);
      try {
        // Old caches belong to whoever was here before.
        clearProfileCaches();
        clearSessions('user');
        clearQueryCache();
        const res = await withTimeout(
          authApi.signIn(email, password),
          SIGN_IN_TIMEOUT_MS,
          'signInWithPassword timeout',
        );
        if (!res?.session || !res.user) throw new Error('No session or user returned');
        const session = storeSession(res);
        const role = res.profile?.role ?? null;
        let me: MeResponse | null = null;
        try {
          me = await fetchMe(PROFILE_FETCH_AFTER_SIGN_IN_TIMEOUT_MS, 'Profile fetch timeout exceeded');
          writeProfileCache(session.userId, me);
        } catch (e) {
          // A slow profile yields no profile; the 500 ms retry picks it up.
          console.warn(e instanceof Error ? e.message : e);
        }
        profileRetryDone.current = false;
        setState({ status: 'signed-in', session, me });
        const profile = me?.profile ?? res.profile;
        const firstName = profile?.first_name?.trim();
        toast({
          title: firstName ? `Welcome back, ${firstName}!` : 'Welcome back!',
          description: 'You are signed in.',
        });
        storage.remove(STORAGE_KEYS.redirectAfterLogin);
        const target = postSignInRedirect({
          pathname: locationRef.current.pathname,
          savedLocation: origin,
          role: profile?.role ?? role,
          membershipStatus: profile?.membership_status,
          membershipExpiryDate: profile?.membership_expiry_date,
        });
        if (target) navigate(target, { replace: true });
        // SPEC 4: the page reloads 2 s after a successful sign-in.
        setTimeout(() => window.location.reload(), RELOAD_AFTER_SIGN_IN_MS);
      } finally {
        signingIn.current = false;
        lastEventAt.current = Date.now();
        storage.remove(STORAGE_KEYS.signInInProgress);
      }
    },
    [navigate],
  );

  const signUp = useCallback((payload: SignUpRequest) => authApi.signUp(payload), []);

  const signOut = useCallback(async () => {
    let failed = false;
    try {
      if (getSession()) await authApi.signOut();
    } catch (e) {
      // A 401 means the server had already ended the session: that is signed out.
      failed = !(e instanceof ApiError && e.status === 401);
    }
    signingIn.current = true;
    clearSessions('user');
    signingIn.current = false;
    storage.remove(STORAGE_KEYS.redirectAfterLogin);
    // Marked as the user's own sign-out so the guard of the page being left
    // sends them home rather than to the login dialog.
    resetLocal(true);
    if (failed) {
      toast({ title: 'Failed to sign out', variant: 'destructive' });
      window.location.assign('/signin');
      return;
    }
    await navigate('/', { replace: true });
    toast({ title: "You've been signed out successfully" });
  }, [navigate, resetLocal]);

  const refreshProfile = useCallback(async () => {
    const s = getSession();
    if (s) await loadProfile(s.userId, { force: true });
  }, [loadProfile]);

  const clearAuthCache = useCallback(async () => {
    try {
      if (getSession()) {
        await authApi.signOut().catch(() => undefined);
      }
      signingIn.current = true;
      clearSessions('user');
      signingIn.current = false;
      storage.remove(STORAGE_KEYS.redirectAfterLogin);
      storage.remove(STORAGE_KEYS.signInInProgress);
      resetLocal(true);
      await navigate('/sign-in', { replace: true });
      toast({ title: 'Authentication cache cleared successfully. Please sign in again.' });
    } catch {
      signingIn.current = false;
      toast({
        title: 'Failed to clear authentication cache. Please try again or refresh the page.',
        variant: 'destructive',
      });
    }
  }, [navigate, resetLocal]);

  const value = useMemo<AuthContextValue>(() => {
    const me = state.me;
    const profile = me?.profile ?? null;
    const role = profile?.role ?? null;
    const hasActiveMembership = profile
      ? hasActiveMembershipOrSubscription({
          role,
          membershipStatus: profile.membership_status,
          membershipExpiryDate: profile.membership_expiry_date,
          subscriptions: profile.subscriptions ?? [],
        })
      : false;
    return {
      status: state.status,
      session: state.session,
      user: me?.user ?? null,
      profile,
      role,
      isLead: role === 'lead',
      isAgent: role === 'agent',
      isAdmin: role === 'admin',
      isQuoteAgent: role === 'quoteagent',
      hasActiveSubscription: me?.hasActiveSubscription ?? false,
      hasHadPreviousSubscription: me?.hasHadPreviousSubscription ?? false,
      hasActiveMembership,
      signedOutByUser: state.signedOutByUser === true,
      signIn,
      signUp,
      signOut,
      refreshProfile,
      clearAuthCache,
    };
  }, [state, signIn, signUp, signOut, refreshProfile, clearAuthCache]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user, their profile and role flags, and the auth actions. */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
