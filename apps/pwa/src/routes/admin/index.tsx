import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/admin/api/dashboard';
import { AdminPage } from '@/features/admin/components/admin-page';
import { DashboardView } from '@/features/admin/components/dashboard-view';
import { noop } from '@/lib/noop';

/** Spec route table: /admin's index is the overview, like /admin/dashboard. */
export const Route = createFileRoute('/admin/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(dashboardQueryOptions()).catch(noop);
  },
  component: AdminIndexPage,
});

function AdminIndexPage() {
  return (
    <AdminPage title="Dashboard">
      <DashboardView />
    </AdminPage>
  );
}
