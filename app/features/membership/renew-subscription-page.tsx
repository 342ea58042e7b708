import { CalendarClock, LogOut, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { MEMBERSHIP_STATUSES, membershipState, type MembershipStatus } from '@domain/membership';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { homeForRole } from '~/features/errors/home-for-role';
import type { PlanId } from '@domain/plans';
import { BillingPanel } from './billing-panel';
import { MEMBERSHIP_COPY } from './membership-copy';

/** Each stored status of SPEC 4 and what it means for the agent. */
const STATUS_MEANING: Record<MembershipStatus, string> = {
  Current: 'Paid up: full access to quotes, bookings and tools.',
  trialing: 'On a free trial with full access until the trial ends.',
  'Expired - Non Payment': 'A payment failed or the membership ran out. Paid areas are paused until it is renewed.',
  Cancelled: 'The membership was cancelled. The account remains; paid areas are closed.',
  'In Termination Period':
    'A renewal payment did not go through. The card is being retried; paid areas are paused until it is paid, and the membership expires if it never is.',
};

/** Where the guard sends a quote agent without an active membership (SPEC 4, 6). */
export default function RenewSubscriptionPage() {
  return (
    <MembershipPage
      origin="/renew-subscription"
      title="Renew your membership"
      intro="Quotes, bookings and tools need an active membership. Here is where yours stands and how to sort it out."
    />
  );
}

/** The status, what it means, the billing with its one button, and who to contact. */
export function MembershipPage({
  origin,
  title,
  intro,
  onlyPlan,
}: {
  origin: '/renew-subscription' | '/quote-agent-payment';
  title: string;
  intro: string;
  onlyPlan?: PlanId;
}) {
  const { status, profile, hasActiveMembership, signOut, role } = useAuth();
  const dialog = useAuthDialog();

  if (status === 'loading') return <LoadingBlock text="Loading profile data..." className="min-h-[60dvh]" />;

  const state = profile
    ? membershipState({
        role: profile.role,
        membershipStatus: profile.membership_status,
        membershipExpiryDate: profile.membership_expiry_date,
        subscriptions: profile.subscriptions,
      })
    : null;
  const copy = state ? MEMBERSHIP_COPY[state] : null;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted">{intro}</p>
      </div>

      {status === 'signed-out' ? (
        <Alert title="Sign in to see your membership">
          <p>We can only show your membership status once you are signed in.</p>
          <Button size="sm" className="mt-3" onClick={() => dialog.open('sign-in')}>
            Sign In
          </Button>
        </Alert>
      ) : profile && copy ? (
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>Your membership</CardTitle>
              <Badge variant={copy.badge} data-testid="membership-state">
                {copy.label}
              </Badge>
            </div>
            <CardDescription>{copy.meaning}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4 text-sm">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-muted">Status on record</dt>
                <dd className="font-medium text-ink" data-testid="membership-status">
                  {profile.membership_status ?? 'None'}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="flex items-center gap-1.5 text-muted">
                  <CalendarClock aria-hidden className="size-4" />
                  Expiry date
                </dt>
                <dd className="font-medium text-ink">
                  {profile.membership_expiry_date ? formatLongDate(profile.membership_expiry_date) : 'Not set'}
                </dd>
              </div>
            </dl>
            {hasActiveMembership ? (
              <Alert variant="success" title="Nothing to do">
                Your membership is active.{' '}
                <Link to={homeForRole(role).path} className="font-medium underline">
                  Back to your dashboard
                </Link>
              </Alert>
            ) : copy.action ? (
              <p className="text-base text-ink">{copy.action}</p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {status === 'signed-in' ? <BillingPanel origin={origin} onlyPlan={onlyPlan} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>Who to contact</CardTitle>
          <CardDescription>
            The membership team renews, reactivates and answers billing questions, Monday to Saturday.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClasses('default', 'md')}>
            <Mail aria-hidden />
            Contact the membership team
          </Link>
          <Link to="/book-call" className={buttonClasses('outline', 'md')}>
            <Phone aria-hidden />
            Book a call
          </Link>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>What each status means</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line">
            {MEMBERSHIP_STATUSES.map((s) => (
              <div key={s} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-medium text-ink">
                  {s}
                  {profile?.membership_status === s ? (
                    <Badge variant="default" className="ml-2">
                      You
                    </Badge>
                  ) : null}
                </dt>
                <dd className="text-sm text-muted">{STATUS_MEANING[s]}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      {status === 'signed-in' ? (
        <p className="text-center text-sm text-muted">
          Not your account?{' '}
          <Button variant="link" className="inline-flex" onClick={() => void signOut()}>
            <LogOut aria-hidden />
            Sign out
          </Button>
        </p>
      ) : null}
    </div>
  );
}
