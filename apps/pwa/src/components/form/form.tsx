import { Button, Form as AntForm } from 'antd';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledField, type FormFieldProps, type FormProps, PlainForm } from './plain-form';

export { useValibotForm, type FieldInputProps, type FieldRenderProps } from './plain-form';
export type { FormFieldProps, FormProps } from './plain-form';

/*
 * react-hook-form and antd wired together once. RHF owns the values and validation (a valibot
 * schema from @lotto/contracts through valibotResolver, ./plain-form's useValibotForm); antd's Form
 * only lays the fields out and paints errors red under them. Forms are built from these pieces
 * (and the e-mail and password fields in ./credential-fields) and nothing else — or, on a page
 * without antd, from ./plain-form's PlainForm and PlainFormField.
 */

/** ./plain-form's form inside antd's Form, which lays out its `FormField`s. */
export function Form<TValues extends FieldValues, TOutput extends FieldValues>(
  props: FormProps<TValues, TOutput>,
) {
  return (
    <AntForm layout="vertical" component={false} requiredMark={false}>
      <PlainForm {...props} />
    </AntForm>
  );
}

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  label,
  extra,
  ...field
}: FormFieldProps<TValues, TName>) {
  return (
    <ControlledField
      {...field}
      layout={({ id, errorId, message, input }) => (
        <AntForm.Item
          label={label}
          htmlFor={id}
          extra={extra}
          validateStatus={message ? 'error' : ''}
          help={
            message ? (
              <span id={errorId} role="alert">
                {message}
              </span>
            ) : undefined
          }
        >
          {input}
        </AntForm.Item>
      )}
    />
  );
}

/** A form's main button, full width: it submits, and is busy while the form submits. */
export function SubmitButton({
  submitting,
  children,
}: {
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
      {children}
    </Button>
  );
}
