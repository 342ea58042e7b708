import type { Role } from './roles';
import { isMembershipActive, isMembershipStatus } from './membership';

/** Pages from which the post-sign-in redirect applies, beside the home page. */
export const AUTH_PAGES: readonly string[] = [
  '/login',
  '/sign-in',
  '/signin',
  '/auth',
  '/register',
  '/forgot-password',
  '/auth/callback',
  '/verify-email',
];

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.includes(pathname.replace(/\/+$/, '') || '/');
}

export type RedirectInput = {
  pathname: string;
  savedLocation: string | null | undefined;
  role: Role | null | undefined;
  membershipStatus: string | null | undefined;
  membershipExpiryDate: string | Date | null | undefined;
  now?: Date;
};

/**
 * Where to send a user who has just signed in (SPEC 4), or null to stay.
 * Applies only on an auth page or the home page.
 */
export function postSignInRedirect(input: RedirectInput): string | null {
  const { pathname, role } = input;
  if (pathname !== '/' && !isAuthPage(pathname)) return null;
  if (input.savedLocation && input.savedLocation !== pathname) return input.savedLocation;
  const active = isMembershipActive(input.membershipStatus, input.membershipExpiryDate, input.now);
  if (
    role === 'quoteagent' &&
    isMembershipStatus(input.membershipStatus) &&
    !active &&
    pathname !== '/renew-subscription' &&
    !pathname.startsWith('/quotes/')
  ) {
    return '/renew-subscription';
  }
  if (role === 'admin') return '/dashboard/admin';
  if (role === 'agent' || (role === 'quoteagent' && active)) return '/dashboard';
  return pathname === '/' ? null : '/';
}
