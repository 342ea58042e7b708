/** Quote statuses (issue #3), in the order a quote usually moves through them. */
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'booked'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  booked: 'Booked',
};

/** Badge variants of app/components/ui/badge.tsx, by status. */
export type QuoteStatusTone = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';
export const QUOTE_STATUS_TONES: Record<QuoteStatus, QuoteStatusTone> = {
  draft: 'secondary',
  sent: 'default',
  viewed: 'warning',
  accepted: 'success',
  declined: 'destructive',
  expired: 'outline',
  booked: 'success',
};

/** A customer has accepted the quote (or it is booked): the public page shows it as accepted, with no Accept button. */
export function isQuoteAccepted(status: string | null | undefined): boolean {
  return status === 'accepted' || status === 'booked';
}

export const FACEBOOK_POST_STATUSES = ['none', 'pending', 'approved', 'posted', 'rejected', 'failed'] as const;
export type FacebookPostStatus = (typeof FACEBOOK_POST_STATUSES)[number];

export const QUOTE_KINDS = ['standard', 'itinerary'] as const;

/** Sort orders of the quote list (GET /api/quotes?sort=), in the order the list's menu offers them; the first is the default. */
export const QUOTE_SORTS = [
  'updated_desc',
  'created_desc',
  'updated_asc',
  'title_asc',
  'departure_asc',
  'price_desc',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export function isQuoteStatus(value: string): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(value);
}
