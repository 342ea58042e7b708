import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_SOME_FAILED, BANNER_SOME_FAILED_ADVICE, basketBanner, basketButton } from '@domain/basket';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { BASKET_KEY } from '~/features/basket/basket-context';
import { retryPackage } from '~/features/basket/api';
import { ApiError } from '~/lib/api';
import { newIdempotencyKey } from './idempotency';
import { PackageSummary } from './package-summary';
import { packageKey, useClearWhenConfirmed, usePackage } from './use-package';

/** The package booking live: each item pending -> booking -> confirmed or failed; retry only the failed. */
export function BookingProgress({ packageId }: { packageId: string }) {
  const qc = useQueryClient();
  const query = usePackage(packageId);
  useClearWhenConfirmed(packageId, query.data?.status);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per retry attempt, kept across a double click.
  const retryKey = useRef<string | null>(null);

  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" title="The booking could not be loaded">
        {query.error.message}
      </Alert>
    );
  }

  const pkg = query.data;
  const button = basketButton(pkg.items);
  const banner = basketBanner(pkg.items);

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    setError(null);
    retryKey.current ??= newIdempotencyKey();
    try {
      await retryPackage(packageId, retryKey.current);
      retryKey.current = null;
      await Promise.all([
        qc.invalidateQueries({ queryKey: packageKey(packageId) }),
        qc.invalidateQueries({ queryKey: BASKET_KEY }),
      ]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The retry could not be started. Please try again.');
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="grid gap-5" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          Package reference <span className="font-mono font-semibold text-ink">{pkg.reference}</span>
        </p>
      </div>
      {banner === BANNER_SOME_FAILED ? (
        <Alert variant="destructive" title={banner}>
          {BANNER_SOME_FAILED_ADVICE}
        </Alert>
      ) : banner ? (
        <Alert variant="success" title={banner}>
          Every item is booked with its supplier.
        </Alert>
      ) : (
        <Alert title="Booking your package">
          Each item is being booked with its supplier. This page updates by itself.
        </Alert>
      )}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <PackageSummary items={pkg.items} total={pkg.total.amount} title="Booking progress" showStatus />
      <div className="flex flex-wrap justify-end gap-2">
        {button.action === 'retry' ? (
          <Button size="lg" disabled={retrying} onClick={() => void retry()}>
            {retrying ? <Spinner className="text-current" /> : <RotateCcw aria-hidden />} {button.text}
          </Button>
        ) : button.action === 'view' ? (
          <Button size="lg" asChild>
            <Link to={`/dashboard/booking-confirmation?package=${encodeURIComponent(packageId)}`}>{button.text}</Link>
          </Button>
        ) : (
          <Button size="lg" disabled>
            <Spinner className="text-current" /> {button.text}
          </Button>
        )}
      </div>
    </div>
  );
}
