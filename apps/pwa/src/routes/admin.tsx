import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/admin/shell/admin-layout';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { AntdProvider } from '@/components/ui/antd-provider';

export const Route = createFileRoute('/admin')({
  // beforeLoad is never code-split: the guard comes in its own chunk so visitors never load it.
  beforeLoad: async () => (await import('@/admin/session/admin-guard')).requireAdminSession(),
  component: AdminRoute,
});

function AdminRoute() {
  // The token goes when the API answers 401, on logout, on an e-mail change or in another tab.
  const token = useAdminSession((s) => s.token);
  if (!token) return <Navigate to="/admin/login" replace />;
  return (
    <AntdProvider>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AntdProvider>
  );
}
