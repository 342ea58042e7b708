import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ListSpec } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { DealCard } from './deal-card';
import { fetchPostedDeals, socialKeys, type DealFilters } from './api';

/** The page's state in the URL: ?q=&destination=&agent=&page=. */
const DEALS_LIST: ListSpec<Record<never, string>, 'destination' | 'agent'> = {
  filters: {},
  text: ['destination', 'agent'],
};

/** /dashboard/posted-deals: the agency's posted deals, newest first, ready to share again. */
export default function PostedDealsPage() {
  const list = useListState(DEALS_LIST);
  const { hash } = useLocation();
  const filters: DealFilters = list.query;

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

  const facets = query.data?.facets;

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted sm:text-base">
        Every deal the agency has posted, newest first. Share any of them again with one click.
      </p>
      <div className="grid gap-3 rounded-xl border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <ListSearch
          list={list}
          id="deals-search"
          label="Search"
          placeholder="Headline, quote or destination"
          className="sm:col-span-2 lg:col-span-1"
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deals-destination">Destination</Label>
          <NativeSelect
            id="deals-destination"
            value={filters.destination}
            onChange={(e) => list.set({ destination: e.target.value })}
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
          <NativeSelect id="deals-agent" value={filters.agent} onChange={(e) => list.set({ agent: e.target.value })}>
            <option value="">All agents</option>
            {(facets?.agents ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {list.filtered ? (
          <Button variant="ghost" onClick={list.clear}>
            <X aria-hidden /> Clear
          </Button>
        ) : null}
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading posted deals" media="banner" grid />}
        errorTitle="Could not load the posted deals"
        list={list}
        noun="deals"
        noMatch="Try another search, or clear the filters to see every posted deal."
        empty={
          <EmptyState
            icon={Megaphone}
            title="No posted deals yet"
            description="When an admin approves a quote’s Facebook post it appears here, ready to share."
          />
        }
      >
        {(items, data) => (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {data.total} {data.total === 1 ? 'deal' : 'deals'}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Posted deals">
              {items.map((deal) => (
                <DealCard key={deal.id} deal={deal} highlighted={deal.id === targetId} />
              ))}
            </ul>
          </>
        )}
      </ListShell>
    </div>
  );
}
