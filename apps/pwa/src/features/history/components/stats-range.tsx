import { DrawDateSchema } from '@lotto/contracts';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import type { StatsPreset } from '@/lib/stats-search';
import type { RangeChoice } from '../lib/range-search';

const PRESET_LABELS: Readonly<Record<StatsPreset, string>> = {
  '12m': 'Last 12 months',
  '5y': 'Last 5 years',
  all: 'All draws',
};
const DATES_LABEL = 'Between two dates';

const dateField = (label: string) =>
  v.pipe(v.string(), v.nonEmpty(`Pick the ${label} date`), DrawDateSchema);

/** Two real days, From not after To (the message on To, where the fix goes). */
const RangeFormSchema = v.pipe(
  v.object({ from: dateField('first'), to: dateField('last') }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from <= input.to,
      'To must be on or after From',
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
      aria-label="Range between two dates"
      className="stats-dates"
    >
      <FormField control={form.control} name="from" label="From">
        {({ input }) => <Input {...input} type="date" min="1990-01-01" />}
      </FormField>
      <FormField control={form.control} name="to" label="To">
        {({ input }) => <Input {...input} type="date" min="1990-01-01" />}
      </FormField>
      <Button htmlType="submit" type="primary" className="stats-dates-submit">
        Show
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
          Range
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
              {key === 'dates' ? DATES_LABEL : PRESET_LABELS[key]}
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
