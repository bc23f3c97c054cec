import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { type MessageId, t } from '@/i18n';
import { drawDateIssue } from '../lib/stats';
import type { StatsPreset } from '@/links/stats-search';
import type { RangeChoice } from '../lib/range-search';

const PRESET_LABELS = {
  '12m': 'history.preset12m',
  '5y': 'history.preset5y',
  all: 'history.presetAll',
} as const satisfies Record<StatsPreset, MessageId>;

/**
 * A date field: not empty (`empty` says which date to pick), then a real `YYYY-MM-DD` day. The
 * messages are functions, so they are said in the language active when the form is checked.
 */
const dateField = (empty: MessageId) =>
  v.pipe(
    v.string(),
    v.nonEmpty(() => t(empty)),
    v.rawCheck(({ dataset, addIssue }) => {
      // An empty date is already named by nonEmpty: one message a field.
      if (!dataset.typed || dataset.issues !== undefined) return;
      const issue = drawDateIssue(dataset.value);
      if (issue !== null) addIssue({ message: issue });
    }),
  );

/** Two real days, From not after To (the message on To, where the fix goes). */
const RangeFormSchema = v.pipe(
  v.object({ from: dateField('history.pickFirstDate'), to: dateField('history.pickLastDate') }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from <= input.to,
      () => t('history.toBeforeFrom'),
    ),
    ['to'],
  ),
);

function DatesForm({
  from,
  to,
  onSubmit,
}: {
  from: string;
  to: string;
  onSubmit: (from: string, to: string) => void;
}) {
  const form = useValibotForm(RangeFormSchema, { defaultValues: { from, to } });

  // Dates that come from outside (a shared link, Back) replace the fields and are checked at once.
  useEffect(() => {
    form.reset({ from, to });
    if (from !== '' || to !== '') void form.trigger();
  }, [from, to, form]);

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values.from, values.to)}
      aria-label={t('history.rangeFormLabel')}
      className="stats-dates"
    >
      <FormField control={form.control} name="from" label={t('history.from')}>
        {({ input }) => <Input {...input} type="date" min="1990-01-01" />}
      </FormField>
      <FormField control={form.control} name="to" label={t('history.to')}>
        {({ input }) => <Input {...input} type="date" min="1990-01-01" />}
      </FormField>
      <Button htmlType="submit" type="primary" className="stats-dates-submit">
        {t('history.show')}
      </Button>
    </Form>
  );
}

/**
 * The range of /stats: the last 12 months, 5 years, every draw, or two dates (a small form whose
 * dates are checked before they go to the URL). `onChange` gets what the visitor chose; the page
 * keeps it in the URL.
 */
export function StatsRange({
  value,
  suggested,
  onChange,
}: {
  value: RangeChoice;
  /** The dates the form starts with when the visitor switches to two dates (the range shown). */
  suggested: { from: string; to: string } | undefined;
  onChange: (choice: RangeChoice) => void;
}) {
  const legendId = useId();
  // Switching to two dates shows the form; the URL changes only once they are submitted.
  const [datesOpen, setDatesOpen] = useState(false);
  const selected = value.kind === 'dates' || datesOpen ? 'dates' : value.preset;
  const dates = value.kind === 'dates' ? value : (suggested ?? { from: '', to: '' });

  return (
    <div className="stats-range">
      <fieldset className="stats-range-choices" aria-labelledby={legendId}>
        <legend id={legendId} className="field-label">
          {t('history.rangeLegend')}
        </legend>
        <div className="stats-segmented">
          {[...(Object.keys(PRESET_LABELS) as StatsPreset[]), 'dates' as const].map((key) => (
            <label
              key={key}
              className={`stats-segment${selected === key ? ' stats-segment-selected' : ''}`}
            >
              <input
                type="radio"
                name="stats-range"
                value={key}
                checked={selected === key}
                onChange={() => {
                  if (key === 'dates') {
                    setDatesOpen(true);
                    return;
                  }
                  setDatesOpen(false);
                  onChange({ kind: 'preset', preset: key });
                }}
              />
              {t(key === 'dates' ? 'history.presetDates' : PRESET_LABELS[key])}
            </label>
          ))}
        </div>
      </fieldset>
      {selected === 'dates' && (
        <DatesForm
          from={dates.from}
          to={dates.to}
          onSubmit={(from, to) => onChange({ kind: 'dates', from, to })}
        />
      )}
    </div>
  );
}
