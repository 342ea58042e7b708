import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, FilePlus2, FileText, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate, formatMoney } from '@domain/formats';
import { readChoice } from '~/components/list/list-params';
import { ListSearch } from '~/components/list/list-search';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { ListTable, type ListColumn } from '~/components/list/list-table';
import { useListState } from '~/components/list/use-list-state';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { useCan } from '~/features/auth/use-can';
import { LiveSearchAction } from '~/features/live-search/live-search-action';
import { displayTitle, listQuotes, quoteKeys, type QuoteListParams, type QuoteSummary } from './api';
import { QuoteRowMenu, usePublishToggle } from './components/quote-actions';
import { QuoteStatusBadge, statusLabel } from './components/status-badge';
import { LIST_STATUSES, QUOTE_LIST, QUOTE_SORTS, SORT_LABELS } from './list-params';

/** /dashboard/quotes: the agent's quotes with search, filters, sort and paging. */
export default function QuotesListPage() {
  const list = useListState(QUOTE_LIST);
  const params: QuoteListParams = list.query;
  // SPEC 6: onboarding agents build itineraries; the standard builder is not offered to them.
  const canWriteStandard = useCan()('quotes.write.standard');
  const query = useQuery({
    queryKey: quoteKeys.list(params),
    queryFn: ({ signal }) => listQuotes(params, signal),
    placeholderData: keepPreviousData,
  });

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
          {canWriteStandard ? (
            <Button asChild>
              <Link to="/dashboard/quotes/new">
                <FilePlus2 aria-hidden /> New quote
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" role="search">
        <ListSearch
          list={list}
          id="quote-search"
          label="Search quotes"
          labelHidden
          placeholder="Search by title, destination or hotel"
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="quote-status-filter" className="shrink-0 text-sm text-muted">
            Status
          </Label>
          <NativeSelect
            id="quote-status-filter"
            value={params.status}
            onChange={(e) => list.set({ status: readChoice(QUOTE_LIST.filters.status, e.target.value) })}
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
            value={params.sort}
            onChange={(e) => list.set({ sort: readChoice(QUOTE_SORTS, e.target.value) })}
          >
            {QUOTE_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <ListShell
        query={query}
        loading={<ListSkeleton label="Loading quotes" count={4} media="thumb" lines={2} />}
        errorTitle="Could not load your quotes"
        list={list}
        noun="quotes"
        noMatch="Try another search or status."
        empty={
          <EmptyState
            icon={FileText}
            title="No quotes yet"
            description="Your first quote takes a few minutes: hotel, flights, price. Publish it and send the link."
            action={
              <Button asChild>
                {canWriteStandard ? (
                  <Link to="/dashboard/quotes/new">
                    <FilePlus2 aria-hidden /> New quote
                  </Link>
                ) : (
                  <Link to="/dashboard/quotes/new-itinerary">
                    <MapIcon aria-hidden /> New itinerary
                  </Link>
                )}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <>
            <QuotesTable items={items} />
            <QuotesCards items={items} />
          </>
        )}
      </ListShell>
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

const QUOTE_COLUMNS: readonly ListColumn<QuoteSummary>[] = [
  { key: 'quote', header: 'Quote', cellClassName: 'max-w-80', cell: (q) => <TitleCell quote={q} /> },
  {
    key: 'departure',
    header: 'Departure',
    cellClassName: 'whitespace-nowrap text-muted',
    cell: (q) => (q.departure_date ? formatLongDate(q.departure_date) : '—'),
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cellClassName: 'font-medium whitespace-nowrap tabular-nums',
    cell: (q) => formatMoney(q.final_price_total),
  },
  { key: 'status', header: 'Status', cell: (q) => <QuoteStatusBadge status={q.quote_status} /> },
  {
    key: 'views',
    header: 'Views',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (q) => (
      <span className="inline-flex items-center gap-1 text-muted">
        <Eye aria-hidden className="size-4" />
        {q.view_count}
        <span className="sr-only"> views</span>
      </span>
    ),
  },
  { key: 'published', header: 'Published', cell: (q) => <PublishSwitch quote={q} /> },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    cellClassName: 'px-2',
    cell: (q) => <QuoteRowMenu quote={q} />,
  },
];

function QuotesTable({ items }: { items: QuoteSummary[] }) {
  return (
    <ListTable
      caption="Your quotes"
      columns={QUOTE_COLUMNS}
      rows={items}
      rowTestId="quote-row"
      rowClassName="hover:bg-slate-50/60"
    />
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
