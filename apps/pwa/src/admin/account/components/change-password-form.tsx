import { ChangePasswordFormSchema } from '@lotto/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import type * as v from 'valibot';
import { PasswordField } from '@/components/form/credential-fields';
import { Form, useValibotForm } from '@/components/form/form';
import { useChangeAdminPassword } from '../api/change-password';
import { serverMessage } from '@/admin/session/error-text';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';
import { showFieldIssues } from '@/admin/shell/field-issues';

type Values = v.InferOutput<typeof ChangePasswordFormSchema>;
const FIELDS = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Spec §2/§5/§8 change password: old, new and confirm; 'New passwords do not match'. */
export function ChangePasswordForm() {
  const change = useChangeAdminPassword();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const form = useValibotForm(ChangePasswordFormSchema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ oldPassword, newPassword }: Values) => {
    setMessage(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      setMessage({
        type: 'success',
        title: 'Password changed successfully',
        description: 'Every other session of this admin was logged out.',
      });
      form.reset();
    } catch (error) {
      showFieldIssues(form, error, ['oldPassword', 'newPassword']);
      setMessage({ type: 'error', title: serverMessage(error) ?? 'Failed to change password' });
    }
  };

  return (
    <div className="admin-form-card narrow">
      <FormMessage value={message} onClose={() => setMessage(null)} />
      <Form form={form} onSubmit={onSubmit} aria-label="Change password">
        {FIELDS.map((f) => (
          <PasswordField
            key={f.name}
            control={form.control}
            name={f.name}
            label={f.label}
            autoComplete={f.autoComplete}
          />
        ))}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Form>
    </div>
  );
}
