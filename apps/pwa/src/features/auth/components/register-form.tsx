import { RegisterFormSchema, type RegisterForm as RegisterValues } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { App, Button, Card, Divider, Input } from 'antd';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { PasswordInput } from '@/components/form/password-input';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { upsertMember } from '../api/upsert-member';
import { GoogleButton } from './google-button';

/** Spec §2 "Register" and §5: name, e-mail, password (≥ 6); 'Registration Failed' dialog. */
export function RegisterForm({
  onSuccess,
  redirect,
}: {
  onSuccess: () => void;
  redirect?: string | undefined;
}) {
  const createUser = useAuthStore((s) => s.createUser);
  const updateUserProfile = useAuthStore((s) => s.updateUserProfile);
  const { modal, message } = App.useApp();
  const form = useValibotForm(RegisterFormSchema, {
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = async ({ name, email, password }: RegisterValues) => {
    try {
      await createUser(email, password);
      await updateUserProfile({ displayName: name });
      await upsertMember(name);
    } catch (error) {
      modal.error({ title: 'Registration Failed', content: errorMessage(error) });
      return;
    }
    void message.success(`Welcome, ${name}!`);
    onSuccess();
  };

  return (
    <Card title="Register" className="auth-card">
      <Form form={form} onSubmit={onSubmit} aria-label="Register">
        <FormField control={form.control} name="name" label="Name">
          {({ field, id, invalid, errorId }) => (
            <Input
              {...field}
              id={id}
              autoComplete="name"
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
            />
          )}
        </FormField>
        <FormField control={form.control} name="email" label="Email">
          {({ field, id, invalid, errorId }) => (
            <Input
              {...field}
              id={id}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
            />
          )}
        </FormField>
        <FormField control={form.control} name="password" label="Password">
          {({ field, id, invalid, errorId }) => (
            <PasswordInput
              {...field}
              id={id}
              autoComplete="new-password"
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
            />
          )}
        </FormField>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={form.formState.isSubmitting}
        >
          Register
        </Button>
      </Form>
      <p className="auth-switch">
        <Link to="/login" search={redirect ? { redirect } : {}}>
          Already have an account? Login
        </Link>
      </p>
      <Divider className="or-divider">OR</Divider>
      <GoogleButton onSuccess={onSuccess} />
    </Card>
  );
}
