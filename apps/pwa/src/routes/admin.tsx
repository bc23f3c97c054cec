import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useAdminSession } from '@/lib/admin/admin-session-store';
import { AntdProvider } from '@/components/ui/antd-provider';

export const Route = createFileRoute('/admin')({
  // beforeLoad is never code-split: the guard comes in its own chunk so visitors never load it.
  beforeLoad: async () => (await import('@/features/admin/lib/admin-guard')).requireAdminSession(),
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
