import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage, prefetchDashboard } from '@/admin/members/components/dashboard-page';

/** Spec route table: /admin's index is the overview, the same page as /admin/dashboard. */
export const Route = createFileRoute('/admin/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => prefetchDashboard(context.queryClient),
  component: DashboardPage,
});
