import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { App as AntApp, Button, ConfigProvider, Result } from 'antd';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { persistOptions } from '@/lib/query-client';
import { theme } from '@/styles/theme';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFound,
});

/** Providers only: every layout (public site, admin panel) renders inside the Outlet. */
function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <Outlet />
          <UpdatePrompt />
        </AntApp>
      </ConfigProvider>
    </PersistQueryClientProvider>
  );
}

function NotFound() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is nothing at this address."
      extra={
        <Link to="/">
          <Button type="primary">Go home</Button>
        </Link>
      }
    />
  );
}
