import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Pin } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortDate } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useCan } from '~/features/auth/use-can';
import { cn } from '~/lib/cn';
import { listSupplierUpdates, supplierKeys } from './api';

const FEED = '/dashboard/suppliers?view=updates';

/** The dashboard home's latest Supplier Updates, for the roles that see suppliers (not onboarding agents). */
export function SupplierUpdatesCard() {
  const can = useCan();
  if (!can('suppliers.read')) return null;
  return <LatestUpdates />;
}

function LatestUpdates() {
  const params = { pageSize: 3 };
  const query = useQuery({
    queryKey: supplierKeys.updateList(params),
    queryFn: ({ signal }) => listSupplierUpdates(params, signal),
  });
  const unread = query.data?.unread ?? 0;

  return (
    <Card aria-labelledby="supplier-updates-title" data-testid="supplier-updates-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="supplier-updates-title">Supplier Updates</CardTitle>
          {unread > 0 ? <Badge>{unread} unread</Badge> : null}
        </div>
        <CardDescription>News from head office about our suppliers.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {query.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : query.isError ? (
          <p className="text-danger">Could not load the supplier updates.</p>
        ) : query.data.items.length === 0 ? (
          <p className="text-muted">No supplier updates yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {query.data.items.map((u) => (
              <li key={u.id} className="flex items-start gap-2 py-2 first:pt-0">
                <span
                  aria-hidden
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', u.read ? 'bg-transparent' : 'bg-brand')}
                />
                <span className="min-w-0 flex-1">
                  <span className={cn('relative block truncate text-ink', !u.read && 'font-semibold')}>
                    {u.pinned ? <Pin aria-label="Pinned" className="mr-1 inline size-3.5 text-amber-700" /> : null}
                    {u.title}
                    {!u.read ? <span className="sr-only"> (unread)</span> : null}
                  </span>
                  <span className="block text-muted">
                    {formatShortDate(u.published_on)}
                    {u.supplier ? ` · ${u.supplier.name}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to={FEED} className="inline-flex items-center gap-1 font-medium text-brand hover:underline">
          All supplier updates <ArrowRight aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
