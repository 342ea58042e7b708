import type { QueryClient } from '@tanstack/react-query';
import { dataRefreshEventName } from '@domain/brand';

declare global {
  interface Window {
    /** SPEC 7: refreshes every page's data from anywhere (console, extensions, other widgets). */
    refreshData?: () => void;
  }
}

/**
 * Installs window.refreshData(): it dispatches the brand's data-refresh event
 * (pages may listen for it) and invalidates every TanStack query.
 */
export function installDataRefresh(queryClient: QueryClient, brandPrefix: string): () => void {
  const name = dataRefreshEventName(brandPrefix);
  const refresh = () => {
    window.dispatchEvent(new CustomEvent(name));
    void queryClient.invalidateQueries();
  };
  window.refreshData = refresh;
  return () => {
    if (window.refreshData === refresh) delete window.refreshData;
  };
}
