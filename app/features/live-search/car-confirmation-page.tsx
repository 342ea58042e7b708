import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatPence } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { BookingStatusBadge } from '~/features/live-bookings/status-badge';
import { getLiveBookingByReference, liveBookingKeys } from '~/features/live-bookings/api';
import { ApiError } from '~/lib/api';

/** /dashboard/car-rental/booking-confirmation/:bookingReference */
export default function CarConfirmationPage() {
  const { bookingReference = '' } = useParams();
  const query = useQuery({
    queryKey: liveBookingKeys.byReference(bookingReference),
    queryFn: ({ signal }) => getLiveBookingByReference(bookingReference, signal),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });

  if (query.isPending) {
    return (
      <div className="mx-auto grid max-w-2xl gap-4" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" title="Booking not found" className="mx-auto max-w-2xl">
        {query.error instanceof ApiError && query.error.status === 404
          ? `There is no booking ${bookingReference} on your account.`
          : query.error.message}
      </Alert>
    );
  }
  const b = query.data;
  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      {b.status === 'confirmed' ? (
        <Alert variant="success" title="Car hire booked">
          The booking is confirmed with {b.supplier}.
        </Alert>
      ) : null}
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3">
          <div>
            <CardTitle>{b.title}</CardTitle>
            <p className="text-sm text-muted">{b.supplier}</p>
          </div>
          <BookingStatusBadge status={b.status} />
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Field
              label="Booking reference"
              value={<span className="font-mono font-semibold">{b.bookingReference}</span>}
            />
            <Field label="Supplier reference" value={<span className="font-mono">{b.supplierReference ?? '—'}</span>} />
            <Field label="Pick-up" value={formatDateTime(b.startDate)} />
            <Field label="Return" value={formatDateTime(b.endDate)} />
            <Field label="Main driver" value={b.leadName ?? '—'} />
            <Field
              label="Amount"
              value={<span className="text-base font-semibold">{formatPence(b.amount.amount)}</span>}
            />
          </dl>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard/live-search">
            <CircleCheck aria-hidden /> New search
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{value}</dd>
    </div>
  );
}
