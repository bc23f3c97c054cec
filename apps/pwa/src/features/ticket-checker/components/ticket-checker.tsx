import type { Result } from '@lotto/contracts';
import { Alert, App, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { formatDrawDate, todayInBangkok } from '@/lib/format';
import {
  checkTickets,
  latestDrawOnOrBefore,
  TicketFormSchema,
  type TicketOutcome,
} from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';
import { TicketOutcomes } from './ticket-outcomes';

interface Checked {
  result: Result;
  outcomes: TicketOutcome[];
}

function safeCheck(tickets: readonly string[], result: Result): TicketOutcome[] | Error {
  try {
    return checkTickets(tickets, result);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * "Check your ticket": any number of 6-digit tickets against any draw (the newest by default),
 * entirely on the device, so it works offline against the cached results.
 */
export function TicketChecker({ results }: { results: readonly Result[] }) {
  const { message } = App.useApp();
  const latest = useMemo(() => latestDrawOnOrBefore(results, todayInBangkok()), [results]);
  const saved = useSavedTickets((s) => s.tickets);
  const save = useSavedTickets((s) => s.save);
  const remove = useSavedTickets((s) => s.remove);
  const markChecked = useSavedTickets((s) => s.markChecked);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const form = useValibotForm(TicketFormSchema, { defaultValues: { tickets: '', drawId: '' } });
  const drawId = form.watch('drawId');

  const options = useMemo(
    () => results.map((r) => ({ value: r._id, label: formatDrawDate(r.date) })),
    [results],
  );
  const selected = results.find((r) => r._id === drawId) ?? latest;

  const savedOutcomes = useMemo(() => {
    if (!selected || saved.length === 0) return [];
    const outcome = safeCheck(
      saved.map((t) => t.number),
      selected,
    );
    return outcome instanceof Error ? [] : outcome;
  }, [saved, selected]);

  const onSubmit = ({ tickets, drawId: id }: { tickets: string[]; drawId: string }) => {
    const result = results.find((r) => r._id === id) ?? latest;
    if (!result) return;
    const outcome = safeCheck(tickets, result);
    if (outcome instanceof Error) {
      setChecked(null);
      setCheckError(`This draw cannot be checked: ${outcome.message}`);
      return;
    }
    setCheckError(null);
    setChecked({ result, outcomes: outcome });
  };

  const saveChecked = () => {
    if (!checked) return;
    const added = save(checked.outcomes.map((o) => o.ticket));
    if (latest) markChecked(latest.date);
    void message.success(
      added === 0
        ? 'These tickets are already saved on this device.'
        : `Saved ${added} ticket(s) on this device.`,
    );
  };

  if (results.length === 0) return <p className="state-text">No results found.</p>;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Check your ticket">
        <Form form={form} onSubmit={onSubmit} aria-label="Check your ticket">
          <FormField
            control={form.control}
            name="tickets"
            label="Ticket numbers"
            extra="One or more 6-digit numbers, separated by spaces, commas or new lines."
          >
            {({ field, id, invalid, errorId }) => (
              <Input.TextArea
                {...field}
                id={id}
                rows={3}
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 123456 654321"
                aria-invalid={invalid}
                aria-describedby={invalid ? errorId : undefined}
              />
            )}
          </FormField>
          <FormField control={form.control} name="drawId" label="Draw">
            {({ field, id }) => (
              <Select
                id={id}
                showSearch={{ optionFilterProp: 'label' }}
                options={options}
                value={field.value || latest?._id}
                onChange={(value: string) => field.onChange(value)}
                onBlur={field.onBlur}
                aria-label="Draw"
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block>
            Check
          </Button>
        </Form>
      </Card>

      {checkError && <Alert type="error" showIcon title={checkError} />}

      {checked && (
        <Card
          className="checked-card"
          title={`Results for the draw of ${formatDrawDate(checked.result.date)}`}
          extra={
            <Button onClick={saveChecked} aria-label="Save these tickets on this device">
              Save tickets
            </Button>
          }
        >
          <TicketOutcomes outcomes={checked.outcomes} label="Checked tickets" />
        </Card>
      )}

      <Card title="Tickets saved on this device">
        {saved.length === 0 ? (
          <p className="state-text">
            No saved tickets. Check a ticket and save it to have it checked on every new draw.
          </p>
        ) : (
          <>
            <Typography.Paragraph>
              Checked against the draw of {formatDrawDate(selected?.date)}. They are re-checked when
              a new draw arrives.
            </Typography.Paragraph>
            <TicketOutcomes outcomes={savedOutcomes} label="Saved tickets" />
            <Space wrap style={{ marginTop: 12 }}>
              {saved.map((t) => (
                <Button
                  key={t.number}
                  size="small"
                  onClick={() => remove(t.number)}
                  aria-label={`Remove ${t.number}`}
                >
                  Remove {t.number}
                </Button>
              ))}
            </Space>
          </>
        )}
      </Card>
    </Space>
  );
}
