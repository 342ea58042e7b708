import { BedDouble, CarFront } from 'lucide-react';
import type { BasketItem } from '@domain/basket';
import { itemStatusLabel } from '@domain/basket';
import { formatPence } from '@domain/formats';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { describeItem } from '~/features/basket/describe-item';
import { StatusBadge } from '~/features/basket/status-badge';
import { BookingStatusBadge } from '~/features/live-bookings/status-badge';

type Item = BasketItem & { supplierReference?: string | null };

/** The package's items (with extras and dates) and its total; statuses and references once booking. */
export function PackageSummary({
  items,
  total,
  title = 'Your package',
  showStatus = false,
}: {
  items: readonly Item[];
  total: number;
  title?: string;
  showStatus?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y divide-line" aria-label="Package items">
          {items.map((item) => {
            const d = describeItem(item);
            const Icon = item.type === 'car_rental' ? CarFront : BedDouble;
            return (
              <li key={item.id} className="flex gap-3 py-3 first:pt-0" data-testid="package-item">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="font-medium">{d.title}</p>
                  {d.subtitle ? <p className="text-sm text-muted">{d.subtitle}</p> : null}
                  {d.dates ? <p className="text-sm text-muted">{d.dates}</p> : null}
                  {d.extras.map((e) => (
                    <p key={e.title} className="text-sm text-slate-700">
                      + {e.title}
                      {e.detail ? `: ${e.detail}` : ''}
                      {e.amount !== null ? ` (${formatPence(e.amount)})` : ''}
                    </p>
                  ))}
                  {showStatus ? (
                    <div className="flex flex-wrap items-center gap-2 pt-1">
                      {/* Cancelled later from Live Bookings: said plainly, not the basket's 'Unknown'. */}
                      {item.status === 'cancelled' ? (
                        <BookingStatusBadge status="cancelled" />
                      ) : (
                        <StatusBadge status={item.status} label={itemStatusLabel(item.status)} />
                      )}
                      {item.bookingReference ? (
                        <span className="font-mono text-xs">
                          Ref <span className="font-semibold">{item.bookingReference}</span>
                        </span>
                      ) : null}
                      {item.supplierReference ? (
                        <span className="font-mono text-xs text-muted">Supplier {item.supplierReference}</span>
                      ) : null}
                    </div>
                  ) : null}
                  {showStatus && item.error ? (
                    <p
                      role="alert"
                      className="mt-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
                    >
                      {item.error}
                    </p>
                  ) : null}
                </div>
                <span className="font-semibold tabular-nums">{formatPence(item.price.amount)}</span>
              </li>
            );
          })}
        </ul>
        <div className="flex items-baseline justify-between border-t border-line pt-3">
          <span className="font-medium">Total</span>
          <span className="text-xl font-semibold tabular-nums" data-testid="package-total">
            {formatPence(total)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
