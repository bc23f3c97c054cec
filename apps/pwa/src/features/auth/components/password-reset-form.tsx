import { EmailSchema } from '@lotto/contracts';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { EmailField } from '@/components/form/credential-fields';
import { Form, useValibotForm } from '@/components/form/form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/auth/error-message';

const PasswordResetFormSchema = v.object({ email: EmailSchema });
type PasswordResetValues = v.InferOutput<typeof PasswordResetFormSchema>;

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
        Reset your password
      </h2>
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className="password-reset-sent">
          <Alert
            type="success"
            showIcon
            role="status"
            title="Check your e-mail"
            description={`If an account exists for ${sentTo}, we have sent it a link to choose a new password. Open the link, set the new password, then log in here. The e-mail can take a few minutes; look in the spam folder too.`}
          />
          <Button block onClick={onClose}>
            Back to login
          </Button>
        </div>
      ) : (
        <>
          <p className="password-reset-intro">
            Enter the e-mail you registered with and we will send you a link to choose a new
            password.
          </p>
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
          <Form form={form} onSubmit={onSubmit} aria-label="Reset password">
            <EmailField control={form.control} name="email" label="Email" />
            <div className="password-reset-actions">
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                Send reset link
              </Button>
              <Button htmlType="button" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
