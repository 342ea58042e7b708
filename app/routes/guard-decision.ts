import { decideAccess, type RouteAccess } from '@domain/access';
import type { Role } from '@domain/roles';

export type GuardInput = {
  status: 'loading' | 'signed-out' | 'signed-in';
  /** The user just signed out on purpose: no login dialog, just home. */
  signedOutByUser?: boolean;
  /** The 3 s wait (SPEC 6) has run out. */
  waitedOut: boolean;
  hasUser: boolean;
  emailConfirmed: boolean;
  email: string | null;
  role: Role | null;
  hasActiveMembership: boolean;
  rule: Pick<RouteAccess, 'roles' | 'subscription'>;
  /** Path plus search, remembered for after sign-in. */
  location: string;
};

export type GuardDecision =
  | { kind: 'wait'; text: 'Loading user data...' | 'Loading profile data...' }
  | { kind: 'redirect'; to: string; state?: { email: string }; remember?: string }
  | { kind: 'allow' };

/** The login-dialog redirect: home with the flag and the page the user came from (SPEC 2). */
export function loginRedirectPath(from: string): string {
  return `/?${new URLSearchParams({ login: 'true', from }).toString()}`;
}

/** What a guarded route does for the current auth state (SPEC 6 "Guard behaviour"). */
export function decideGuard(input: GuardInput): GuardDecision {
  if (!input.waitedOut) {
    if (input.status === 'loading') return { kind: 'wait', text: 'Loading user data...' };
    if (input.status === 'signed-in' && !input.role) return { kind: 'wait', text: 'Loading profile data...' };
  }
  if (input.status === 'signed-out' && input.signedOutByUser) return { kind: 'redirect', to: '/' };
  if (input.status !== 'signed-in' || !input.hasUser) {
    return { kind: 'redirect', to: loginRedirectPath(input.location), remember: input.location };
  }
  if (!input.emailConfirmed) {
    return { kind: 'redirect', to: '/verify-email', state: input.email ? { email: input.email } : undefined };
  }
  const access = decideAccess(input.rule, { role: input.role, hasActiveMembership: input.hasActiveMembership });
  if (access === 'forbidden-role') return { kind: 'redirect', to: '/unauthorized' };
  if (access === 'needs-subscription') return { kind: 'redirect', to: '/dashboard/billing' };
  return { kind: 'allow' };
}
