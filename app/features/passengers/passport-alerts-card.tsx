import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { useCan } from '~/features/auth/use-can';
import { getPassportAlerts, passengerKeys } from './api';

/**
 * The dashboard home's passport card: the caller's passengers whose passport
 * expires within six months of a booked trip's return, soonest trip first.
 */
export function PassportAlertsCard() {
  const allowed = useCan()('passengers.read');
  const alerts = useQuery({
    queryKey: passengerKeys.alerts(),
    queryFn: ({ signal }) => getPassportAlerts(signal),
    enabled: allowed,
  });
  if (!allowed) return null;
  const count = alerts.data?.items.length ?? 0;
  return (
    <Card aria-labelledby="passport-alerts-title" data-testid="passport-alerts-card">
      <CardHeader>
        <CardTitle id="passport-alerts-title" className="flex items-center gap-2">
          {count > 0 ? (
            <AlertTriangle aria-hidden className="size-5 text-danger" />
          ) : (
            <BadgeCheck aria-hidden className="size-5 text-success" />
          )}
          Passports to renew
        </CardTitle>
        <CardDescription>
          {alerts.isPending
            ? 'Checking passports against booked travel…'
            : count > 0
              ? `${count} ${count === 1 ? 'passenger needs' : 'passengers need'} a passport valid 6 months after coming home.`
              : 'Every passport is valid 6 months past its booked return.'}
        </CardDescription>
      </CardHeader>
      {alerts.isPending ? (
        <CardContent className="space-y-2" aria-label="Loading passport alerts">
          <Skeleton className="h-5 w-2/3" />
        </CardContent>
      ) : alerts.isError ? (
        <CardContent>
          <LoadError
            title="Could not check passports"
            message={alerts.error.message}
            onRetry={() => void alerts.refetch()}
          />
        </CardContent>
      ) : count > 0 ? (
        <CardContent>
          <ul className="divide-y divide-line text-sm" aria-label="Passports expiring before travel">
            {alerts.data.items.slice(0, 5).map((a) => (
              <li key={a.passenger_id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                <Link
                  to={`/dashboard/passengers/${a.passenger_id}`}
                  className="font-medium text-ink hover:text-brand hover:underline"
                >
                  {a.full_name}
                </Link>
                <span className="text-xs text-muted">
                  Expires {formatLongDate(a.passport_expiry_date)} · {a.quote_title}, home{' '}
                  {formatLongDate(a.return_date)}
                </span>
              </li>
            ))}
          </ul>
          {count > 5 ? (
            <Link
              to="/dashboard/passengers?passport=flagged"
              className="mt-2 inline-block text-sm text-brand hover:underline"
            >
              See all {count}
            </Link>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
