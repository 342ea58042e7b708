import { Printer, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { basketBanner } from '@domain/basket';
import { formatLongDate } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api';
import { PackageSummary } from './package-summary';
import { useClearWhenConfirmed, usePackage } from './use-package';

/** /dashboard/booking-confirmation?package=<id>: references per item, lead passenger, totals, print. */
export default function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const packageId = params.get('package');
  if (!packageId) {
    return (
      <EmptyState
        icon={Search}
        title="No booking chosen"
        description="Open a package's booking details from the basket or from Live Bookings."
        action={
          <Button asChild>
            <Link to="/dashboard/live-search">Live search</Link>
          </Button>
        }
      />
    );
  }
  return <Confirmation packageId={packageId} />;
}

function Confirmation({ packageId }: { packageId: string }) {
  const query = usePackage(packageId);
  useClearWhenConfirmed(packageId, query.data?.status);
  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" title="Booking not found" className="mx-auto max-w-3xl">
        {query.error instanceof ApiError && query.error.status === 404
          ? 'There is no such package on your account.'
          : query.error.message}
      </Alert>
    );
  }
  const pkg = query.data;
  const lead = pkg.leadPassenger;
  const banner = basketBanner(pkg.items);
  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      {banner === 'All items confirmed!' ? (
        <Alert variant="success" title={banner}>
          Package {pkg.reference} is booked. Keep the references below for the customer.
        </Alert>
      ) : banner ? (
        <Alert variant="destructive" title={banner}>
          Some items are not booked yet. Retry them from the checkout page or the basket.
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Package {pkg.reference}</CardTitle>
          <p className="text-sm text-muted">Booked on {formatLongDate(pkg.createdAt)}</p>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">Lead passenger</dt>
              <dd className="mt-0.5" data-testid="lead-passenger">
                {lead.title} {lead.firstName} {lead.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">Contact</dt>
              <dd className="mt-0.5 break-words">
                {lead.email} · {lead.phone}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs font-medium tracking-wide text-muted uppercase">Address</dt>
              <dd className="mt-0.5">
                {lead.addressLine1}, {lead.city} {lead.postcode}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <PackageSummary items={pkg.items} total={pkg.total.amount} title="Bookings" showStatus />
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard/hotel-bookings">All live bookings</Link>
        </Button>
      </div>
    </div>
  );
}
