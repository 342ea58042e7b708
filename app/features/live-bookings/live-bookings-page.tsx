import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BedDouble, CarFront, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatPence } from '@domain/formats';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { BASKET_KEY } from '~/features/basket/basket-context';
import { ApiError } from '~/lib/api';
import {
  cancelLiveBooking,
  listLiveBookings,
  liveBookingKeys,
  type LiveBooking,
  type LiveBookingListParams,
} from './api';
import { BookingStatusBadge } from './status-badge';

const STATUSES = ['confirmed', 'failed', 'booking', 'pending', 'cancelled'] as const;
const TYPES = ['accommodation', 'car_rental'] as const;

/** The page's state in the URL: ?q=&status=&type=&page= ('' is every status or type). */
const LIVE_BOOKING_LIST: ListSpec<
  { status: (typeof STATUSES)[number] | ''; type: (typeof TYPES)[number] | '' },
  never
> = { filters: { status: ['', ...STATUSES], type: ['', ...TYPES] } };

/** The table's columns; the agent's is shown to those who see everyone's bookings. */
function bookingColumns(onCancel: (b: LiveBooking) => void): ListColumn<LiveBooking>[] {
  return [
    {
      key: 'booking',
      header: 'Booking',
      cell: (b) => (
        <>
          <div className="flex items-center gap-2">
            {b.type === 'car_rental' ? (
              <CarFront aria-label="Car hire" className="size-4 shrink-0 text-brand" />
            ) : (
              <BedDouble aria-label="Hotel" className="size-4 shrink-0 text-brand" />
            )}
            <span className="font-medium">{b.title}</span>
          </div>
          <p className="text-xs text-muted">{b.leadName ?? '—'}</p>
        </>
      ),
    },
    {
      key: 'references',
      header: 'References',
      cellClassName: 'font-mono text-xs',
      cell: (b) => (
        <>
          <p className="font-semibold whitespace-nowrap">{b.bookingReference}</p>
          {/* A reference never breaks at its hyphen ("SBH-" / "9669V9Z6"). */}
          <p className="text-muted">
            {b.supplier}: <span className="whitespace-nowrap">{b.supplierReference ?? '—'}</span>
          </p>
        </>
      ),
    },
    {
      key: 'agent',
      header: 'Agent',
      cell: (b) => (
        <>
          <p>{b.agent?.name ?? '—'}</p>
          <p className="text-xs text-muted">{b.agent?.email}</p>
        </>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      cellClassName: 'whitespace-nowrap',
      cell: (b) => (
        <>
          {formatDateTime(b.startDate)}
          <p className="text-xs text-muted">to {formatDateTime(b.endDate)}</p>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      cellClassName: 'font-semibold tabular-nums',
      cell: (b) => formatPence(b.amount.amount),
    },
    { key: 'status', header: 'Status', cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (b) => <RowActions booking={b} onCancel={() => onCancel(b)} />,
    },
  ];
}

function cancellable(b: LiveBooking): boolean {
  return b.status === 'confirmed';
}

/** /dashboard/hotel-bookings ('Live Bookings'): every live booking (agents: their own), search, filter, cancel. */
export default function LiveBookingsPage() {
  const { role } = useAuth();
  const showAgent = role === 'admin' || role === 'manager';
  const list = useListState(LIVE_BOOKING_LIST);
  const params: LiveBookingListParams = list.query;
  const [toCancel, setToCancel] = useState<LiveBooking | null>(null);
  const qc = useQueryClient();

  const query = useQuery({
    queryKey: liveBookingKeys.list(params),
    queryFn: ({ signal }) => listLiveBookings(params, signal),
    placeholderData: keepPreviousData,
  });

  const cancel = useMutation({
    mutationFn: (b: LiveBooking) => cancelLiveBooking(b.id),
    onSuccess: (b) => {
      setToCancel(null);
      toast({ title: 'Booking cancelled', description: `${b.bookingReference} is cancelled with ${b.supplier}.` });
      void qc.invalidateQueries({ queryKey: liveBookingKeys.all });
      // A cancelled booking leaves the basket.
      void qc.invalidateQueries({ queryKey: BASKET_KEY });
    },
  });

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem]">
        <ListSearch list={list} id="live-bookings-q" label="Search" placeholder="Reference, lead name, hotel or car" />
        <FormField label="Status" id="live-bookings-status">
          <NativeSelect
            value={params.status}
            onChange={(e) => list.set({ status: readChoice(LIVE_BOOKING_LIST.filters.status, e.target.value) })}
          >
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Type" id="live-bookings-type">
          <NativeSelect
            value={params.type}
            onChange={(e) => list.set({ type: readChoice(LIVE_BOOKING_LIST.filters.type, e.target.value) })}
          >
            <option value="">Hotels and cars</option>
            <option value="accommodation">Hotels</option>
            <option value="car_rental">Car hire</option>
          </NativeSelect>
        </FormField>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading bookings" count={6} lines={2} />}
        errorTitle="Bookings could not be loaded"
        list={list}
        noun="bookings"
        noMatch="Try another search or filter."
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No live bookings yet"
            description="Bookings made through Live Search appear here."
            action={
              <Button asChild>
                <Link to="/dashboard/live-search">Live search</Link>
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <ListTable
              caption="Live bookings"
              columns={bookingColumns(setToCancel).filter((c) => showAgent || c.key !== 'agent')}
              rows={items}
              rowTestId="live-booking-row"
            />
            <ul className="space-y-3 md:hidden" aria-label="Live bookings">
              {items.map((b) => (
                <li key={b.id}>
                  <Card className="space-y-2 p-4" data-testid="live-booking-card">
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="font-medium">{b.title}</p>
                        <p className="text-xs text-muted">{b.leadName ?? '—'}</p>
                      </div>
                      <BookingStatusBadge status={b.status} />
                    </div>
                    <p className="font-mono text-xs">
                      <span className="font-semibold whitespace-nowrap">{b.bookingReference}</span> · {b.supplier}:{' '}
                      <span className="whitespace-nowrap">{b.supplierReference ?? '—'}</span>
                    </p>
                    <p className="text-sm text-muted">
                      {formatDateTime(b.startDate)} – {formatDateTime(b.endDate)}
                    </p>
                    {showAgent && b.agent ? <p className="text-sm">Agent: {b.agent.name}</p> : null}
                    <div className="flex items-center justify-between gap-2 pt-1">
                      <span className="text-lg font-semibold tabular-nums">{formatPence(b.amount.amount)}</span>
                      <RowActions booking={b} onCancel={() => setToCancel(b)} />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListShell>

      <Dialog open={toCancel !== null} onOpenChange={(o) => (o ? undefined : (setToCancel(null), cancel.reset()))}>
        <DialogContent width={460}>
          <DialogHeader>
            <DialogTitle>Cancel this booking?</DialogTitle>
            <DialogDescription>
              {toCancel
                ? `${toCancel.title} (${toCancel.bookingReference}) will be cancelled with ${toCancel.supplier}. This cannot be undone.`
                : ''}
            </DialogDescription>
          </DialogHeader>
          {cancel.isError ? (
            <Alert variant="destructive">
              {cancel.error instanceof ApiError ? cancel.error.message : 'The booking could not be cancelled.'}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setToCancel(null)}>
              Keep booking
            </Button>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => toCancel && cancel.mutate(toCancel)}
            >
              {cancel.isPending ? <Spinner className="text-current" /> : null} Cancel booking
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RowActions({ booking, onCancel }: { booking: LiveBooking; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      {booking.packageId ? (
        <Button variant="ghost" size="sm" asChild>
          <Link
            to={`/dashboard/booking-confirmation?package=${encodeURIComponent(booking.packageId)}`}
            aria-label={`Details of ${booking.bookingReference}`}
          >
            Details
          </Link>
        </Button>
      ) : booking.type === 'car_rental' ? (
        <Button variant="ghost" size="sm" asChild>
          <Link
            to={`/dashboard/car-rental/booking-confirmation/${encodeURIComponent(booking.bookingReference)}`}
            aria-label={`Details of ${booking.bookingReference}`}
          >
            Details
          </Link>
        </Button>
      ) : null}
      {cancellable(booking) ? (
        <Button variant="outline" size="sm" onClick={onCancel} aria-label={`Cancel ${booking.bookingReference}`}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
