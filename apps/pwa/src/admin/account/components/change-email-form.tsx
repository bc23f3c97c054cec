import { ChangeEmailInputSchema, type ChangeEmailInput } from '@lotto/contracts';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { EmailField, PasswordField } from '@/components/form/credential-fields';
import { Form, useValibotForm } from '@/components/form/form';
import { useChangeAdminEmail } from '../api/change-email';
import { decodeAdminToken } from '@/admin/session/admin-token';
import { serverMessage } from '@/admin/session/error-text';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';
import { showFieldIssues } from '@/admin/shell/field-issues';

/**
 * Spec §2 change e-mail: the current e-mail read-only from the token, the new e-mail and the current
 * password. On success the server has ended every session: the token is gone and `onChanged` runs.
 */
export function ChangeEmailForm({ onChanged }: { onChanged: () => void }) {
  const currentEmail = useAdminSession((s) => decodeAdminToken(s.token)?.email ?? '');
  const currentId = useId();
  const change = useChangeAdminEmail();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const form = useValibotForm(ChangeEmailInputSchema, {
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = async (values: ChangeEmailInput) => {
    setMessage(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      showFieldIssues(form, error, ['newEmail', 'password']);
      setMessage({ type: 'error', title: serverMessage(error) ?? 'Email change failed' });
      return;
    }
    onChanged();
  };

  return (
    <div className="admin-form-card narrow">
      <FormMessage value={message} onClose={() => setMessage(null)} />
      <Form form={form} onSubmit={onSubmit} aria-label="Change email">
        <div className="ant-form-item">
          <label htmlFor={currentId} className="admin-static-label">
            Current Email
          </label>
          <Input id={currentId} value={currentEmail} readOnly />
        </div>
        <EmailField control={form.control} name="newEmail" label="New Email" />
        <PasswordField
          control={form.control}
          name="password"
          label="Current Password"
          autoComplete="current-password"
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Email
        </Button>
      </Form>
    </div>
  );
}
