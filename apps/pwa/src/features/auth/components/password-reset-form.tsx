import { Alert, Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { EmailField } from '@/components/form/credential-fields';
import { Form, useValibotForm } from '@/components/form/form';
import { t } from '@/i18n';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';
import { PasswordResetFormSchema, type PasswordResetValues } from '../lib/form-schemas';

/**
 * 'Forgot password?' on /login: the provider e-mails a reset link. The confirmation reads the same
 * whether or not the address has an account, so this form never tells who is a member.
 */
export function PasswordResetForm({
  id,
  initialEmail,
  onClose,
}: {
  id?: string;
  initialEmail: string;
  onClose: () => void;
}) {
  const sendPasswordReset = useAuthStore((s) => s.sendPasswordReset);
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useValibotForm(PasswordResetFormSchema, {
    defaultValues: { email: initialEmail.trim() },
  });

  // Opened on purpose: start typing at once.
  useEffect(() => form.setFocus('email'), [form]);
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const onSubmit = async ({ email }: PasswordResetValues) => {
    setFailure(null);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section id={id} className="password-reset" aria-labelledby={headingId}>
      <h2 id={headingId} className="password-reset-title">
        {t('members.resetTitle')}
      </h2>
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className="password-reset-sent">
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('members.checkEmail')}
            description={t('members.resetSent', { email: sentTo })}
          />
          <Button block onClick={onClose}>
            {t('members.backToLogin')}
          </Button>
        </div>
      ) : (
        <>
          <p className="password-reset-intro">{t('members.resetIntro')}</p>
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
          <Form form={form} onSubmit={onSubmit} aria-label={t('members.resetFormLabel')}>
            <EmailField control={form.control} name="email" label={t('members.email')} />
            <div className="password-reset-actions">
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                {t('members.sendResetLink')}
              </Button>
              <Button htmlType="button" onClick={onClose}>
                {t('members.cancel')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
