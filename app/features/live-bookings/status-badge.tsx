import { Badge, type BadgeVariant } from '~/components/ui/badge';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  booking: { label: 'Booking...', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

/** A live booking's status as a coloured badge (unknown values show as they are). */
export function BookingStatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status, variant: 'secondary' as const };
  return (
    <Badge variant={s.variant} data-testid="booking-status">
      {s.label}
    </Badge>
  );
}
