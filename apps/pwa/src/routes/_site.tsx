import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SiteLayout } from '@/components/layout/site-layout';
import { prefetchClaimableDrawsWhenIdle } from '@/features/results/api/get-claimable-draws';
import { useLatestResult } from '@/features/results/api/get-results';
import { useSavedTickets } from '@/features/ticket-checker/stores/saved-tickets-store';

/** Pathless layout of the public site (top bar, offline banner, footer). /admin has its own. */
export const Route = createFileRoute('/_site')({
  component: SiteRoute,
});

const AntdProvider = lazy(() =>
  import('@/components/ui/antd-provider').then((m) => ({ default: m.AntdProvider })),
);

/**
 * Home's first screen uses no antd, so a visitor landing there does not pay for it. Every other
 * screen does: from the first one on, the pages sit in one antd provider that stays mounted across
 * navigations, so a dialog opened just before one (e.g. 'Logged Out' → /login) stays open. The
 * switch happens with a route change, when the page is remounted anyway.
 */
function useAntdAroundPages(): boolean {
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const [needed, setNeeded] = useState(!onHome);
  if (!onHome && !needed) setNeeded(true);
  return needed;
}

function SiteRoute() {
  const { queryClient } = Route.useRouteContext();
  // Whatever page a visit starts on, every claimable draw ends up on the device (checker, draw pages).
  useEffect(() => prefetchClaimableDrawsWhenIdle(queryClient), [queryClient]);
  const hasSavedTickets = useSavedTickets((s) => s.tickets.length > 0);
  const antd = useAntdAroundPages();
  return (
    <SiteLayout>
      {antd ? (
        <Suspense fallback={<p className="state-text">Loading...</p>}>
          <AntdProvider>
            <Outlet />
          </AntdProvider>
        </Suspense>
      ) : (
        <Outlet />
      )}
      {hasSavedTickets && <LatestDrawWatcher />}
    </SiteLayout>
  );
}

// Its notification uses antd: loaded only for visitors who saved tickets.
const NewDrawWatcher = lazy(() => import('@/features/ticket-checker/components/new-draw-watcher'));

/** Only mounted when tickets are saved, so visitors without any cause no extra request. */
function LatestDrawWatcher() {
  const { data } = useLatestResult();
  return (
    <Suspense fallback={null}>
      <NewDrawWatcher latest={data} />
    </Suspense>
  );
}
