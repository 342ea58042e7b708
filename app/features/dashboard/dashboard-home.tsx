import { ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { shownAgencyName } from '@domain/constants';
import { membershipState } from '@domain/membership';
import { ROLE_LABEL } from '@domain/roles';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useAuth } from '~/features/auth/auth-context';
import { MEMBERSHIP_COPY } from '~/features/membership/membership-copy';
import { SupplierUpdatesCard } from '~/features/suppliers/supplier-updates-card';
import { PassportAlertsCard } from '~/features/passengers/passport-alerts-card';
import { TasksSummaryCard } from '~/features/tasks/tasks-summary-card';
import { NextLessonCard } from '~/features/training/next-lesson-card';
import { usePublicConfig } from '~/lib/config';
import { SIDEBAR_ICONS } from '~/features/shell/sidebar-icons';
import { SHORTCUT_HINTS } from './shortcut-hints';
import { shortcutsFor } from './shortcuts';

function greeting(now: Date): string {
  const h = now.getHours();
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The signed-in home: a greeting, the membership state and shortcuts for the role. */
export default function DashboardHome() {
  const { profile, user, role, hasActiveMembership } = useAuth();
  const { brand } = usePublicConfig();
  const now = new Date();
  const firstName = profile?.first_name?.trim() || user?.metadata.full_name?.split(' ')[0] || 'there';
  const shortcuts = shortcutsFor(role, brand.prefix);
  const state = profile
    ? membershipState({
        role: profile.role,
        membershipStatus: profile.membership_status,
        membershipExpiryDate: profile.membership_expiry_date,
        subscriptions: profile.subscriptions,
      })
    : 'none';
  const copy = MEMBERSHIP_COPY[state];
  const staff = role === 'admin' || role === 'manager';
  const agencyName = shownAgencyName(profile?.agency_name);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="greeting"
        className="rounded-2xl bg-gradient-to-r from-brand to-accent-teal-dark p-6 text-white shadow-sm sm:p-8"
      >
        <p className="flex items-center gap-2 text-sm text-white/80">
          <CalendarDays aria-hidden className="size-4" />
          {formatLongDate(now)}
        </p>
        <h2 id="greeting" className="mt-2 text-2xl font-semibold sm:text-3xl">
          {greeting(now)}, {firstName}
        </h2>
        <p className="mt-1 text-white/85">
          {role ? `Signed in as ${ROLE_LABEL[role]}` : 'Welcome back'}
          {agencyName ? ` · ${agencyName}` : ''}
        </p>
      </section>

      <NextLessonCard />

      <TasksSummaryCard />

      <PassportAlertsCard />

      <SupplierUpdatesCard />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle id="membership-title">Membership</CardTitle>
              <Badge variant={staff && state === 'none' ? 'secondary' : copy.badge} data-testid="membership-state">
                {staff && state === 'none' ? 'Staff account' : copy.label}
              </Badge>
            </div>
            <CardDescription>
              {staff && state === 'none' ? 'Staff accounts do not need a membership.' : copy.meaning}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            {profile?.membership_expiry_date ? (
              <p className="text-ink">
                {state === 'active' || state === 'trial' ? 'Renews or ends on' : 'Ended on'}{' '}
                <strong>{formatLongDate(profile.membership_expiry_date)}</strong>
              </p>
            ) : null}
            {copy.action && !hasActiveMembership ? (
              <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-ink">{copy.action}</p>
                <Link to="/renew-subscription" className={buttonClasses('default', 'sm', 'shrink-0')}>
                  Renew membership
                </Link>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle id="account-title">Your account</CardTitle>
            <CardDescription className="break-all">{profile?.email ?? user?.email}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="text-ink">
              {profile?.phone_number ? profile.phone_number : <span className="text-muted">No phone number yet</span>}
            </p>
            <Link to="/dashboard/profile" className={buttonClasses('outline', 'sm')}>
              <UserRound aria-hidden />
              Profile settings
            </Link>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="text-lg font-semibold text-ink">
          Shortcuts
        </h2>
        {shortcuts.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nothing here yet for your account.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="shortcuts">
            {shortcuts.map((item) => {
              const Icon = SIDEBAR_ICONS[item.icon];
              return (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className="group flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm transition hover:border-brand hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center justify-between gap-2 font-medium text-ink">
                        {item.label}
                        <ArrowRight
                          aria-hidden
                          className="size-4 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
                        />
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">{SHORTCUT_HINTS[item.path] ?? ''}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
