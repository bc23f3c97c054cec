import {
  DRAW_OVERRIDE_MAX_DAYS,
  DRAW_OVERRIDE_REASON_MAX,
  DrawOverrideFormSchema,
  UPCOMING_DRAW_COUNT,
  type DrawOverrideForm,
  type DrawOverrideRecord,
} from '@lotto/contracts';
import { upcomingDraws } from '@lotto/number-tools';
import { Button, Input } from 'antd';
import { useMemo, useState } from 'react';
import type * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';
import { showFieldIssues } from '@/admin/shell/field-issues';
import { failureReason } from '@/admin/session/error-text';
import { formatDrawDay, formatShortDay } from '@/draws/draw-time';
import { useSetDrawOverride } from '../api/admin-draws';

const FIELDS = ['from', 'to', 'reason'] as const;

/**
 * The contract's form schema, typed by the three text fields the form has: the contract accepts any
 * JSON object as input (so that it can name an unknown field); a form's values are always these.
 */
const MoveDrawSchema = DrawOverrideFormSchema as unknown as v.GenericSchema<
  { from: string; to: string; reason: string },
  DrawOverrideForm
>;

/** The regular draws from `now` on that the standing calendar gives (no announced change applied). */
function regularDates(now: Date): string[] {
  return upcomingDraws(now, UPCOMING_DRAW_COUNT).map((draw) => draw.movedFrom ?? draw.date);
}

/**
 * Moves one regular draw to another day: the regular draw (the next ones the calendar gives), the
 * new date and the reason visitors will read. Checked with the API's own schema first; the API's
 * 400s (not a regular date, in the past, too far, two draws on a day) land on their fields.
 */
export function MoveDrawForm({ overrides }: { overrides: readonly DrawOverrideRecord[] }) {
  const [now] = useState(() => new Date());
  const dates = useMemo(() => regularDates(now), [now]);
  const setOverride = useSetDrawOverride();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const form = useValibotForm(MoveDrawSchema, {
    defaultValues: { from: dates[0] ?? '', to: '', reason: '' },
  });
  const movedTo = new Map(overrides.map((o) => [o.from, o.to]));

  const onSubmit = async ({ from, to, reason }: DrawOverrideForm) => {
    setMessage(null);
    try {
      await setOverride.mutateAsync({ from, to, reason });
    } catch (error) {
      showFieldIssues(form, error, FIELDS);
      setMessage({
        type: 'error',
        title: 'The draw was not moved',
        description: failureReason(error),
      });
      return;
    }
    setMessage({
      type: 'success',
      title: `The draw of ${formatDrawDay(from)} is now held on ${formatDrawDay(to)}`,
      description: 'Visitors see the new date and the reason on Home and in the calendar file.',
    });
    form.reset({ from, to: '', reason: '' });
  };

  return (
    <div className="admin-form-card">
      <FormMessage value={message} onClose={() => setMessage(null)} />
      <Form form={form} onSubmit={onSubmit} aria-label="Move a draw">
        <FormField
          control={form.control}
          name="from"
          label="Regular draw"
          extra="The draw the standing calendar gives for that day."
        >
          {({ input }) => (
            <select {...input} className="native-select admin-native-select">
              {dates.map((date) => {
                const to = movedTo.get(date);
                return (
                  <option key={date} value={date}>
                    {formatDrawDay(date)}
                    {to ? ` — moved to ${formatShortDay(to, date)}` : ''}
                  </option>
                );
              })}
            </select>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="to"
          label="New date"
          extra={`Not in the past, at most ${DRAW_OVERRIDE_MAX_DAYS} days from the regular date, not on a day that has a draw.`}
        >
          {({ input }) => <Input {...input} type="date" />}
        </FormField>
        <FormField
          control={form.control}
          name="reason"
          label="Reason"
          extra="Shown to visitors with the new date, e.g. 'Asarnha Bucha day'."
        >
          {({ input }) => (
            <Input
              {...input}
              autoComplete="off"
              count={{ show: true, max: DRAW_OVERRIDE_REASON_MAX }}
              placeholder="e.g. Asarnha Bucha day"
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" disabled={setOverride.isPending}>
          {setOverride.isPending ? 'Saving...' : 'Move the draw'}
        </Button>
      </Form>
    </div>
  );
}
