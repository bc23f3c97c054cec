import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/admin/api/dashboard';
import { AdminPage } from '@/features/admin/components/admin-page';
import { DashboardView } from '@/features/admin/components/dashboard-view';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/dashboard')({
  // Admin loaders travel with their component: nothing of the panel joins the public bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(dashboardQueryOptions()).catch(noop);
  },
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <DashboardView />
    </AdminPage>
  );
}
