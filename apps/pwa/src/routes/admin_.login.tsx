import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminLoginForm } from '@/admin/account/components/admin-login-form';
import { AntdProvider } from '@/components/ui/antd-provider';
import { usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/admin_/login')({
  beforeLoad: async () => (await import('@/admin/session/admin-guard')).redirectLoggedInAdmin(),
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = useNavigate();
  usePageTitle('Admin Login');
  return (
    <AntdProvider>
      <main className="admin-login-page" id="main">
        <AdminLoginForm
          onLoggedIn={() => void navigate({ to: '/admin/dashboard', replace: true })}
        />
      </main>
    </AntdProvider>
  );
}
