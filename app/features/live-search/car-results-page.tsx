import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CarFront, Info } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { ApiError } from '~/lib/api';
import { liveKeys, searchCars } from './api';
import { CarCardSkeleton, CarSummary } from './car-card';
import { carQuery, parseCarQuery } from './search-params';
import { SupplierLabel } from './supplier-label';

function apiErrorText(e: unknown): string {
  if (!(e instanceof ApiError)) return 'The search could not be run. Please try again.';
  const fields = Object.values(e.fields ?? {});
  return fields.length ? fields.join(' ') : e.message;
}

/** /dashboard/live-search/results: car-hire results for the search in the URL. */
export default function CarResultsPage() {
  const [params] = useSearchParams();
  const search = parseCarQuery(params);
  const q = search ? carQuery(search).toString() : '';
  const query = useQuery({
    queryKey: liveKeys.cars(q),
    queryFn: ({ signal }) => searchCars(q, signal),
    enabled: search !== null,
    refetchOnWindowFocus: false,
  });

  if (!search) {
    return (
      <EmptyState
        icon={CarFront}
        title="No search yet"
        description="Choose a pick-up location, the driver's age and dates to see cars."
        action={
          <Button asChild>
            <Link to="/dashboard/live-search?tab=cars">Search cars</Link>
          </Button>
        }
      />
    );
  }

  const data = query.data;
  const back = carQuery(search);
  back.set('tab', 'cars');
  if (data) back.set('locationName', data.location.name);
  const notes = data?.notes ?? [];

  return (
    <div className="space-y-5">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-semibold">
            {data ? `${data.location.name}, ${data.location.country}` : search.pickupLocation}
          </p>
          <p className="text-sm text-muted">
            {formatDateTime(search.pickupDate)} – {formatDateTime(search.returnDate)} · driver aged {search.driverAge}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SupplierLabel kind="car" />
          <Button variant="outline" size="sm" asChild>
            <Link to={`/dashboard/live-search?${back.toString()}`}>
              <ArrowLeft aria-hidden /> Change search
            </Link>
          </Button>
        </div>
      </Card>

      {notes.map((n) => (
        <Alert key={n}>
          <span className="sr-only">Note: </span>
          {n}
        </Alert>
      ))}

      {query.isError ? (
        <Alert variant="destructive" title="Search failed">
          {apiErrorText(query.error)}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading cars">
          {Array.from({ length: 4 }, (_, i) => (
            <CarCardSkeleton key={i} />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={CarFront}
          title="No cars available"
          description="Try other dates, another location or an older main driver."
        />
      ) : (
        <div className="space-y-4">
          <p className="flex items-center gap-1.5 text-sm text-muted" aria-live="polite">
            <Info aria-hidden className="size-4" /> {data.results.length} car{data.results.length === 1 ? '' : 's'} for{' '}
            {data.days} day{data.days === 1 ? '' : 's'}; prices are for the whole hire.
          </p>
          {data.results.map((car) => (
            <CarSummary
              key={car.rateReference}
              car={car}
              days={data.days}
              action={
                <Button asChild>
                  <Link
                    to={`/dashboard/car-rental/book/${encodeURIComponent(car.rateReference)}`}
                    aria-label={`Select ${car.vehicle_name}`}
                  >
                    Select
                  </Link>
                </Button>
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
