import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage, prefetchDashboard } from '@/admin/members/components/dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  // Admin loaders travel with their component: nothing of the panel joins the public bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
});
