import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LoadError } from '~/components/ui/load-error';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { DealCard } from './deal-card';
import { fetchPostedDeals, socialKeys, type DealFilters } from './social-api';
import { Pager } from './ui-bits';

const SEARCH_DELAY_MS = 300;

/** /dashboard/posted-deals: the agency's posted deals, newest first, ready to share again. */
export default function PostedDealsPage() {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const filters: DealFilters = {
    q: params.get('q') ?? '',
    destination: params.get('destination') ?? '',
    agent: params.get('agent') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(filters.q);

  const update = (patch: Partial<DealFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const out: Record<string, string> = {};
    if (next.q) out.q = next.q;
    if (next.destination) out.destination = next.destination;
    if (next.agent) out.agent = next.agent;
    if (next.page > 1) out.page = String(next.page);
    setParams(out, { replace: true });
  };

  // The search box updates the URL (and so the query) once typing pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const t = setTimeout(() => update({ q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text should restart the timer
  }, [search]);

  const query = useQuery({
    queryKey: socialKeys.deals(filters),
    queryFn: ({ signal }) => fetchPostedDeals(filters, signal),
    placeholderData: keepPreviousData,
  });

  // A sandbox post's link is /dashboard/posted-deals#<id>: bring that card into view.
  const targetId = hash.replace(/^#/, '');
  useEffect(() => {
    if (!targetId || !query.data) return;
    document.getElementById(targetId)?.scrollIntoView({ block: 'center' });
  }, [targetId, query.data]);

  const filtered = Boolean(filters.q || filters.destination || filters.agent);
  const facets = query.data?.facets;

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted sm:text-base">
        Every deal the agency has posted, newest first. Share any of them again with one click.
      </p>
      <div className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="deals-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <Input
              id="deals-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Headline, quote or destination"
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deals-destination">Destination</Label>
          <NativeSelect
            id="deals-destination"
            value={filters.destination}
            onChange={(e) => update({ destination: e.target.value })}
          >
            <option value="">All destinations</option>
            {(facets?.destinations ?? []).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deals-agent">Agent</Label>
          <NativeSelect id="deals-agent" value={filters.agent} onChange={(e) => update({ agent: e.target.value })}>
            <option value="">All agents</option>
            {(facets?.agents ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setParams({}, { replace: true });
            }}
          >
            <X aria-hidden /> Clear
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <DealsSkeleton />
      ) : query.isError ? (
        <LoadError
          title="Could not load the posted deals"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No deals match"
            description="Try another search, or clear the filters to see every posted deal."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setParams({}, { replace: true });
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Megaphone}
            title="No posted deals yet"
            description="When an admin approves a quote’s Facebook post it appears here, ready to share."
          />
        )
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'deal' : 'deals'}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Posted deals">
            {query.data.items.map((deal) => (
              <DealCard key={deal.id} deal={deal} highlighted={deal.id === targetId} />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </div>
  );
}

function DealsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading posted deals">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-line bg-surface">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
