import { useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { erasePassenger, passengerKeys } from './api';

/**
 * Delete (GDPR erase) with confirmation: a passenger no quote names is
 * deleted; one a quote must keep a record of is kept as "Erased passenger"
 * with every personal detail removed.
 */
export function EraseDialog({
  passenger,
  onOpenChange,
  onErased,
}: {
  passenger: { id: string; full_name: string } | null;
  onOpenChange: (open: boolean) => void;
  onErased?: () => void;
}) {
  const client = useQueryClient();
  return (
    <ConfirmDialog
      open={passenger !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${passenger?.full_name ?? 'passenger'}?`}
      description="Their details, passport and health data are removed for good. If a quote names them, the quote keeps an anonymous 'Erased passenger' in their place."
      confirmLabel="Delete passenger"
      onConfirm={async () => {
        if (!passenger) return;
        const { outcome } = await erasePassenger(passenger.id);
        await client.invalidateQueries({ queryKey: passengerKeys.all });
        toast({
          title: 'Passenger deleted',
          description:
            outcome === 'anonymised'
              ? `${passenger.full_name} was erased; their quotes keep an anonymous record.`
              : passenger.full_name,
        });
        onErased?.();
      }}
    />
  );
}
