import { scrollRestorationRule } from '@/lib/takeover';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { type OfflinePage, RouteError } from '@/components/layout/route-error';
import { routerAuth, type RouterAuth } from '@/lib/auth/auth-store';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  auth: RouterAuth;
}

export interface AppRouterOptions {
  /** Tests pass their own QueryClient and auth. */
  context?: Partial<RouterContext>;
  /** Tests pass a memory history. */
  history?: RouterHistory;
}

/** Builds the app's router with its context { queryClient, auth }. */
export function createAppRouter(options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: {
      queryClient: options.context?.queryClient ?? appQueryClient,
      auth: options.context?.auth ?? routerAuth,
    },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // Loaders only start React Query fetches; its cache decides freshness.
    defaultPreloadStaleTime: 0,
    // Not per route: a route's own error component would be split into a chunk of its own, which
    // is exactly what may be missing offline.
    defaultErrorComponent: RouteError,
    // Not at the takeover of a server page: the visitor may have read down it already.
    scrollRestoration: scrollRestorationRule(),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page works offline once its `needs` are on the device: `RouteError` lists it then. */
    offline?: OfflinePage;
    /**
     * `false`: the page (and all it shows) uses no antd, so the site layout does not wait for antd
     * (≈ 90 kB gzip) before showing it. Omitted: the page sits in the layout's antd provider.
     */
    antd?: false;
  }
}
