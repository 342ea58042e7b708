import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBasket } from '~/features/basket/basket-context';
import { getPackage } from './api';

export function packageKey(id: string) {
  return ['checkout', id] as const;
}

/**
 * A package with live item statuses: refetched on every live event for it,
 * and polled every 3 s while it is still booking in case the stream is down.
 */
export function usePackage(packageId: string) {
  const qc = useQueryClient();
  const { subscribe } = useBasket();
  const query = useQuery({
    queryKey: packageKey(packageId),
    queryFn: ({ signal }) => getPackage(packageId, signal),
    refetchInterval: (q) =>
      q.state.data && q.state.data.items.every((i) => i.status !== 'booking' && i.status !== 'pending') ? false : 3_000,
  });
  useEffect(
    () =>
      subscribe((e) => {
        if (e.data.packageId === packageId) void qc.invalidateQueries({ queryKey: packageKey(packageId) });
      }),
    [subscribe, packageId, qc],
  );
  return query;
}

/**
 * Once the agent is looking at a fully confirmed package, it leaves the
 * basket (issue 18: the basket is ready for the next customer). Failed
 * items keep it there until they are retried or removed.
 */
export function useClearWhenConfirmed(packageId: string, status: string | undefined) {
  const { markSeen } = useBasket();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'confirmed' || done.current === packageId) return;
    done.current = packageId;
    // Best effort: if it fails, the package stays in the basket with 'View Booking Details'.
    markSeen(packageId).catch(() => {
      done.current = null;
    });
  }, [packageId, status, markSeen]);
}
