import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, FilePlus2, FileText, Map as MapIcon, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatLongDate, formatMoney } from '@domain/formats';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { LoadError } from '~/components/ui/load-error';
import { NativeSelect } from '~/components/ui/native-select';
import { Skeleton } from '~/components/ui/skeleton';
import { LiveSearchAction } from '~/features/live-search/live-search-action';
import { displayTitle, listQuotes, quoteKeys, type QuoteSummary } from './api';
import { Pagination } from './components/pagination';
import { QuoteRowMenu, usePublishToggle } from './components/quote-actions';
import { QuoteStatusBadge, statusLabel } from './components/status-badge';
import {
  LIST_STATUSES,
  listApiQuery,
  readListParams,
  SORTS,
  writeListParams,
  type QuoteListParams,
} from './list-params';
import { useDebounced } from './use-debounced';

const SEARCH_DEBOUNCE_MS = 300;

/** /dashboard/quotes: the agent's quotes with search, filters, sort and paging. */
export default function QuotesListPage() {
  const [params, setParams] = useSearchParams();
  const state = readListParams(params);
  const [search, setSearch] = useState(state.q);
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);

  const apply = (next: Partial<QuoteListParams>) =>
    setParams(writeListParams({ ...state, ...next }), { replace: true });

  // The typed search reaches the URL (and the API) once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (debounced.trim() !== state.q)
      setParams(writeListParams({ ...state, q: debounced, page: 1 }), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search should write the URL
  }, [debounced]);

  const apiQuery = listApiQuery(state);
  const query = useQuery({
    queryKey: quoteKeys.list(apiQuery),
    queryFn: ({ signal }) => listQuotes(apiQuery, signal),
    placeholderData: keepPreviousData,
  });
  const filtered = state.q !== '' || state.status !== '';

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Build a quote, publish it, and share the link with your customer.</p>
        <div className="flex flex-wrap gap-2">
          <LiveSearchAction />
          <Button variant="outline" asChild>
            <Link to="/dashboard/quotes/new-itinerary">
              <MapIcon aria-hidden /> New itinerary
            </Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard/quotes/new">
              <FilePlus2 aria-hidden /> New quote
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
        <div className="relative">
          <Label htmlFor="quote-search" className="sr-only">
            Search quotes
          </Label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="quote-search"
            type="search"
            placeholder="Search by title, destination or hotel"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="quote-status-filter" className="shrink-0 text-sm text-muted">
            Status
          </Label>
          <NativeSelect
            id="quote-status-filter"
            value={state.status}
            onChange={(e) =>
              apply({ status: readListParams(new URLSearchParams({ status: e.target.value })).status, page: 1 })
            }
          >
            <option value="">All statuses</option>
            {LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="quote-sort" className="shrink-0 text-sm text-muted">
            Sort
          </Label>
          <NativeSelect
            id="quote-sort"
            value={state.sort}
            onChange={(e) =>
              apply({ sort: readListParams(new URLSearchParams({ sort: e.target.value })).sort, page: 1 })
            }
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError
          title="Could not load your quotes"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No quotes match"
            description="Try another search or status."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={FileText}
            title="No quotes yet"
            description="Your first quote takes a few minutes: hotel, flights, price. Publish it and send the link."
            action={
              <Button asChild>
                <Link to="/dashboard/quotes/new">
                  <FilePlus2 aria-hidden /> New quote
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <QuotesTable items={query.data.items} />
          <QuotesCards items={query.data.items} />
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            noun="quotes"
            onPage={(page) => apply({ page })}
          />
        </>
      )}
    </div>
  );
}

function PublishSwitch({ quote }: { quote: QuoteSummary }) {
  const toggle = usePublishToggle();
  const pending = toggle.isPending;
  const on = pending ? (toggle.variables.publish ?? quote.is_published) : quote.is_published;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Published: ${displayTitle(quote)}`}
      disabled={pending}
      onClick={() => toggle.mutate({ quote, publish: !quote.is_published })}
      className="group inline-flex items-center gap-2 rounded-full text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:opacity-60"
    >
      <span
        className={`relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors ${on ? 'bg-success' : 'bg-slate-300'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-[18px]' : 'translate-x-0.5'}`}
        />
      </span>
      <span className="text-muted">{on ? 'Live' : 'Off'}</span>
    </button>
  );
}

function Thumb({ quote }: { quote: QuoteSummary }) {
  return quote.hero_image ? (
    <img src={quote.hero_image} alt="" className="size-12 shrink-0 rounded-md object-cover" loading="lazy" />
  ) : (
    <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-soft text-brand">
      {quote.kind === 'itinerary' ? <MapIcon className="size-5" /> : <FileText className="size-5" />}
    </span>
  );
}

function TitleCell({ quote }: { quote: QuoteSummary }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumb quote={quote} />
      <div className="min-w-0">
        <Link
          to={`/dashboard/quotes/${quote.slug}`}
          className="block truncate font-medium text-ink hover:text-brand hover:underline"
        >
          {displayTitle(quote)}
        </Link>
        <p className="truncate text-xs text-muted">
          {[quote.destination, quote.kind === 'itinerary' ? 'Itinerary' : null, quote.label]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  );
}

function QuotesTable({ items }: { items: QuoteSummary[] }) {
  return (
    <Card className="hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Your quotes</caption>
        <thead className="border-b border-line bg-slate-50 text-left text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Quote
            </th>
            <th scope="col" className="px-4 py-3">
              Departure
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Views
            </th>
            <th scope="col" className="px-4 py-3">
              Published
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((q) => (
            <tr key={q.id} className="hover:bg-slate-50/60" data-testid="quote-row">
              <td className="max-w-80 px-4 py-3">
                <TitleCell quote={q} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">
                {q.departure_date ? formatLongDate(q.departure_date) : '—'}
              </td>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                {formatMoney(q.final_price_total)}
              </td>
              <td className="px-4 py-3">
                <QuoteStatusBadge status={q.quote_status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">
                <span className="inline-flex items-center gap-1 text-muted">
                  <Eye aria-hidden className="size-4" />
                  {q.view_count}
                  <span className="sr-only"> views</span>
                </span>
              </td>
              <td className="px-4 py-3">
                <PublishSwitch quote={q} />
              </td>
              <td className="px-2 py-3 text-right">
                <QuoteRowMenu quote={q} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function QuotesCards({ items }: { items: QuoteSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Your quotes">
      {items.map((q) => (
        <li key={q.id} data-testid="quote-card">
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <TitleCell quote={q} />
              <QuoteRowMenu quote={q} />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <QuoteStatusBadge status={q.quote_status} />
              <span className="font-semibold tabular-nums">{formatMoney(q.final_price_total)}</span>
              {q.departure_date ? <span className="text-muted">{formatLongDate(q.departure_date)}</span> : null}
              <span className="inline-flex items-center gap-1 text-muted">
                <Eye aria-hidden className="size-4" />
                {q.view_count} views
              </span>
            </div>
            <PublishSwitch quote={q} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <Card className="divide-y divide-line" role="status" aria-label="Loading quotes">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="size-12" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <Skeleton className="hidden h-6 w-20 sm:block" />
        </div>
      ))}
    </Card>
  );
}
