import type { RegisterForm as RegisterValues } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { App, Card, Divider, Input } from 'antd';
import { EmailField, PasswordField } from '@/components/form/credential-fields';
import { Form, FormField, SubmitButton, useValibotForm } from '@/components/form/form';
import { t } from '@/i18n';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { upsertMember } from '../api/upsert-member';
import { RegisterFormSchema } from '../lib/form-schemas';
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
      modal.error({ title: t('members.registrationFailed'), content: errorMessage(error) });
      return;
    }
    void message.success(t('members.welcomeName', { name }));
    onSuccess();
  };

  return (
    <Card
      title={<h1 className="card-heading">{t('members.registerHeading')}</h1>}
      className="auth-card"
    >
      <Form form={form} onSubmit={onSubmit} aria-label={t('members.registerHeading')}>
        <FormField control={form.control} name="name" label={t('members.name')}>
          {({ input }) => <Input {...input} autoComplete="name" />}
        </FormField>
        <EmailField control={form.control} name="email" label={t('members.email')} />
        <PasswordField
          control={form.control}
          name="password"
          label={t('members.password')}
          autoComplete="new-password"
        />
        <SubmitButton submitting={form.formState.isSubmitting}>
          {t('members.registerHeading')}
        </SubmitButton>
      </Form>
      <p className="auth-switch">
        <Link to="/login" search={redirect ? { redirect } : {}}>
          {t('members.haveAccount')}
        </Link>
      </p>
      <Divider className="or-divider">{t('members.or')}</Divider>
      <GoogleButton onSuccess={onSuccess} />
    </Card>
  );
}
