import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormFieldView, fieldErrorId } from '@lotto/site/form-field';
import { type ReactElement, useId, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';

/*
 * react-hook-form wired to a valibot schema, and the same form and field as ./form without antd:
 * a page that uses no other antd (/check) lays its fields out with the app's CSS (`.form-field`,
 * `.field-label`, `.field-error`) instead of waiting for antd's Form.
 */

type AnySchema = v.GenericSchema<FieldValues, FieldValues>;

/** `useForm` with the schema's resolver. Values typed by the schema's input, submit by its output. */
export function useValibotForm<TSchema extends AnySchema>(
  schema: TSchema,
  options?: Omit<UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>, 'resolver'>,
): UseFormReturn<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>> {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: valibotResolver(schema),
  });
}

export interface FormProps<TValues extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  /** Accessible name of the form. */
  'aria-label'?: string;
  className?: string;
}

/** The `<form>` itself: no browser validation (the schema's messages are shown instead). */
export function PlainForm<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  'aria-label': ariaLabel,
}: FormProps<TValues, TOutput>) {
  return (
    <form
      noValidate
      aria-label={ariaLabel}
      className={className}
      onSubmit={(event) => {
        void form.handleSubmit(onSubmit)(event);
      }}
    >
      {children}
    </form>
  );
}

/**
 * What an input spreads to be wired to its field: RHF's value/onChange/onBlur/ref/name, the id the
 * label points at, and `aria-invalid`/`aria-describedby` naming the error text while there is one.
 */
export type FieldInputProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = ControllerRenderProps<TValues, TName> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export interface FieldRenderProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  /** Spread on the input: `<Input {...input} type="email" />`. */
  input: FieldInputProps<TValues, TName>;
  field: ControllerRenderProps<TValues, TName>;
  /** Put on the input so the label points at it (also in `input`). */
  id: string;
  invalid: boolean;
  /** id of the error text, for aria-describedby (also in `input` while there is an error). */
  errorId: string;
}

/** The field's render props and its error message (undefined while valid). */
function fieldRenderProps<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  field: ControllerRenderProps<TValues, TName>,
  fieldState: ControllerFieldState,
  id: string,
): { props: FieldRenderProps<TValues, TName>; message: string | undefined } {
  const errorId = fieldErrorId(id);
  const message = fieldState.error?.message;
  const invalid = Boolean(message);
  const input = {
    ...field,
    id,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return { props: { input, field, id, invalid, errorId }, message };
}

/**
 * One field's controller with the id its label points at; `layout` puts the label, the input
 * (`children`), the error and the help text around it — plainly here, in antd's Form.Item in ./form.
 */
export function ControlledField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  children,
  layout,
}: Pick<FormFieldProps<TValues, TName>, 'control' | 'name' | 'children'> & {
  layout: (field: {
    id: string;
    errorId: string;
    message: string | undefined;
    input: ReactNode;
  }) => ReactElement;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { props, message } = fieldRenderProps(field, fieldState, id);
        return layout({ id, errorId: props.errorId, message, input: children(props) });
      }}
    />
  );
}

export interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues, unknown, FieldValues>;
  name: TName;
  label: ReactNode;
  extra?: ReactNode;
  children: (props: FieldRenderProps<TValues, TName>) => ReactNode;
}

/** Label, input, the error in red (an alert) and the help text under it (`@lotto/site/form-field`). */
export function PlainFormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  label,
  extra,
  ...field
}: FormFieldProps<TValues, TName>) {
  return (
    <ControlledField
      {...field}
      layout={({ id, message, input }) => (
        <FormFieldView id={id} label={label} error={message} extra={extra}>
          {input}
        </FormFieldView>
      )}
    />
  );
}
