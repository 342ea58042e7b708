import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatLongDate, formatMoney } from '@domain/formats';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { displayTitle, listQuotes, quoteKeys, type QuoteListParams, type QuoteSummary } from './api';

/** The quotes a booking is made from: accepted ones, the soonest departure first. */
const ACCEPTED: QuoteListParams = { status: 'accepted', sort: 'departure_asc', pageSize: 100 };

/**
 * /dashboard/quotes/create-booking: a route of its own, never read as a quote
 * slug (issue 18). A booking starts from a quote the customer accepted, so the
 * page lists the agent's accepted quotes, each linked to the quote it books.
 */
export default function CreateBookingPage() {
  const query = useQuery({
    queryKey: quoteKeys.list(ACCEPTED),
    queryFn: ({ signal }) => listQuotes(ACCEPTED, signal),
  });

  return (
    <div className="space-y-5">
      <p className="max-w-2xl text-sm text-muted">
        A booking starts from a quote your customer has accepted. Choose the accepted quote to book; its trip, party and
        price are the booking&apos;s starting point.
      </p>
      {query.isPending ? (
        <div className="space-y-3" aria-label="Loading accepted quotes">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="Could not load your accepted quotes"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No accepted quotes yet"
          description="When a customer accepts one of your quotes it appears here, ready to book."
          action={
            <Button variant="outline" asChild>
              <Link to="/dashboard/quotes">All quotes</Link>
            </Button>
          }
        />
      ) : (
        <section aria-labelledby="accepted-quotes-heading" className="space-y-3">
          <h2 id="accepted-quotes-heading" className="text-base font-semibold text-ink">
            Accepted quotes ({query.data.total})
          </h2>
          <ul className="space-y-3">
            {query.data.items.map((q) => (
              <AcceptedQuote key={q.id} quote={q} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function AcceptedQuote({ quote: q }: { quote: QuoteSummary }) {
  const about = [q.label, q.destination, q.final_price_total !== null ? formatMoney(q.final_price_total) : null].filter(
    Boolean,
  );
  return (
    <li>
      <Card className="p-0">
        <Link
          to={`/dashboard/quotes/${encodeURIComponent(q.slug)}`}
          className="flex items-center gap-4 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckCircle2 aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{displayTitle(q)}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-muted">
              {about.length ? <span>{about.join(' · ')}</span> : null}
              {q.departure_date ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden className="size-3.5" />
                  Departs {formatLongDate(q.departure_date)}
                </span>
              ) : null}
            </span>
          </span>
          <span className="hidden shrink-0 text-sm font-medium text-brand sm:inline">Open quote</span>
          <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
        </Link>
      </Card>
    </li>
  );
}
