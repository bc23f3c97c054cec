import { type QueryClient, useIsRestoring } from '@tanstack/react-query';
import { CatchBoundary, createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouteError } from '@/components/layout/route-error';
import { SiteLayout } from '@/components/layout/site-layout';
import { useLatestResult } from '@/draws/get-results';
import { useSavedTickets } from '@/features/ticket-checker/stores/saved-tickets-store';
import { noop } from '@/lib/noop';
import { t } from '@/i18n';
import { laterMessages } from '@/i18n/activate';

/** Pathless layout of the public site (top bar, offline banner, footer). /admin has its own. */
export const Route = createFileRoute('/_site')({
  component: SiteRoute,
});

/**
 * What the first visit to any page puts on the device for offline use, and what the push worker
 * reads of the app (src/offline/offline-plan.ts, `startAfterLoad`): its own chunk, loaded once the
 * page is up and the saved copy read back, never on Home's first paint.
 */
function useOfflinePrefetch(queryClient: QueryClient, restoring: boolean) {
  useEffect(() => {
    if (restoring) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/offline/offline-plan')
      .then(({ startAfterLoad }) => {
        if (!cancelled) stop = startAfterLoad(queryClient);
      })
      // Its chunk could not load (offline before the app was stored): nothing to put away then.
      .catch(noop);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, restoring]);
}

/** Whether antd's provider is in this tab (loaded once; a failed load offline leaves it false). */
let antdLoaded = false;

const loadAntdProvider = () =>
  import('@/components/ui/antd-provider').then((m) => {
    antdLoaded = true;
    return { default: m.AntdProvider };
  });

/**
 * Home, /result, the draw pages and /check use no antd (their routes say `staticData.antd: false`),
 * so a visitor landing there does not wait for it. Every other screen does: from the first one on,
 * the pages sit in one antd provider that stays mounted across navigations, so a dialog opened just
 * before one (e.g. 'Logged Out' → /login) stays open. The switch happens with a route change, when
 * the page is remounted anyway.
 */
function useAntdAroundPages(): boolean {
  const withoutAntd = useRouterState({
    select: (s) => s.matches.at(-1)?.staticData.antd === false,
  });
  const [needed, setNeeded] = useState(!withoutAntd);
  if (!withoutAntd && !needed) setNeeded(true);
  // A page without antd is never held back by a provider this tab could not load (offline before
  // antd was stored): it shows on its own, as on a first visit.
  return needed && (!withoutAntd || antdLoaded);
}

function SiteRoute() {
  const { queryClient } = Route.useRouteContext();
  // Whatever page a visit starts on, the offline pages' data ends up on the device. After the saved
  // copy is read back, so a fresh copy on the device is not fetched again.
  const restoring = useIsRestoring();
  useOfflinePrefetch(queryClient, restoring);
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
          <Suspense fallback={<p className="state-text">{t('common.loading')}</p>}>
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

// Loaded only for visitors who saved tickets (its notices are the app's own, no antd), with the
// checker's texts (the language's later part: on Home they come after the first render).
const NewDrawWatcher = lazy(() =>
  Promise.all([
    import('@/features/ticket-checker/components/new-draw-watcher'),
    laterMessages(),
  ]).then(([watcher]) => watcher),
);

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
