import { valibotResolver } from '@hookform/resolvers/valibot';
import { Form as AntForm } from 'antd';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';

/*
 * react-hook-form and antd wired together once. RHF owns the values and validation (a valibot
 * schema from @lotto/contracts through valibotResolver); antd's Form only lays the fields out and
 * paints errors red under them. Forms are built from these pieces (and the e-mail and password
 * fields in ./credential-fields) and nothing else.
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

export function Form<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  'aria-label': ariaLabel,
}: FormProps<TValues, TOutput>) {
  return (
    <AntForm layout="vertical" component={false} requiredMark={false}>
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
    </AntForm>
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

export interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues, unknown, FieldValues>;
  name: TName;
  label: ReactNode;
  extra?: ReactNode;
  children: (props: FieldRenderProps<TValues, TName>) => ReactNode;
}

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  extra,
  children,
}: FormFieldProps<TValues, TName>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const invalid = Boolean(message);
        const input = {
          ...field,
          id,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? errorId : undefined,
        };
        return (
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
            {children({ input, field, id, invalid, errorId })}
          </AntForm.Item>
        );
      }}
    />
  );
}
