import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { membershipState } from '@domain/membership';
import { findPlan } from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { homeForRole } from '~/features/errors/home-for-role';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { getCheckoutStatus, membershipKeys } from './api';
import { MEMBERSHIP_COPY } from './membership-copy';

/** After this long without the webhook, say so (and keep checking, more slowly). */
const PATIENCE_MS = 45_000;

/**
 * Where the hosted checkout returns the browser. The return itself changes
 * nothing: this page polls until the provider's webhook has recorded the
 * payment, then shows the membership and the way to the dashboard.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { status, profile, role, refreshProfile } = useAuth();
  const dialog = useAuthDialog();
  const started = useRef(Date.now());
  const [slow, setSlow] = useState(false);
  const [refreshed, setRefreshed] = useState(false);

  const query = useQuery({
    queryKey: membershipKeys.checkout(sessionId),
    queryFn: () => getCheckoutStatus(sessionId),
    enabled: status === 'signed-in' && sessionId !== '',
    retry: (count, e) => !(e instanceof ApiError && e.status === 404) && count < 3,
    refetchInterval: (q) => {
      const d = q.state.data;
      if (d && d.status === 'complete' && (d.purpose !== 'membership' || d.membershipActive)) return false;
      return Date.now() - started.current > PATIENCE_MS ? 5000 : 1200;
    },
  });
  const done =
    query.data?.status === 'complete' && (query.data.purpose !== 'membership' || query.data.membershipActive);

  useEffect(() => {
    const t = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(t);
  }, []);

  // The guard reads the profile: load it again once the membership has started.
  useEffect(() => {
    if (!done || refreshed) return;
    setRefreshed(true);
    void refreshProfile();
  }, [done, refreshed, refreshProfile]);

  const plan = findPlan(query.data?.planId);
  const state = profile
    ? membershipState({
        role: profile.role,
        membershipStatus: profile.membership_status,
        membershipExpiryDate: profile.membership_expiry_date,
        subscriptions: profile.subscriptions,
      })
    : null;

  let body;
  if (status === 'loading') {
    body = <LoadingBlock text="Loading..." />;
  } else if (status === 'signed-out') {
    body = (
      <Alert title="Sign in to see your membership">
        <p>Your payment is handled by the payment provider either way. Sign in to see your membership.</p>
        <Button size="sm" className="mt-3" onClick={() => dialog.open('sign-in')}>
          Sign In
        </Button>
      </Alert>
    );
  } else if (!sessionId || (query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <Alert variant="destructive" title="We could not find this payment">
        <p>
          This page is for coming back from a payment. See your membership and payments on{' '}
          <Link to="/renew-subscription" className="font-medium underline">
            your billing page
          </Link>
          .
        </p>
      </Alert>
    );
  } else if (!done) {
    body = (
      <div className="space-y-4" data-testid="payment-confirming">
        <LoadingBlock text="Confirming your payment with the payment provider..." />
        {slow ? (
          <Alert title="This is taking longer than usual">
            Your payment is safe. We are still waiting for the provider to confirm it; this page updates by itself, and
            we e-mail your receipt as soon as it is confirmed.
          </Alert>
        ) : null}
      </div>
    );
  } else {
    const copy = state ? MEMBERSHIP_COPY[state] : null;
    body = (
      <Card data-testid="payment-confirmed">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle className="flex items-center gap-2">
              <CircleCheck aria-hidden className="size-5 text-success" />
              {query.data?.purpose === 'membership' ? 'Your membership has started' : 'Payment received'}
            </CardTitle>
            {copy ? <Badge variant={copy.badge}>{copy.label}</Badge> : null}
          </div>
          <CardDescription>{plan ? `${plan.name}. ` : ''}A receipt is on its way to your inbox.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-muted">Status</dt>
              <dd className="font-medium text-ink">{profile?.membership_status ?? 'Active'}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-muted">{profile?.membership_status === 'trialing' ? 'Trial ends' : 'Paid until'}</dt>
              <dd className="font-medium text-ink">
                {profile?.membership_expiry_date ? formatLongDate(profile.membership_expiry_date) : 'Not set'}
              </dd>
            </div>
          </dl>
          <Link to={homeForRole(role).path} className={buttonClasses('default', 'lg', 'w-full sm:w-auto')}>
            Go to your dashboard
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">Thank you</h1>
      {body}
    </div>
  );
}
