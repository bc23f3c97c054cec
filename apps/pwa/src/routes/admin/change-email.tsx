import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AdminPage } from '@/admin/shell/admin-page';
import { ChangeEmailForm } from '@/admin/account/components/change-email-form';

export const Route = createFileRoute('/admin/change-email')({
  component: ChangeEmailPage,
});

function ChangeEmailPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="Change Email" intro="Changing the e-mail logs this admin out everywhere.">
      <ChangeEmailForm onChanged={() => void navigate({ to: '/admin/login', replace: true })} />
    </AdminPage>
  );
}
