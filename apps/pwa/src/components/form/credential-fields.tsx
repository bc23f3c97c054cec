import { Input } from 'antd';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form';
import { PasswordInput } from './password-input';

/*
 * The e-mail and password blocks every sign-in form has (admin login and change e-mail/password,
 * member login, register and password reset): label, input kind and the browser's autofill hint.
 */

interface CredentialFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues, unknown, FieldValues>;
  name: TName;
  label: ReactNode;
  extra?: ReactNode;
}

export function EmailField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  autoComplete = 'email',
  ...props
}: CredentialFieldProps<TValues, TName> & {
  /** `email` for an address of one's own, `username` where it names the account to sign in to. */
  autoComplete?: 'email' | 'username';
}) {
  return (
    <FormField {...props}>
      {({ input }) => (
        <Input {...input} type="email" inputMode="email" autoComplete={autoComplete} />
      )}
    </FormField>
  );
}

export function PasswordField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  autoComplete,
  ...props
}: CredentialFieldProps<TValues, TName> & {
  /** `current-password` to sign in or confirm, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField {...props}>
      {({ input }) => <PasswordInput {...input} autoComplete={autoComplete} />}
    </FormField>
  );
}
