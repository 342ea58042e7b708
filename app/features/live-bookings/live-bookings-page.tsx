import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BedDouble, CarFront, ChevronLeft, ChevronRight, ClipboardList, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatPence } from '@domain/formats';
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
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { BASKET_KEY } from '~/features/basket/basket-context';
import { api, ApiError } from '~/lib/api';
import type { LiveBooking, LiveBookingList } from './live-booking-types';
import { BookingStatusBadge } from './status-badge';

const PAGE_SIZE = 20;
const STATUSES = ['confirmed', 'failed', 'booking', 'pending', 'cancelled'] as const;

function cancellable(b: LiveBooking): boolean {
  return b.status === 'confirmed';
}

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** /dashboard/hotel-bookings ('Live Bookings'): every live booking (agents: their own), search, filter, cancel. */
export default function LiveBookingsPage() {
  const { role } = useAuth();
  const showAgent = role === 'admin' || role === 'manager';
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim(), 300);
  const [toCancel, setToCancel] = useState<LiveBooking | null>(null);
  const qc = useQueryClient();

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParam('q', q);
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const apiQuery = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (q) apiQuery.set('q', q);
  if (status) apiQuery.set('status', status);
  if (type) apiQuery.set('type', type);
  const query = useQuery({
    queryKey: ['live-bookings', apiQuery.toString()],
    queryFn: ({ signal }) => api<LiveBookingList>(`/api/live-bookings?${apiQuery.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });

  const cancel = useMutation({
    mutationFn: (b: LiveBooking) =>
      api<LiveBooking>(`/api/live-bookings/${encodeURIComponent(b.id)}/cancel`, { method: 'POST' }),
    onSuccess: (b) => {
      setToCancel(null);
      toast({ title: 'Booking cancelled', description: `${b.bookingReference} is cancelled with ${b.supplier}.` });
      void qc.invalidateQueries({ queryKey: ['live-bookings'] });
      // A cancelled booking leaves the basket.
      void qc.invalidateQueries({ queryKey: BASKET_KEY });
    },
  });

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem]">
        <FormField label="Search" id="live-bookings-q">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              id="live-bookings-q"
              className="pl-9"
              placeholder="Reference, lead name, hotel or car"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </FormField>
        <FormField label="Status" id="live-bookings-status">
          <NativeSelect value={status} onChange={(e) => setParam('status', e.target.value)}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Type" id="live-bookings-type">
          <NativeSelect value={type} onChange={(e) => setParam('type', e.target.value)}>
            <option value="">Hotels and cars</option>
            <option value="accommodation">Hotels</option>
            <option value="car_rental">Car hire</option>
          </NativeSelect>
        </FormField>
      </div>

      {query.isError ? (
        <Alert variant="destructive" title="Bookings could not be loaded">
          {query.error.message}
        </Alert>
      ) : !data ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading bookings">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={q || status || type ? 'No bookings match' : 'No live bookings yet'}
          description={
            q || status || type ? 'Try another search or filter.' : 'Bookings made through Live Search appear here.'
          }
          action={
            q || status || type ? null : (
              <Button asChild>
                <Link to="/dashboard/live-search">Live search</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          <Card className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <thead className="border-b border-line bg-slate-50 text-left text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Booking
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    References
                  </th>
                  {showAgent ? (
                    <th scope="col" className="px-4 py-3 font-medium">
                      Agent
                    </th>
                  ) : null}
                  <th scope="col" className="px-4 py-3 font-medium">
                    Dates
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.items.map((b) => (
                  <tr key={b.id} data-testid="live-booking-row">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-2">
                        {b.type === 'car_rental' ? (
                          <CarFront aria-label="Car hire" className="size-4 shrink-0 text-brand" />
                        ) : (
                          <BedDouble aria-label="Hotel" className="size-4 shrink-0 text-brand" />
                        )}
                        <span className="font-medium">{b.title}</span>
                      </div>
                      <p className="text-xs text-muted">{b.leadName ?? '—'}</p>
                    </td>
                    <td className="px-4 py-3 font-mono text-xs">
                      <p className="font-semibold whitespace-nowrap">{b.bookingReference}</p>
                      {/* A reference never breaks at its hyphen ("SBH-" / "9669V9Z6"). */}
                      <p className="text-muted">
                        {b.supplier}: <span className="whitespace-nowrap">{b.supplierReference ?? '—'}</span>
                      </p>
                    </td>
                    {showAgent ? (
                      <td className="px-4 py-3">
                        <p>{b.agent?.name ?? '—'}</p>
                        <p className="text-xs text-muted">{b.agent?.email}</p>
                      </td>
                    ) : null}
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDateTime(b.startDate)}
                      <p className="text-xs text-muted">to {formatDateTime(b.endDate)}</p>
                    </td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPence(b.amount.amount)}</td>
                    <td className="px-4 py-3">
                      <BookingStatusBadge status={b.status} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <RowActions booking={b} onCancel={() => setToCancel(b)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="space-y-3 md:hidden" aria-label="Live bookings">
            {data.items.map((b) => (
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
          <nav aria-label="Pages" className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={page <= 1} onClick={() => setParam('page', String(page - 1))}>
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <span className="text-sm text-muted">
              Page {page} of {totalPages} · {data.total} booking{data.total === 1 ? '' : 's'}
            </span>
            <Button variant="outline" disabled={page >= totalPages} onClick={() => setParam('page', String(page + 1))}>
              Next <ChevronRight aria-hidden />
            </Button>
          </nav>
        </>
      )}

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
