import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '~/lib/query-client';

/**
 * The routes whose pages use TanStack Query (the dashboard, the dev mailbox)
 * sit under this lazily loaded layout, so the library is not part of the
 * public pages' first load (DESIGN 8). The client is one for the whole tab.
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
