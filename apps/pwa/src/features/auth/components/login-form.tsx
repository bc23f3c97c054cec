import type { LoginForm as LoginValues } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { App, Button, Card, Divider } from 'antd';
import { useId, useRef, useState } from 'react';
import { EmailField, PasswordField } from '@/components/form/credential-fields';
import { Form, SubmitButton, useValibotForm } from '@/components/form/form';
import { t } from '@/i18n';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { LoginFormSchema } from '../lib/form-schemas';
import { GoogleButton } from './google-button';
import { PasswordResetForm } from './password-reset-form';

/**
 * Spec §2 "Login" and §5: e-mail + password, 'Login Failed' dialog (a plain sentence, the same for
 * a wrong password and an unknown e-mail), success dialog that closes itself; 'Forgot password?'
 * opens the reset form below.
 */
export function LoginForm({
  onSuccess,
  redirect,
}: {
  onSuccess: () => void;
  redirect?: string | undefined;
}) {
  const signIn = useAuthStore((s) => s.signIn);
  const { modal } = App.useApp();
  const form = useValibotForm(LoginFormSchema, { defaultValues: { email: '', password: '' } });
  const [resetOpen, setResetOpen] = useState(false);
  const resetId = useId();
  const forgotButton = useRef<HTMLButtonElement>(null);

  const closeReset = () => {
    setResetOpen(false);
    // Back where the member left off.
    requestAnimationFrame(() => forgotButton.current?.focus());
  };

  const onSubmit = async ({ email, password }: LoginValues) => {
    try {
      await signIn(email, password);
    } catch (error) {
      modal.error({ title: t('members.loginFailed'), content: errorMessage(error) });
      return;
    }
    const dialog = modal.success({
      title: t('members.loginSuccessful'),
      content: t('members.welcomeBack'),
      footer: null,
      closable: false,
      mask: { closable: false },
    });
    setTimeout(() => dialog.destroy(), 1500);
    onSuccess();
  };

  return (
    <Card
      title={<h1 className="card-heading">{t('members.loginHeading')}</h1>}
      className="auth-card"
    >
      <Form form={form} onSubmit={onSubmit} aria-label={t('members.loginHeading')}>
        <EmailField control={form.control} name="email" label={t('members.email')} />
        <PasswordField
          control={form.control}
          name="password"
          label={t('members.password')}
          autoComplete="current-password"
        />
        <div className="auth-forgot">
          <Button
            ref={forgotButton}
            type="link"
            htmlType="button"
            aria-expanded={resetOpen}
            aria-controls={resetOpen ? resetId : undefined}
            onClick={() => setResetOpen((open) => !open)}
          >
            {t('members.forgotPassword')}
          </Button>
        </div>
        <SubmitButton submitting={form.formState.isSubmitting}>
          {t('members.loginHeading')}
        </SubmitButton>
      </Form>
      {resetOpen && (
        <PasswordResetForm
          id={resetId}
          initialEmail={form.getValues('email')}
          onClose={closeReset}
        />
      )}
      <p className="auth-switch">
        <Link to="/register" search={redirect ? { redirect } : {}}>
          {t('members.noAccount')}
        </Link>
      </p>
      <Divider className="or-divider">{t('members.or')}</Divider>
      <GoogleButton onSuccess={onSuccess} />
    </Card>
  );
}
