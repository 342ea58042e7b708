import { Badge, type BadgeVariant } from '~/components/ui/badge';
import { Spinner } from '~/components/ui/spinner';

const VARIANT: Record<string, BadgeVariant> = {
  pending: 'secondary',
  booking: 'warning',
  confirmed: 'success',
  failed: 'destructive',
};

/** An item's SPEC 4 status label, coloured by status. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge variant={VARIANT[status] ?? 'outline'} data-testid="item-status">
      {status === 'booking' ? <Spinner className="size-3 text-current" /> : null}
      {label}
    </Badge>
  );
}
