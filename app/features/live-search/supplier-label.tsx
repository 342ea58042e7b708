import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { getLiveInfo, liveKeys } from './api';

export function useLiveInfo() {
  return useQuery({
    queryKey: liveKeys.info(),
    queryFn: ({ signal }) => getLiveInfo(signal),
    staleTime: 5 * 60_000,
  });
}

/** "Sandbox supplier" when the inventory is the built-in sandbox (DESIGN 7: sandboxes are labelled). */
export function SupplierLabel({ kind }: { kind: 'hotel' | 'car' | 'both' }) {
  const { data } = useLiveInfo();
  if (!data) return null;
  const suppliers =
    kind === 'hotel'
      ? [data.hotelSupplier]
      : kind === 'car'
        ? [data.carSupplier]
        : [data.hotelSupplier, data.carSupplier];
  const sandbox = suppliers.some((s) => s.sandbox);
  return (
    <Badge variant={sandbox ? 'warning' : 'secondary'} data-testid="supplier-label">
      {sandbox ? <FlaskConical aria-hidden className="size-3.5" /> : null}
      {sandbox ? 'Sandbox supplier' : suppliers.map((s) => s.name).join(' · ')}
    </Badge>
  );
}
