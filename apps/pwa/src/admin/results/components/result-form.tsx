import { isIsoDate } from '@lotto/number-tools';
import { bangkokDay, hasFront3Era, type ResultInput, ResultInputSchema } from '@lotto/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import type * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { formatDrawDate } from '@/lib/format';
import { useAddResult } from '../api/admin-results';
import { failureReason } from '@/admin/session/error-text';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';
import { showFieldIssues } from '@/admin/shell/field-issues';

type Values = v.InferInput<typeof ResultInputSchema>;
type Name = FieldPath<Values>;

/** The shape of an empty form for a draw on `date`: draws before 2015-09-01 had no front-3 and four last-3. */
function blankFor(date: string): Values {
  const modern = !isIsoDate(date) || hasFront3Era(date);
  return {
    date,
    prize1: '',
    front3: modern ? ['', ''] : [],
    last3: modern ? ['', ''] : ['', '', '', ''],
    last2: '',
  };
}

function isModern(date: string) {
  return !isIsoDate(date) || hasFront3Era(date);
}

/** One digits-only box; the schema (not the input) decides what is valid, so errors show as you type. */
function DigitsField({
  form,
  name,
  label,
  length,
}: {
  form: ReturnType<typeof useResultForm>;
  name: Name;
  label: string;
  length: number;
}) {
  return (
    <FormField control={form.control} name={name} label={label}>
      {({ input, field }) => (
        <Input
          {...input}
          value={typeof field.value === 'string' ? field.value : ''}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          className="num"
          placeholder={'0'.repeat(length)}
        />
      )}
    </FormField>
  );
}

function useResultForm() {
  return useValibotForm(ResultInputSchema, {
    mode: 'onChange',
    defaultValues: blankFor(bangkokDay()),
  });
}

function GroupError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="admin-group-error" role="alert">
      {message}
    </p>
  );
}

/**
 * Spec §2 Add Result: date (today in Asia/Bangkok by default), prize 1, two front-3, two last-3
 * and the last 2 digits, each checked as typed with the shared ResultInputSchema.
 */
export function ResultForm() {
  const form = useResultForm();
  const addResult = useAddResult();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const date = useWatch({ control: form.control, name: 'date' });
  const modern = isModern(date);
  const errors = form.formState.errors;

  const onSubmit = async (values: ResultInput) => {
    setMessage(null);
    // Spec §5: without a stored admin token nothing is sent.
    if (!useAdminSession.getState().token) {
      setMessage({ type: 'error', title: 'You must be logged in as admin to submit results' });
      return;
    }
    try {
      const saved = await addResult.mutateAsync(values);
      setMessage({ type: 'success', title: `Result of ${formatDrawDate(saved.date)} published` });
      form.reset(blankFor(bangkokDay()));
    } catch (error) {
      // A 400 names the fields: put each reason under its box as well.
      showFieldIssues(form, error);
      setMessage({
        type: 'error',
        title: 'Error submitting result',
        description: failureReason(error),
      });
    }
  };

  return (
    <div className="admin-form-card">
      <Form form={form} onSubmit={onSubmit} aria-label="Add result" className="result-form">
        <FormField
          control={form.control}
          name="date"
          label="Draw date"
          // The native picker follows the browser's locale; say how the site will show the date.
          extra={isIsoDate(date) ? `Shown on the site as ${formatDrawDate(date)}` : undefined}
        >
          {({ input, field }) => (
            <Input
              {...input}
              type="date"
              onChange={(event) => {
                const next = event.target.value;
                // The other era has other boxes: start them empty rather than keep mismatched ones.
                if (isModern(next) !== isModern(field.value)) {
                  const blank = blankFor(next);
                  form.setValue('front3', blank.front3);
                  form.setValue('last3', blank.last3);
                  form.clearErrors(['front3', 'last3']);
                }
                field.onChange(next);
              }}
            />
          )}
        </FormField>
        <DigitsField form={form} name="prize1" label="Prize 1" length={6} />
        {modern ? (
          <fieldset className="digit-group">
            <legend>Front 3 Digits</legend>
            <DigitsField form={form} name="front3.0" label="Front 3 (1)" length={3} />
            <DigitsField form={form} name="front3.1" label="Front 3 (2)" length={3} />
            <GroupError message={errors.front3?.message ?? errors.front3?.root?.message} />
          </fieldset>
        ) : (
          <p className="admin-hint">
            Draws before 01/09/2015 had no front-3 prize and four last-3 numbers.
          </p>
        )}
        <fieldset className="digit-group">
          <legend>Last 3 Digits</legend>
          {(modern ? [0, 1] : [0, 1, 2, 3]).map((i) => (
            <DigitsField
              key={i}
              form={form}
              name={`last3.${i}`}
              label={`Last 3 (${i + 1})`}
              length={3}
            />
          ))}
          <GroupError message={errors.last3?.message ?? errors.last3?.root?.message} />
        </fieldset>
        <DigitsField form={form} name="last2" label="Last 2 Digits" length={2} />
        <Button type="primary" htmlType="submit" size="large" loading={addResult.isPending}>
          Submit Result
        </Button>
      </Form>
      {/*
        Below the button, not above the form: a message on top would push the form down under the
        pointer that just pressed Submit, leaving the cleared 'Last 2 Digits' box under it with the
        brand-red hover border, looking like an error.
      */}
      <FormMessage value={message} onClose={() => setMessage(null)} />
    </div>
  );
}
