import { Outlet } from 'react-router';
import { accessFor } from '@domain/access';
import { useAuth } from '~/features/auth/auth-context';
import { BasketProvider } from './basket-context';
import { BasketPanel } from './basket-panel';

/**
 * The dashboard's outlet, with the package basket around it for the roles
 * that may use live search (SPEC 6: agent, admin, manager): its pages add to
 * the basket, and the floating tab follows the user across the dashboard.
 */
export function BasketOutlet() {
  const { role } = useAuth();
  if (!role || !accessFor('/dashboard/live-search').roles.includes(role)) return <Outlet />;
  return (
    <BasketProvider>
      <Outlet />
      <BasketPanel />
    </BasketProvider>
  );
}
