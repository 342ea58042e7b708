import { BedDouble, CarFront } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/cn';
import { CarSearchForm, defaultCarSearch, type CarSearchInitial } from './car-search-form';
import { defaultHotelSearch, HotelSearchForm, type HotelSearchInitial } from './hotel-search-form';
import { parseCarQuery, parseHotelQuery } from './search-params';
import { SupplierLabel } from './supplier-label';

const tabClass = cn(
  'flex flex-1 items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-medium text-muted transition-colors sm:flex-none',
  'hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
  'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
);

/** A search coming back from a results page ("Change search") fills the form again. */
function initialHotel(q: URLSearchParams): HotelSearchInitial {
  const { search } = parseHotelQuery(q);
  if (!search) return defaultHotelSearch();
  return {
    destination: { code: search.destination, name: q.get('destinationName') ?? search.destination },
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms,
  };
}

function initialCar(q: URLSearchParams): CarSearchInitial {
  const search = parseCarQuery(q);
  if (!search) return defaultCarSearch();
  return {
    pickupLocation: { code: search.pickupLocation, name: q.get('locationName') ?? search.pickupLocation },
    driverAge: String(search.driverAge),
    pickupDate: search.pickupDate,
    returnDate: search.returnDate,
  };
}

/** /dashboard/live-search: hotel and car search (issue #4). */
export default function LiveSearchPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'cars' ? 'cars' : 'hotels';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          Search live hotel and car-hire inventory, then book them together as one package.
        </p>
        <SupplierLabel kind="both" />
      </div>
      <Tabs.Root value={tab} onValueChange={(v) => setParams(v === 'cars' ? { tab: 'cars' } : {}, { replace: true })}>
        <Tabs.List aria-label="Search type" className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
          <Tabs.Trigger value="hotels" className={tabClass}>
            <BedDouble aria-hidden className="size-4" /> Hotels
          </Tabs.Trigger>
          <Tabs.Trigger value="cars" className={tabClass}>
            <CarFront aria-hidden className="size-4" /> Cars
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="hotels" className="focus-visible:outline-none">
          <Card>
            <CardHeader>
              <CardTitle>Hotels</CardTitle>
              <CardDescription>Where, when and who is travelling.</CardDescription>
            </CardHeader>
            <CardContent>
              <HotelSearchForm initial={initialHotel(params)} />
            </CardContent>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="cars" className="focus-visible:outline-none">
          <Card>
            <CardHeader>
              <CardTitle>Car hire</CardTitle>
              <CardDescription>Pick-up place, the main driver's age and the hire dates.</CardDescription>
            </CardHeader>
            <CardContent>
              <CarSearchForm initial={initialCar(params)} />
            </CardContent>
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
