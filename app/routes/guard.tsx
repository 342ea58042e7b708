import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DEFAULT_ALLOWED_ROLES, findRouteAccess } from '@domain/access';
import { GUARD_LOADING_WAIT_MS, STORAGE_KEYS } from '@domain/constants';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { storage } from '~/lib/storage';
import { decideGuard } from './guard-decision';

/** Guards every /dashboard route with the SPEC 6 table (domain/access.ts). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const [waitedOut, setWaitedOut] = useState(false);
  const waiting = auth.status === 'loading' || (auth.status === 'signed-in' && !auth.role);

  // The guard waits up to 3 s for loading before proceeding (SPEC 6).
  useEffect(() => {
    if (!waiting) return;
    const t = setTimeout(() => setWaitedOut(true), GUARD_LOADING_WAIT_MS);
    return () => clearTimeout(t);
  }, [waiting]);

  const rule = findRouteAccess(location.pathname) ?? {
    roles: DEFAULT_ALLOWED_ROLES,
    subscription: 'unspecified' as const,
  };
  const decision = decideGuard({
    status: auth.status,
    signedOutByUser: auth.signedOutByUser,
    waitedOut,
    hasUser: auth.user !== null,
    emailConfirmed: !!auth.user?.emailConfirmedAt,
    email: auth.user?.email ?? null,
    role: auth.role,
    hasActiveMembership: auth.hasActiveMembership,
    rule,
    location: location.pathname + location.search,
  });

  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  useEffect(() => {
    if (remember) storage.set(STORAGE_KEYS.redirectAfterLogin, remember);
  }, [remember]);

  if (decision.kind === 'wait') return <LoadingBlock text={decision.text} className="min-h-dvh" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return <>{children}</>;
}
