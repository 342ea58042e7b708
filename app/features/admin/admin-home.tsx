import { useQuery } from '@tanstack/react-query';
import { ExternalLink, MessageSquare, UserPlus, Users } from 'lucide-react';
import { formatShortDate } from '@domain/formats';
import { ROLE_LABEL, ROLES } from '@domain/roles';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { PeopleLinks } from '~/features/admin-users/people-links';
import { BackgroundJobsCard } from '~/features/jobs/background-jobs-card';
import { MEMBERSHIP_COPY } from '~/features/membership/membership-copy';
import { adminKeys, getOverview } from './api';
import { MEMBERSHIP_ORDER } from './overview';

const PRIORITY_BADGE = { low: 'secondary', medium: 'warning', high: 'destructive' } as const;

/** The admin's home (SPEC 4 sends admins here): who is on the platform and what they are telling us. */
export default function AdminHome() {
  const query = useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
  });

  if (query.isPending) return <OverviewSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the overview"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  return (
    <div className="space-y-6">
      <PeopleLinks />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Users aria-hidden className="size-5 text-brand" />
              Users by role
            </CardTitle>
            <CardDescription>
              <span className="text-2xl font-semibold text-ink" data-testid="total-users">
                {data.totalUsers}
              </span>{' '}
              accounts in total
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Users by role">
              {ROLES.map((role) => (
                <div key={role} className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-muted">{ROLE_LABEL[role]}</dt>
                  <dd className="text-xl font-semibold text-ink tabular-nums">{data.usersByRole[role] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Membership</CardTitle>
            <CardDescription>Where every account's membership stands today.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Membership">
              {MEMBERSHIP_ORDER.map((state) => (
                <div key={state} className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-muted">{MEMBERSHIP_COPY[state].label}</dt>
                  <dd className="text-xl font-semibold text-ink tabular-nums">{data.membership[state] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>

      {/* min-w-0 on the columns: a long e-mail is cut with an ellipsis instead of widening the page on phones. */}
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserPlus aria-hidden className="size-5 text-brand" />
              Recent sign-ups
            </CardTitle>
          </CardHeader>
          <CardContent>
            {data.recentSignUps.length === 0 ? (
              <EmptyState title="No sign-ups yet" description="New accounts appear here as soon as they are created." />
            ) : (
              <ul className="divide-y divide-line" aria-label="Recent sign-ups">
                {data.recentSignUps.map((u) => (
                  <li key={u.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-ink">
                        {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.email}
                      </p>
                      <p className="truncate text-sm text-muted">{u.email}</p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <div className="flex gap-1">
                        <Badge variant="secondary">{ROLE_LABEL[u.role]}</Badge>
                        {u.emailConfirmed ? null : <Badge variant="warning">Unconfirmed</Badge>}
                      </div>
                      <time dateTime={u.createdAt} className="text-xs text-muted">
                        {formatShortDate(u.createdAt)}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MessageSquare aria-hidden className="size-5 text-brand" />
              Recent feedback
            </CardTitle>
          </CardHeader>
          <CardContent>
            {data.recentFeedback.length === 0 ? (
              <EmptyState
                title="No feedback yet"
                description="Ideas and bug reports sent from 'New Features' show up here."
              />
            ) : (
              <ul className="divide-y divide-line" aria-label="Recent feedback">
                {data.recentFeedback.map((f) => (
                  <li key={f.id} className="space-y-1 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 font-medium break-words text-ink">{f.title}</p>
                      <time dateTime={f.createdAt} className="shrink-0 text-xs text-muted">
                        {formatShortDate(f.createdAt)}
                      </time>
                    </div>
                    <div className="flex flex-wrap items-center gap-1.5 text-sm">
                      <Badge variant="outline" className="capitalize">
                        {f.type}
                      </Badge>
                      <Badge variant={PRIORITY_BADGE[f.priority]} className="capitalize">
                        {f.priority}
                      </Badge>
                      <Badge variant="secondary" className="capitalize">
                        {f.category}
                      </Badge>
                      <span className="text-muted">from {f.submitterName ?? f.submitterEmail ?? 'unknown'}</span>
                      {f.trackerUrl ? (
                        <a
                          href={f.trackerUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 text-brand hover:underline"
                        >
                          Tracker
                          <ExternalLink aria-hidden className="size-3.5" />
                        </a>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <BackgroundJobsCard />
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the overview">
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-52 rounded-xl" />
        <Skeleton className="h-52 rounded-xl" />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
