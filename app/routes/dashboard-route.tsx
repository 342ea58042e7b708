import { DashboardLayout } from '~/features/shell/dashboard-layout';
import { RouteGuard } from './guard';

/** The lazily loaded /dashboard branch: guard first, then the layout. */
export default function DashboardRoute() {
  return (
    <RouteGuard>
      <DashboardLayout />
    </RouteGuard>
  );
}
