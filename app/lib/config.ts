import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@domain/api';
import { DEFAULT_BRAND } from '@domain/brand';
import { api } from './api';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  brand: { name: DEFAULT_BRAND.name, prefix: DEFAULT_BRAND.prefix },
  chatWidgetId: null,
  devTools: false,
  mail: 'outbox',
  feedbackTracker: 'database',
};

export const publicConfigQuery = {
  queryKey: ['public-config'],
  queryFn: () => api<PublicConfig>('/api/config', { auth: false }),
  // The deployment's configuration does not change while the page is open.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;

/** This deployment's public configuration; the brand defaults until it has loaded. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQuery);
  return data ?? DEFAULT_PUBLIC_CONFIG;
}
