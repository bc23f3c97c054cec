import { Input } from 'antd';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { t } from '@/i18n';
import { parseLookupQuery } from '@/links/history-search';

/**
 * The field's rule is the lookup's own: 2, 3 or 6 digits, with its sentence when not (said in the
 * language active when the field is checked).
 */
const LookupFormSchema = v.object({
  n: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const parsed = parseLookupQuery(dataset.value);
      if (!parsed.ok) addIssue({ message: parsed.error });
    }),
  ),
});

/**
 * The number field of /history. It holds what the visitor types; every change goes to `onChange`
 * at once (the page keeps it in the URL and looks it up when it is a number to look up). The error
 * shows once the field is left or Enter is pressed, and then follows the typing; a value that
 * arrives from outside (a shared link, Back) replaces the text and is checked at once.
 */
export function LookupForm({
  value,
  onChange,
}: {
  /** The URL's `?n=`. */
  value: string;
  onChange: (text: string) => void;
}) {
  const form = useValibotForm(LookupFormSchema, {
    defaultValues: { n: value },
    mode: 'onTouched',
  });
  // What this field last sent up: the URL coming back with it is no change from outside.
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    form.setValue('n', value);
    if (value === '') form.clearErrors('n');
    else void form.trigger('n');
  }, [value, form]);

  useEffect(() => {
    // A shared link with something that is no number says so at once.
    if (value !== '' && !parseLookupQuery(value).ok) void form.trigger('n');
    // Only on arrival; later changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Form
      form={form}
      onSubmit={() => {
        // Valid: the answer is already on screen (it follows the typing); nothing more to do.
      }}
      aria-label={t('history.formLabel')}
      className="lookup-form"
    >
      <FormField
        control={form.control}
        name="n"
        label={t('history.numberLabel')}
        extra={t('history.numberHelp')}
      >
        {({ input }) => (
          <Input
            {...input}
            onChange={(event) => {
              const text = event.target.value;
              input.onChange(text);
              sent.current = text;
              onChange(text);
            }}
            size="large"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            placeholder={t('history.numberPlaceholder')}
            className="num lookup-input"
          />
        )}
      </FormField>
    </Form>
  );
}
