import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCan } from '~/features/auth/use-can';
import { useBasket, BasketProvider } from './basket-context';
import { BasketPanel } from './basket-panel';

/**
 * On desktop the basket tab sits on the page's right edge: while it shows,
 * the page keeps a gutter that wide, so the tab never covers a card's edge,
 * a table's last column or a button (issue 18). Phones and tablets show the
 * tab in the top bar and need none.
 */
function BasketGutter({ children }: { children: ReactNode }) {
  const { basket } = useBasket();
  return <div className={basket.totalItems > 0 ? 'lg:pr-6' : undefined}>{children}</div>;
}

/**
 * The dashboard's outlet, with the package basket around it for the roles
 * that may use live search (SPEC 6: agent, admin, manager): its pages add to
 * the basket, and the floating tab follows the user across the dashboard.
 */
export function BasketOutlet() {
  const can = useCan();
  if (!can('live.search')) return <Outlet />;
  return (
    <BasketProvider>
      <BasketGutter>
        <Outlet />
      </BasketGutter>
      <BasketPanel />
    </BasketProvider>
  );
}
