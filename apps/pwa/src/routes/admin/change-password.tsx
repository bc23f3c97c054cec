import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/admin/shell/admin-page';
import { ChangePasswordForm } from '@/admin/account/components/change-password-form';

export const Route = createFileRoute('/admin/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return (
    <AdminPage title="Change Password">
      <ChangePasswordForm />
    </AdminPage>
  );
}
