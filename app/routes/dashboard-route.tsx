import { TooltipProvider } from '~/components/ui/tooltip';
import { DashboardLayout } from '~/features/shell/dashboard-layout';
import { RouteGuard } from './guard';

/** The lazily loaded /dashboard branch: guard first, then the layout (with its tooltips). */
export default function DashboardRoute() {
  return (
    <RouteGuard>
      <TooltipProvider>
        <DashboardLayout />
      </TooltipProvider>
    </RouteGuard>
  );
}
