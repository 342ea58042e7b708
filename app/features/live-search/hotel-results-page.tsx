import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, BedDouble, ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDate } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { FormField } from '~/components/ui/form-field';
import { NativeSelect } from '~/components/ui/native-select';
import { ApiError } from '~/lib/api';
import { liveKeys, searchHotels } from './api';
import { HotelCard, HotelCardSkeleton } from './hotel-card';
import { HotelDetailDialog } from './hotel-detail-dialog';
import { HotelFiltersPanel } from './hotel-filters';
import {
  guestCount,
  HOTEL_SORTS,
  hotelQuery,
  parseHotelQuery,
  type HotelFilters,
  type HotelSort,
} from './search-params';
import { SupplierLabel } from './supplier-label';

const PAGE_SIZE = 20;

const SORT_LABEL: Record<HotelSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  stars_desc: 'Stars: high to low',
  name_asc: 'Name: A to Z',
};

function apiErrorText(e: unknown): string {
  if (!(e instanceof ApiError)) return 'The search could not be run. Please try again.';
  const fields = Object.values(e.fields ?? {});
  return fields.length ? fields.join(' ') : e.message;
}

/** /dashboard/live-search/hotel-results: the search, filters, sort and page all come from the URL. */
export default function HotelResultsPage() {
  const [params, setParams] = useSearchParams();
  const { search, filters } = parseHotelQuery(params);
  const hotelId = params.get('hotel');
  const [showFilters, setShowFilters] = useState(false);

  const apiQuery = search ? hotelQuery(search, filters) : null;
  apiQuery?.set('pageSize', String(PAGE_SIZE));
  const query = useQuery({
    queryKey: liveKeys.hotels(apiQuery?.toString() ?? ''),
    queryFn: ({ signal }) => searchHotels(apiQuery?.toString() ?? '', signal),
    enabled: apiQuery !== null,
    placeholderData: keepPreviousData,
    // A search is priced for its dates: refetching on focus would only move the list under the agent.
    refetchOnWindowFocus: false,
  });

  const update = (patch: Partial<HotelFilters>) => {
    if (!search) return;
    const next = hotelQuery(search, { ...filters, ...patch });
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const setHotel = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('hotel', id);
    else next.delete('hotel');
    setParams(next, { replace: id === null });
  };

  if (!search) {
    return (
      <EmptyState
        icon={BedDouble}
        title="No search yet"
        description="Choose a destination, dates and rooms to see hotels."
        action={
          <Button asChild>
            <Link to="/dashboard/live-search">Search hotels</Link>
          </Button>
        }
      />
    );
  }

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const back = hotelQuery(search);
  if (data) back.set('destinationName', data.destination.name);
  const roomsText = `${search.rooms.length} room${search.rooms.length === 1 ? '' : 's'}, ${guestCount(search.rooms)} guest${guestCount(search.rooms) === 1 ? '' : 's'}`;

  const filtersPanel = (
    <HotelFiltersPanel key={params.toString()} filters={filters} facets={data?.facets} onChange={update} />
  );

  return (
    <div className="space-y-5">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-semibold">
            {data ? `${data.destination.name}, ${data.destination.country}` : search.destination}
          </p>
          <p className="text-sm text-muted">
            {formatLongDate(search.checkIn)} – {formatLongDate(search.checkOut)} ·{' '}
            {data ? `${data.nights} nights · ` : ''}
            {roomsText}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SupplierLabel kind="hotel" />
          <Button variant="outline" size="sm" asChild>
            <Link to={`/dashboard/live-search?${back.toString()}`}>
              <ArrowLeft aria-hidden /> Change search
            </Link>
          </Button>
        </div>
      </Card>

      <div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="hidden lg:block">
          <Card className="sticky top-6 p-4">{filtersPanel}</Card>
        </aside>
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {data
                ? `${data.total.toLocaleString('en-GB')} hotel${data.total === 1 ? '' : 's'}`
                : query.isPending
                  ? 'Searching…'
                  : ''}
            </p>
            <div className="flex items-end gap-2">
              <Button
                variant="outline"
                className="lg:hidden"
                aria-expanded={showFilters}
                aria-controls="mobile-filters"
                onClick={() => setShowFilters((s) => !s)}
              >
                <SlidersHorizontal aria-hidden /> Filters
              </Button>
              <FormField label="Sort by" id="hotel-sort" className="w-48">
                <NativeSelect
                  value={filters.sort}
                  onChange={(e) => {
                    const sort = HOTEL_SORTS.find((x) => x === e.target.value);
                    if (sort) update({ sort, page: 1 });
                  }}
                >
                  {Object.entries(SORT_LABEL).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </div>
          {showFilters ? (
            <Card id="mobile-filters" className="p-4 lg:hidden">
              {filtersPanel}
            </Card>
          ) : null}

          {query.isError ? (
            <Alert variant="destructive" title="Search failed">
              {apiErrorText(query.error)}{' '}
              <Button variant="link" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : query.isPending ? (
            <div className="space-y-4" aria-busy="true" aria-label="Loading hotels">
              {Array.from({ length: 4 }, (_, i) => (
                <HotelCardSkeleton key={i} />
              ))}
            </div>
          ) : data && data.results.length === 0 ? (
            <EmptyState
              icon={BedDouble}
              title="No hotels match"
              description="Try fewer filters, another price range or other dates."
              action={
                <Button
                  variant="outline"
                  onClick={() => update({ stars: [], boards: [], minPrice: null, maxPrice: null, page: 1 })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : data ? (
            <div className={query.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
              {data.results.map((h) => (
                <HotelCard key={h.hotelId} hotel={h} nights={data.nights} onOpen={() => setHotel(h.hotelId)} />
              ))}
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-2">
                <Button
                  variant="outline"
                  disabled={filters.page <= 1}
                  onClick={() => update({ page: filters.page - 1 })}
                >
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <span className="text-sm text-muted">
                  Page {filters.page} of {totalPages}
                </span>
                <Button
                  variant="outline"
                  disabled={filters.page >= totalPages}
                  onClick={() => update({ page: filters.page + 1 })}
                >
                  Next <ChevronRight aria-hidden />
                </Button>
              </nav>
            </div>
          ) : null}
        </div>
      </div>
      <HotelDetailDialog hotelId={hotelId} search={search} onClose={() => setHotel(null)} />
    </div>
  );
}
