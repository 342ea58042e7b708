import { ArrowLeft, ExternalLink, Eye, EyeOff, Globe, Link2, Pencil, RefreshCw, ScanEye } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatLongDate, formatMoney } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock, Spinner } from '~/components/ui/spinner';
import { useBrandFonts } from '~/features/fonts/use-brand-fonts';
import { usePageTitle } from '~/features/shell/page-title';
import { QuoteView } from '~/features/public-quote/quote-view';
import { PostToFacebookDialog } from '~/features/social/post-to-facebook-dialog';
import { absolutePublicUrl, displayTitle, editPath, openPublicPageAsOwner } from './api';
import { copyLinkWithToast, QuoteRowMenu, usePublishToggle } from './components/quote-actions';
import { PublishedBadge, QuoteStatusBadge } from './components/status-badge';
import { isNotFound, useQuoteBySlug } from './use-quote-by-slug';

/** /dashboard/quotes/:slug: the agent's own quote, as the customer sees it, with its actions. */
export default function QuoteDetailPage() {
  const { slug = '' } = useParams();
  const { quote, view } = useQuoteBySlug(slug);
  useBrandFonts(view.data ? [view.data.branding.fontFamily] : []);
  const publish = usePublishToggle();
  // The heading names the quote, not its slug (issue 18).
  usePageTitle(quote.data ? displayTitle(quote.data) : null);

  if (quote.isPending) return <LoadingBlock text="Loading quote..." />;
  if (quote.isError) {
    return (
      <Alert variant="destructive" title={isNotFound(quote.error) ? 'Quote not found' : 'Could not load the quote'}>
        <p>{isNotFound(quote.error) ? 'It may have been deleted, or the link is wrong.' : quote.error.message}</p>
        <div className="mt-3 flex gap-2">
          {isNotFound(quote.error) ? null : (
            <Button variant="outline" size="sm" onClick={() => void quote.refetch()}>
              <RefreshCw aria-hidden /> Try again
            </Button>
          )}
          <Button variant="outline" size="sm" asChild>
            <Link to="/dashboard/quotes">Back to your quotes</Link>
          </Button>
        </div>
      </Alert>
    );
  }
  const q = quote.data;
  return (
    <div className="space-y-5">
      <Button variant="ghost" size="sm" asChild className="-ml-2">
        <Link to="/dashboard/quotes">
          <ArrowLeft aria-hidden /> All quotes
        </Link>
      </Button>
      <Card className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <QuoteStatusBadge status={q.quote_status} />
            <PublishedBadge published={q.is_published} />
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <Eye aria-hidden className="size-4" /> {q.view_count} {q.view_count === 1 ? 'view' : 'views'}
            </span>
          </div>
          <p className="truncate text-lg font-semibold text-ink">{displayTitle(q)}</p>
          <p className="text-sm text-muted">
            {[
              q.label,
              q.final_price_total !== null ? formatMoney(q.final_price_total) : null,
              `Updated ${formatLongDate(q.updated_at)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={editPath(q)}>
              <Pencil aria-hidden /> Edit
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => publish.mutate({ quote: q, publish: !q.is_published })}
            disabled={publish.isPending}
          >
            {publish.isPending ? (
              <Spinner className="text-current" />
            ) : q.is_published ? (
              <EyeOff aria-hidden />
            ) : (
              <Globe aria-hidden />
            )}
            {q.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyLinkWithToast(q)}>
            <Link2 aria-hidden /> Copy link
          </Button>
          {q.is_published ? (
            <Button variant="outline" size="sm" asChild>
              <a
                href={absolutePublicUrl(q)}
                target="_blank"
                rel="noopener"
                onClick={(e) => {
                  // A plain click opens it as the owner, never counted as a view; other clicks keep the browser's way.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  void openPublicPageAsOwner(q);
                }}
              >
                <ExternalLink aria-hidden /> Open public page
              </a>
            </Button>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <Link to={`/quotes/${q.slug}/preview`}>
                <ScanEye aria-hidden /> Preview
              </Link>
            </Button>
          )}
          <PostToFacebookDialog quote={{ ...q, title: displayTitle(q) }} />
          <QuoteRowMenu quote={q} />
        </div>
      </Card>

      {view.isPending ? (
        <LoadingBlock text="Loading the customer view..." />
      ) : view.isError ? (
        <LoadError
          title="Could not show the customer view"
          message={view.error.message}
          onRetry={() => void view.refetch()}
        />
      ) : (
        <div className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
          <QuoteView quote={view.data} mode="preview" />
        </div>
      )}
    </div>
  );
}
