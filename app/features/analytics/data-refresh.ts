import { dataRefreshEventName } from '@domain/brand';
import { invalidateAllQueries } from '~/lib/query-registry';

declare global {
  interface Window {
    /** SPEC 7: refreshes every page's data from anywhere (console, extensions, other widgets). */
    refreshData?: () => void;
  }
}

/**
 * Installs window.refreshData(): it dispatches the brand's data-refresh event
 * (pages may listen for it) and invalidates every TanStack query (when a page
 * using queries has loaded the client).
 */
export function installDataRefresh(brandPrefix: string): () => void {
  const name = dataRefreshEventName(brandPrefix);
  const refresh = () => {
    window.dispatchEvent(new CustomEvent(name));
    invalidateAllQueries();
  };
  window.refreshData = refresh;
  return () => {
    if (window.refreshData === refresh) delete window.refreshData;
  };
}
