import { QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES, type QuoteStatus } from '@domain/quotes/status';
import { Badge } from '~/components/ui/badge';

export function statusLabel(status: QuoteStatus): string {
  return QUOTE_STATUS_LABELS[status];
}

/** A quote's status as a coloured badge (draft, sent, viewed, accepted, declined, expired, booked). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant={QUOTE_STATUS_TONES[status]} data-testid="quote-status">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Published or not, beside the status. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge variant="success">Published</Badge> : <Badge variant="outline">Not published</Badge>;
}
