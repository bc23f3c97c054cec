import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { persistNow, persistOptions } from '@/lib/query-client';
import type { RouterContext } from '@/router';
import { t } from '@/i18n';
import { laterMessages } from '@/i18n/activate';

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
      onSuccess={() => void persistNow(queryClient)}
    >
      <Outlet />
      <UpdatePrompt />
    </PersistQueryClientProvider>
  );
}

function NotFound() {
  usePageTitle(t(PAGE_NAMES.notFound));
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
