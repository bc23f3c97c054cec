import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { AppPagePieces } from '@/links/app-page-pieces';
import { trackFetchStarts } from '@/lib/fetch-start';

/**
 * A QueryClient for tests: no retries, nothing goes stale or gets collected mid-test; it notes when
 * requests start, as the app's does.
 */
export function createTestQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  trackFetchStarts(client);
  return client;
}

/**
 * Renders `ui` inside the app's providers (the shared pieces' words too) and a real TanStack router (memory history) at `path`,
 * so components with <Link> and App.useApp() work as in the app.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { queryClient = createTestQueryClient(), path = '/' } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <AppPagePieces>
          <AntApp>{ui}</AntApp>
        </AppPagePieces>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    // As the app's router: components reading the router's queryClient (WorksOffline) get it.
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('router still loading');
  });
  return { ...view, queryClient, router };
}
