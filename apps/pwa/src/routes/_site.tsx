import { useIsRestoring } from '@tanstack/react-query';
import { CatchBoundary, createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouteError } from '@/components/layout/route-error';
import { SiteLayout } from '@/components/layout/site-layout';
import { upcomingDrawsQueryOptions } from '@/lib/draws/get-upcoming-draws';
import { claimableDrawsQueryOptions } from '@/lib/results/get-claimable-draws';
import {
  latestResultQueryOptions,
  resultsQueryOptions,
  useLatestResult,
} from '@/lib/results/get-results';
import { successImagesQueryOptions } from '@/features/success-images/api/get-success-images';
import { useSavedTickets } from '@/features/ticket-checker/stores/saved-tickets-store';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import {
  type OfflinePlan,
  prefetchForOfflineWhenIdle,
  queryForOffline,
} from '@/lib/offline-prefetch';

/** Pathless layout of the public site (top bar, offline banner, footer). /admin has its own. */
export const Route = createFileRoute('/_site')({
  component: SiteRoute,
});

/** Tip images kept on the device: the newest ones, as many as Home shows. */
const TIP_IMAGES_ON_DEVICE = 8;
/** Data younger than this is not fetched again by the idle prefetch (pages revalidate their own). */
const PREFETCH_FRESH = 5 * 60_000;

/**
 * What the first visit to any page puts on the device, so that Home, /result, /check and /tips work
 * offline at once (PWA README, "Offline and installable", has the budget): the same query keys the
 * pages read, each persisted (`meta: { persist: true }`), and the newest tips' images.
 */
const OFFLINE_PLAN: OfflinePlan = {
  fetches: [
    (client) =>
      queryForOffline(client, { ...latestResultQueryOptions(), staleTime: PREFETCH_FRESH }),
    // The light list of every draw: /result, and the checker's list of draws.
    (client) => queryForOffline(client, { ...resultsQueryOptions(), staleTime: PREFETCH_FRESH }),
    // Every claimable draw in full: the checker's every tier, and those draw pages.
    (client) => queryForOffline(client, claimableDrawsQueryOptions()),
    (client) => queryForOffline(client, { ...tipsQueryOptions(), staleTime: PREFETCH_FRESH }),
    (client) =>
      queryForOffline(client, { ...successImagesQueryOptions(), staleTime: PREFETCH_FRESH }),
    // The announced draw-date changes: Home's next-draw card shows a moved draw offline too.
    (client) => queryForOffline(client, upcomingDrawsQueryOptions()),
  ],
  images: (client) =>
    (client.getQueryData(tipsQueryOptions().queryKey) ?? [])
      .slice(0, TIP_IMAGES_ON_DEVICE)
      .map((tip) => tip.imageUrl),
};

const loadAntdProvider = () =>
  import('@/components/ui/antd-provider').then((m) => ({ default: m.AntdProvider }));

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
  // Whatever page a visit starts on, the offline pages' data ends up on the device. After the saved
  // copy is read back, so a fresh copy on the device is not fetched again.
  const restoring = useIsRestoring();
  useEffect(
    () => (restoring ? undefined : prefetchForOfflineWhenIdle(queryClient, OFFLINE_PLAN)),
    [queryClient, restoring],
  );
  const hasSavedTickets = useSavedTickets((s) => s.tickets.length > 0);
  const antd = useAntdAroundPages();
  // React.lazy keeps a failed import for good; after one (offline, antd not on the device yet) the
  // next try needs a fresh one.
  const [AntdProvider, setAntdProvider] = useState(() => lazy(loadAntdProvider));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <SiteLayout>
      {/* A failure here (not in a page, whose own match catches it) keeps the top bar and footer. */}
      <CatchBoundary
        getResetKey={() => pathname}
        errorComponent={RouteError}
        onCatch={() => setAntdProvider(() => lazy(loadAntdProvider))}
      >
        {antd ? (
          <Suspense fallback={<p className="state-text">Loading...</p>}>
            <AntdProvider>
              <Outlet />
            </AntdProvider>
          </Suspense>
        ) : (
          <Outlet />
        )}
      </CatchBoundary>
      {hasSavedTickets && (
        <CatchBoundary getResetKey={() => pathname} errorComponent={NoWatcher}>
          <LatestDrawWatcher />
        </CatchBoundary>
      )}
    </SiteLayout>
  );
}

// Its notification uses antd: loaded only for visitors who saved tickets.
const NewDrawWatcher = lazy(() => import('@/features/ticket-checker/components/new-draw-watcher'));

/** The watcher's code could not load (offline before it was stored): the page goes on without it. */
function NoWatcher() {
  return null;
}

/** Only mounted when tickets are saved, so visitors without any cause no extra request. */
function LatestDrawWatcher() {
  const { data } = useLatestResult();
  return (
    <Suspense fallback={null}>
      <NewDrawWatcher latest={data} />
    </Suspense>
  );
}
