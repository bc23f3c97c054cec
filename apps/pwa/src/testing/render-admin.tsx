import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';

/** Renders an admin component inside React Query, antd's App and a memory router (for <Link>). */
export async function renderAdmin(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <AntApp>{ui}</AntApp>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  }) as unknown as AnyRouter;
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('router still loading');
  });
  return { ...view, queryClient };
}

/** Opens the Popconfirm of `button` and answers it. */
export async function confirmPopup(button: HTMLElement, answer: 'Delete' | 'Cancel') {
  const user = userEvent.setup();
  await user.click(button);
  const popup = await screen.findByRole('tooltip');
  await user.click(within(popup).getByRole('button', { name: answer }));
}
