import { AdminLoginInputSchema, type AdminLoginInput } from '@lotto/contracts';
import { Alert, Button, Card } from 'antd';
import { EmailField, PasswordField } from '@/components/form/credential-fields';
import { Form, useValibotForm } from '@/components/form/form';
import { isApiError } from '@/lib/api-client';
import { useAdminLogin } from '../api/login';
import { retryAfterText, serverMessage } from '@/admin/session/error-text';
import { useAdminSession } from '@/admin/session/admin-session-store';
import '@/admin/shell/admin.css';

function LoginError({ error }: { error: unknown }) {
  if (isApiError(error) && error.status === 429) {
    const when = error.retryAfter
      ? `You may try again ${retryAfterText(error.retryAfter)}.`
      : 'Please wait a while before trying again.';
    return <Alert type="error" showIcon role="alert" title={error.message} description={when} />;
  }
  const message = serverMessage(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message ?? 'Login failed'}
      description={
        message
          ? undefined
          : isApiError(error) && error.status === 0
            ? 'The server could not be reached. Check your connection and try again.'
            : undefined
      }
    />
  );
}

/** Spec §2 admin login: e-mail + password; failure shows the server's message or 'Login failed'. */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useAdminLogin();
  const notice = useAdminSession((s) => s.notice);
  const form = useValibotForm(AdminLoginInputSchema, {
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: AdminLoginInput) => {
    try {
      await login.mutateAsync(values);
    } catch {
      return; // shown from login.error
    }
    onLoggedIn();
  };

  return (
    // The page's one heading: antd's Card title is a plain div.
    <Card title={<h1 className="admin-login-title">Admin Login</h1>} className="admin-login-card">
      {notice && !login.isError && (
        <Alert type="warning" showIcon role="status" title={notice} className="admin-alert" />
      )}
      {login.isError && (
        <div className="admin-alert">
          <LoginError error={login.error} />
        </div>
      )}
      <Form form={form} onSubmit={onSubmit} aria-label="Admin login">
        <EmailField control={form.control} name="email" label="Email" autoComplete="username" />
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          Login
        </Button>
      </Form>
    </Card>
  );
}
