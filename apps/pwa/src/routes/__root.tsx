import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { persistNow, persistOptions } from '@/draws/query-persistence';
import { refetchAfterRestore } from '@/lib/query-client';
import type { RouterContext } from '@/router';
import { t } from '@/i18n';
import { laterMessages } from '@/i18n/activate';
import { noop } from '@/lib/noop';

/** The address this document was loaded at (the app's navigations change it; this does not). */
const documentPath = typeof location === 'undefined' ? '' : location.pathname + location.search;

export const Route = createRootRouteWithContext<RouterContext>()({
  // Home paints with the first part of the language's texts; every other page has them all.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : laterMessages()),
  component: RootComponent,
  notFoundComponent: NotFound,
});

/**
 * Providers only: every layout (public site, admin panel) renders inside the Outlet. No antd here:
 * screens that use it wrap themselves in AntdProvider, so Home paints without antd's runtime.
 */
function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => {
        refetchAfterRestore(queryClient);
        void persistNow(queryClient);
      }}
    >
      <Outlet />
      <UpdatePrompt />
    </PersistQueryClientProvider>
  );
}

function NotFound() {
  usePageTitle(t(PAGE_NAMES.notFound));
  const { href } = useLocation();
  // The sitemap, robots.txt, a share picture: the server's files, not pages of the app. Reached by
  // the app's own navigation, the browser loads them; loaded as this document (the host sent the
  // app instead: the API did not answer), they are indeed not found. (Its own chunk: this is rare.)
  useEffect(() => {
    if (href === documentPath) return;
    import('@/links/server-resources')
      .then(({ isServerResource }) => {
        if (isServerResource(href)) window.location.assign(href);
      })
      .catch(noop);
  }, [href]);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden>
        404
      </p>
      <h1 id="not-found-title">{t(PAGE_NAMES.notFound)}</h1>
      <p className="muted">{t('common.notFoundText')}</p>
      <Link to="/" className="btn btn-primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
