import { QueryClient } from '@tanstack/react-query';
import { registerQueryCache } from './query-registry';

/** Data queries per SPEC 9: retry 2, stale at once, refetch on mount, focus and reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 2,
        staleTime: 0,
        refetchOnMount: true,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}

export const queryClient = createQueryClient();

registerQueryCache(queryClient);
