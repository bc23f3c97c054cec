/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { ReactNode } from 'react';

/*
 * A form's field without antd, as the app and the server's pages lay it out (`.form-field`,
 * `.field-label`, `.field-error`, `.field-extra`): the app's react-hook-form fields
 * (apps/pwa/src/components/form/plain-form.tsx) and the server's plain forms render this one layout.
 */

/**
 * Whether a field is the app's (controlled: `value` and `onChange`) or the server's HTML (its
 * `value` is only the first one: `defaultValue`, which React writes as the attribute, with no
 * warning about a field without `onChange`).
 */
export function fieldValue<T extends string | number>(
  value: T,
  onChange: ((event: never) => void) | undefined,
): { value: T } | { defaultValue: T } {
  return onChange === undefined ? { defaultValue: value } : { value };
}

/** The id of a field's error text (its `aria-describedby` while there is one). */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** What a control spreads to name its error while there is one. */
export function fieldAria(
  id: string,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};
}

/** Label, the control (`children`, whose id is `id`), the error in red (an alert), the help text. */
export function FormFieldView({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The field's error message, shown while there is one. */
  error?: string | undefined;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && (
        <span id={fieldErrorId(id)} role="alert" className="field-error">
          {error}
        </span>
      )}
      {extra && <span className="field-extra">{extra}</span>}
    </div>
  );
}
