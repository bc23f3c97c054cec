import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { useLatestResult } from '@/features/results/api/get-results';
import { NewDrawWatcher } from '@/features/ticket-checker/components/new-draw-watcher';
import { useSavedTickets } from '@/features/ticket-checker/stores/saved-tickets-store';

/** Pathless layout of the public site (top bar, offline banner, footer). /admin has its own. */
export const Route = createFileRoute('/_site')({
  component: SiteRoute,
});

function SiteRoute() {
  const hasSavedTickets = useSavedTickets((s) => s.tickets.length > 0);
  return (
    <SiteLayout>
      <Outlet />
      {hasSavedTickets && <LatestDrawWatcher />}
    </SiteLayout>
  );
}

/** Only mounted when tickets are saved, so visitors without any cause no extra request. */
function LatestDrawWatcher() {
  const { data } = useLatestResult();
  return <NewDrawWatcher latest={data} />;
}
