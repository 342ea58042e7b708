import { useLocation } from 'react-router';
import { postSignInRedirect } from '@domain/redirect';
import { useAuth } from '../auth-context';

/** Where a visitor who is already signed in should go instead of an auth page, or null. */
export function useSignedInRedirect(): string | null {
  const { status, profile } = useAuth();
  const { pathname } = useLocation();
  if (status !== 'signed-in' || !profile) return null;
  return (
    postSignInRedirect({
      pathname,
      savedLocation: null,
      role: profile.role,
      membershipStatus: profile.membership_status,
      membershipExpiryDate: profile.membership_expiry_date,
    }) ?? '/'
  );
}
