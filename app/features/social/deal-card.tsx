import { Copy, ExternalLink, Mail, MessageCircle, Share2 } from 'lucide-react';
import { formatLongDate, formatPence } from '@domain/formats';
import { shareLinks, type PostedDealDto } from '@domain/schemas/social';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { toast } from '~/components/ui/use-toast';
import { cn } from '~/lib/cn';
import { ADAPTER_COPY } from './status';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Link copied', description: text });
  } catch {
    toast({ title: 'Could not copy the link', description: text, variant: 'destructive' });
  }
}

/** One posted deal: the quote's image, headline, price and agent, with share links. */
export function DealCard({ deal, highlighted }: { deal: PostedDealDto; highlighted?: boolean }) {
  const q = deal.quote;
  const links = shareLinks(q.public_url, deal.headline);
  const share = cn(buttonClasses('outline', 'sm'), 'px-2.5');
  return (
    <li
      id={deal.id}
      data-testid="posted-deal"
      className={cn(
        'flex scroll-mt-24 flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm',
        highlighted && 'ring-2 ring-brand ring-offset-2',
      )}
    >
      <div className="relative">
        {q.hero_image ? (
          <img src={q.hero_image} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
        ) : (
          <div className="flex aspect-[16/9] w-full items-center justify-center bg-brand-soft text-brand">
            <Share2 aria-hidden className="size-8" />
          </div>
        )}
        {deal.adapter === 'sandbox' ? (
          <Badge variant="warning" className="absolute top-2 left-2 shadow-sm" title={ADAPTER_COPY.sandbox.description}>
            Sandbox
          </Badge>
        ) : null}
        {q.final_price_total !== null ? (
          <span className="absolute right-2 bottom-2 rounded-md bg-white/95 px-2 py-1 text-sm font-semibold text-ink shadow-sm tabular-nums">
            {formatPence(q.final_price_total)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-snug font-semibold text-ink">{deal.headline}</h2>
        <p className="text-sm text-muted">
          {q.title}
          {q.destination ? ` · ${q.destination}` : ''}
        </p>
        <p className="line-clamp-3 text-sm text-ink">{deal.text}</p>
        <p className="mt-auto pt-1 text-xs text-muted">
          By <span className="font-medium text-ink">{deal.agent.name}</span> · Posted {formatLongDate(deal.posted_at)}
        </p>
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <Button variant="outline" size="sm" className="px-2.5" onClick={() => void copy(q.public_url)}>
            <Copy aria-hidden /> Copy link
          </Button>
          <a
            href={links.facebook}
            target="_blank"
            rel="noreferrer"
            className={share}
            aria-label={`Share “${deal.headline}” on Facebook`}
          >
            <Share2 aria-hidden /> Facebook
          </a>
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noreferrer"
            className={share}
            aria-label={`Share “${deal.headline}” on WhatsApp`}
          >
            <MessageCircle aria-hidden /> WhatsApp
          </a>
          <a href={links.email} className={share} aria-label={`Share “${deal.headline}” by e-mail`}>
            <Mail aria-hidden /> E-mail
          </a>
          <a
            href={deal.adapter === 'facebook' && deal.external_url ? deal.external_url : q.public_url}
            target="_blank"
            rel="noreferrer"
            className={cn(buttonClasses('link', 'sm'), 'ml-auto text-sm')}
          >
            {deal.adapter === 'facebook' ? 'View post' : 'Open quote'} <ExternalLink aria-hidden />
          </a>
        </div>
      </div>
    </li>
  );
}
