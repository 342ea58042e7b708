import { ArrowLeft, Pencil, ScanEye } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { useBrandFonts } from '~/features/fonts/use-brand-fonts';
import { QuoteView } from '~/features/public-quote/quote-view';
import { loginRedirectPath } from '~/routes/guard-decision';
import { displayTitle, editPath } from './api';
import { isNotFound, useQuoteBySlug } from './use-quote-by-slug';

/**
 * /quotes/:slug/preview: the signed-in owner's look at their quote exactly as
 * a customer will see it, published or not. The server decides who may see it
 * (the owner, admins and managers); others get "not found".
 */
export default function QuotePreviewPage() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingBlock text="Loading user data..." className="min-h-dvh" />;
  if (status === 'signed-out') return <Navigate to={loginRedirectPath(location.pathname)} replace />;
  return <Preview />;
}

function Preview() {
  const { slug = '' } = useParams();
  const { quote, view } = useQuoteBySlug(slug);
  useBrandFonts(view.data ? [view.data.branding.fontFamily] : []);
  const title = quote.data ? displayTitle(quote.data) : null;

  useEffect(() => {
    if (title) document.title = `Preview: ${title}`;
  }, [title]);

  const failed = quote.error ?? view.error;
  return (
    <div className="min-h-dvh bg-canvas">
      <div
        role="status"
        className="sticky top-0 z-30 flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950"
      >
        <p className="flex items-center gap-2 font-medium">
          <ScanEye aria-hidden className="size-4" />
          {quote.data?.is_published
            ? 'Preview — this quote is published and visible to customers'
            : 'Preview — not visible to customers until published'}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={quote.data ? `/dashboard/quotes/${quote.data.slug}` : '/dashboard/quotes'}>
              <ArrowLeft aria-hidden /> Back to dashboard
            </Link>
          </Button>
          {quote.data ? (
            <Button size="sm" asChild>
              <Link to={editPath(quote.data)}>
                <Pencil aria-hidden /> Edit
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {failed ? (
        <div className="mx-auto max-w-lg px-4 py-16 text-center">
          <h1 className="text-2xl font-semibold text-ink">
            {isNotFound(failed) ? 'Quote not found' : 'Could not load the preview'}
          </h1>
          <p className="mt-2 text-muted">
            {isNotFound(failed) ? 'It may have been deleted, or it belongs to another agent.' : failed.message}
          </p>
        </div>
      ) : view.data ? (
        <QuoteView quote={view.data} mode="preview" />
      ) : (
        <LoadingBlock text="Loading preview..." className="min-h-[60dvh]" />
      )}
    </div>
  );
}
