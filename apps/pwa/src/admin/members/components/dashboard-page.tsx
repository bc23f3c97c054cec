import type { QueryClient } from '@tanstack/react-query';
import { AdminPage } from '@/admin/shell/admin-page';
import { noop } from '@/lib/noop';
import { dashboardQueryOptions } from '../api/dashboard';
import { DashboardView } from './dashboard-view';

/** Starts the dashboard's request while the route's code loads (the screen shows its own states). */
export function prefetchDashboard(queryClient: QueryClient): void {
  queryClient.query(dashboardQueryOptions()).catch(noop);
}

/** The overview, at both /admin and /admin/dashboard (spec route table). */
export function DashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <DashboardView />
    </AdminPage>
  );
}
