import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { ChangePasswordForm } from '@/features/admin/components/change-password-form';

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
