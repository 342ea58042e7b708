import { Globe, ImageOff } from 'lucide-react';
import { formatPence } from '@domain/formats';
import { cn } from '~/lib/cn';

export type PostPreviewProps = {
  pageName: string;
  headline: string;
  text: string;
  story: string;
  quote: {
    title: string;
    hero_image: string | null;
    public_url: string;
    destination: string | null;
    final_price_total: number | null;
  };
  className?: string;
};

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** How the post will look on a page feed: the message, then the quote's link card. */
export function PostPreview({ pageName, headline, text, story, quote, className }: PostPreviewProps) {
  const empty = !headline.trim() && !text.trim() && !story.trim();
  return (
    <article
      aria-label="Post preview"
      className={cn('overflow-hidden rounded-lg border border-line bg-surface text-sm shadow-sm', className)}
    >
      <header className="flex items-center gap-2 px-3 pt-3">
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
        >
          {pageName.charAt(0).toUpperCase() || 'A'}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{pageName}</p>
          <p className="flex items-center gap-1 text-xs text-muted">
            Just now · <Globe aria-hidden className="size-3" />
          </p>
        </div>
      </header>
      <div className="space-y-2 px-3 py-3 break-words whitespace-pre-line text-ink">
        {empty ? <p className="text-muted italic">Your post text appears here.</p> : null}
        {headline.trim() ? <p className="font-semibold">{headline.trim()}</p> : null}
        {text.trim() ? <p>{text.trim()}</p> : null}
        {story.trim() ? <p className="text-muted">{story.trim()}</p> : null}
      </div>
      <div className="border-t border-line bg-canvas">
        {quote.hero_image ? (
          <img src={quote.hero_image} alt="" className="aspect-[1.91/1] w-full object-cover" />
        ) : (
          <div className="flex aspect-[1.91/1] w-full flex-col items-center justify-center gap-1 text-muted">
            <ImageOff aria-hidden className="size-6" />
            <span className="text-xs">No image on this quote</span>
          </div>
        )}
        <div className="space-y-0.5 px-3 py-2">
          <p className="truncate text-xs text-muted uppercase">{hostOf(quote.public_url)}</p>
          <p className="truncate font-semibold text-ink">{quote.title}</p>
          <p className="truncate text-xs text-muted">
            {[quote.destination, quote.final_price_total !== null ? formatPence(quote.final_price_total) : null]
              .filter(Boolean)
              .join(' · ') || 'View the full quote'}
          </p>
        </div>
      </div>
    </article>
  );
}
