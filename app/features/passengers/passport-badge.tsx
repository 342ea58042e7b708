import { AlertTriangle, Clock } from 'lucide-react';
import { formatLongDate } from '@domain/formats';
import { londonToday } from '@domain/live/dates';
import type { PassengerListItem } from '@domain/passengers/responses';
import { Badge } from '~/components/ui/badge';

/**
 * A passenger's passport warning: red when it expires within six months of a
 * booked trip's return, amber when it has expired or expires within six
 * months, nothing otherwise.
 */
export function PassportBadge({
  passenger,
}: {
  passenger: Pick<PassengerListItem, 'passport_flag' | 'passport_expiring_soon' | 'passport_expiry_date'>;
}) {
  const flag = passenger.passport_flag;
  if (flag) {
    return (
      <Badge
        variant="destructive"
        className="gap-1"
        data-testid="passport-flag"
        title={`Must be valid until ${formatLongDate(flag.valid_until_needed)} for ${flag.quote_title}`}
      >
        <AlertTriangle aria-hidden className="size-3.5" /> Expires too soon for travel
      </Badge>
    );
  }
  if (passenger.passport_expiring_soon) {
    const expired = passenger.passport_expiry_date !== null && passenger.passport_expiry_date < londonToday();
    return (
      <Badge variant="warning" className="gap-1">
        <Clock aria-hidden className="size-3.5" /> {expired ? 'Expired' : 'Expiring soon'}
      </Badge>
    );
  }
  return null;
}
