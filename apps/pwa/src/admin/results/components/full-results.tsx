import { isIsoDate } from '@lotto/number-tools';
import {
  bangkokDay,
  DrawDateSchema,
  type DrawDetail,
  type DrawStatus,
  type FieldIssue,
  type TierDisagreement,
  TIER_NAMES,
} from '@lotto/contracts';
import { Alert, Button, Checkbox, Input, Skeleton, Tag } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { Form, FormField, useValibotForm } from '@/components/form/form';
import { isApiError } from '@/lib/api-client';
import { formatDrawDate } from '@/lib/format';
import { useDrawDetail, usePublishedResults, useSaveDraw } from '../api/admin-results';
import { defaultStatus, reviewDraw, type DrawOnFile } from '../lib/draw-review';
import { disagreementText } from '../lib/disagreement-text';
import { failureReason, retryAfterText } from '@/admin/session/error-text';
import { parseOfficialText, pasteFormatOf } from '../lib/official-text/parse-official-text';
import { pasteTextOf } from '../lib/official-text/write-text';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { DrawHistory } from './draw-history';
import { DrawPreview } from './draw-preview';
import { FormMessage, type FormMessageValue } from '@/admin/shell/form-message';
import { showFieldIssues } from '@/admin/shell/field-issues';

/** The fields of the full-results form; the numbers are checked by the preview, not here. */
const FullResultsSchema = v.object({
  date: DrawDateSchema,
  drawDate: DrawDateSchema,
  text: v.string(),
  note: v.pipe(v.string(), v.maxLength(500, 'Note must be at most 500 characters')),
});
type Values = v.InferOutput<typeof FullResultsSchema>;

const FORMAT_LABELS = {
  text: 'Official text',
  csv: 'Full-prize CSV row',
  glo: 'GLO table row',
  json: 'Shipped draw (JSON)',
} as const;

function storedOf(detail: DrawDetail): DrawOnFile {
  const {
    date,
    drawDate,
    status,
    prize1,
    near1,
    front3,
    last3,
    last2,
    prize2,
    prize3,
    prize4,
    prize5,
    disagreements,
  } = detail;
  const numbers = { prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 };
  const held = Object.fromEntries(
    Object.entries(numbers).filter(([, value]) => value !== undefined),
  );
  return { date, drawDate, status, ...held, ...(disagreements ? { disagreements } : {}) };
}

/** The disputed tiers of the draw on file, each with every source's value, and how to settle them. */
function DisputedTiers({ disagreements }: { disagreements: readonly TierDisagreement[] }) {
  return (
    <Alert
      className="admin-alert"
      type="warning"
      showIcon
      title={
        disagreements.length === 1
          ? `${TIER_NAMES[disagreements[0]?.tier ?? 'prize1']}: sources disagree`
          : `${disagreements.length} tiers: sources disagree`
      }
      description={
        <>
          <ul className="full-results-disputed">
            {disagreements.map((d) => (
              <li key={d.tier}>
                {TIER_NAMES[d.tier]}: sources disagree:{' '}
                <span className="num">{disagreementText(d)}</span>
                {d.note && <span className="admin-muted"> — {d.note}</span>}
              </li>
            ))}
          </ul>
          <p className="full-results-note">
            Such a tier is not on file: visitors are told a matching ticket may have won. Enter the
            right numbers below and save to settle it; the change history records it.
          </p>
        </>
      }
    />
  );
}

function blank(date: string): Values {
  return { date, drawDate: date, text: '', note: '' };
}

/** Seconds to words for a 429, or the server's own reason. */
function saveFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.retryAfter) {
    return `${error.message}. You may try again ${retryAfterText(error.retryAfter)}.`;
  }
  return failureReason(error);
}

export interface FullResultsProps {
  /** The period date of the published draw being edited; none to add a new one. */
  editDate?: string | undefined;
  /** Opens the draw of `date` for editing (after adding it, or from "already on file"). */
  onEdit: (date: string) => void;
  /** Leaves editing for a new draw. */
  onStopEditing: () => void;
}

/**
 * 'Full results': the admin pastes the official sheet (or an importer row), sees every tier in a
 * preview with each broken rule marked, and saves: a new draw is added, a draw on file gets only
 * the tiers that changed (with old → new shown first). Editing a draw also shows its history.
 */
export function FullResults({ editDate, onEdit, onStopEditing }: FullResultsProps) {
  const detail = useDrawDetail(editDate);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  /** Bumped after a correction is saved: the form starts again from what is now on file. */
  const [revision, setRevision] = useState(0);
  const stored = useMemo(
    () => (editDate !== undefined && detail.data ? storedOf(detail.data) : undefined),
    [editDate, detail.data],
  );

  if (editDate !== undefined && detail.isPending) {
    return (
      <div className="admin-form-card" aria-busy="true">
        <FormMessage value={message} onClose={() => setMessage(null)} />
        <p className="admin-hint">Loading the draw of {formatDrawDate(editDate)}…</p>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (editDate !== undefined && detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="admin-form-card">
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            missing
              ? `No draw of ${formatDrawDate(editDate)} is on file`
              : `Failed to load the draw of ${formatDrawDate(editDate)}`
          }
          description={
            <>
              {!missing && <p className="full-results-note">{failureReason(detail.error)}</p>}
              <span className="full-results-actions">
                {!missing && <Button onClick={() => void detail.refetch()}>Retry</Button>}
                <Button onClick={onStopEditing}>Add a new draw instead</Button>
              </span>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="admin-form-card full-results">
      <FormMessage value={message} onClose={() => setMessage(null)} />
      {editDate !== undefined && (
        <Alert
          className="admin-alert"
          type="info"
          showIcon
          title={`Editing the draw of ${formatDrawDate(editDate)}`}
          description={
            // In the description, not as the alert's action: beside the text it squeezes it on a phone.
            <>
              <p className="full-results-note">
                Change the numbers below; Save sends only the tiers that differ from what is on
                file.
              </p>
              <Button size="small" onClick={onStopEditing}>
                Add a new draw instead
              </Button>
            </>
          }
        />
      )}
      {editDate !== undefined && detail.data?.disagreements && (
        <DisputedTiers disagreements={detail.data.disagreements} />
      )}
      <FullResultsForm
        // A new draw, another draw or a saved correction: the form starts over from its source.
        key={`${editDate ?? 'new'}:${revision}`}
        stored={stored}
        onEdit={onEdit}
        onMessage={setMessage}
        onUpdated={() => setRevision((r) => r + 1)}
      />
      {editDate !== undefined && (
        <>
          <h3 className="admin-subtitle">Change history</h3>
          <DrawHistory date={editDate} />
        </>
      )}
    </div>
  );
}

function FullResultsForm({
  stored,
  onEdit,
  onMessage,
  onUpdated,
}: {
  stored: DrawOnFile | undefined;
  onEdit: (date: string) => void;
  onMessage: (message: FormMessageValue | null) => void;
  onUpdated: () => void;
}) {
  const published = usePublishedResults();
  const save = useSaveDraw();
  const form = useValibotForm(FullResultsSchema, {
    mode: 'onChange',
    defaultValues: stored
      ? {
          date: stored.date,
          drawDate: stored.drawDate,
          text: pasteTextOf(stored, stored.date),
          note: '',
        }
      : blank(bangkokDay()),
  });
  const [chosenStatus, setChosenStatus] = useState<DrawStatus | null>(null);
  const [removeMissing, setRemoveMissing] = useState(false);
  const [serverIssues, setServerIssues] = useState<{ key: string; issues: FieldIssue[] } | null>(
    null,
  );

  const [date, drawDate, text, note] = useWatch({
    control: form.control,
    name: ['date', 'drawDate', 'text', 'note'],
  });
  // 173 numbers re-checked per keystroke: let typing stay ahead of the preview.
  const deferredText = useDeferredValue(text);
  const parsed = useMemo(() => parseOfficialText(deferredText, date), [deferredText, date]);
  const status: DrawStatus = chosenStatus ?? stored?.status ?? defaultStatus(date, parsed.numbers);
  const key = `${date}|${drawDate}|${status}|${deferredText}|${removeMissing}`;
  const review = useMemo(
    () =>
      reviewDraw({
        date,
        drawDate: isIsoDate(drawDate) ? drawDate : date,
        status,
        parsed,
        stored,
        removeMissing,
        note,
        serverIssues: serverIssues?.key === key ? serverIssues.issues : [],
      }),
    [date, drawDate, status, parsed, stored, removeMissing, note, serverIssues, key],
  );

  const editing = stored !== undefined;
  const onFile =
    !editing && isIsoDate(date) ? published.data?.results.find((r) => r.date === date) : undefined;
  const showPreview = deferredText.trim() !== '' || editing;
  const keptOrRemoved = review.tiers.filter((t) => t.change === 'kept' || t.change === 'removed');
  const blocked = review.errorCount > 0 || review.body === null || onFile !== undefined;

  const onSubmit = async (values: Values) => {
    onMessage(null);
    if (!useAdminSession.getState().token) {
      onMessage({ type: 'error', title: 'You must be logged in as admin to submit results' });
      return;
    }
    if (review.body === null || review.errorCount > 0) return;
    const shown = formatDrawDate(values.date);
    try {
      await save.mutateAsync(review.body);
      setServerIssues(null);
      if (review.body.kind === 'add') {
        onMessage({ type: 'success', title: `Draw of ${shown} saved` });
        onEdit(values.date);
      } else {
        onMessage({ type: 'success', title: `Draw of ${shown} updated` });
        onUpdated();
      }
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setServerIssues({ key, issues: error.fieldIssues });
        showFieldIssues(form, error, ['date', 'drawDate']);
      }
      const conflict = isApiError(error) && error.status === 409 && review.body.kind === 'add';
      onMessage({
        type: 'error',
        title: `Error saving the draw of ${shown}`,
        description: (
          <>
            {saveFailure(error)}
            {conflict && (
              <>
                {' '}
                <Button size="small" onClick={() => onEdit(values.date)}>
                  Edit the draw of {shown}
                </Button>
              </>
            )}
          </>
        ),
      });
    }
  };

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label="Full results" className="full-results-form">
        <div className="full-results-dates">
          <FormField
            control={form.control}
            name="date"
            label="Period date"
            extra={editing ? 'The draw being edited' : 'The date printed on the ticket'}
          >
            {({ input, field }) => (
              <Input
                {...input}
                type="date"
                disabled={editing}
                onChange={(event) => {
                  const next = event.target.value;
                  // The draw date follows the period until the admin sets it apart.
                  if (form.getValues('drawDate') === field.value)
                    form.setValue('drawDate', next, { shouldValidate: true });
                  field.onChange(next);
                }}
              />
            )}
          </FormField>
          <FormField
            control={form.control}
            name="drawDate"
            label="Draw date"
            extra="When the balls were drawn; the period date unless GLO moved the draw"
          >
            {({ input }) => <Input {...input} type="date" />}
          </FormField>
        </div>
        {onFile && (
          <Alert
            className="admin-alert"
            type="warning"
            showIcon
            title={`A draw of ${formatDrawDate(date)} is already on file`}
            action={
              <Button size="small" onClick={() => onEdit(date)}>
                Edit it
              </Button>
            }
          />
        )}
        <FormField
          control={form.control}
          name="text"
          label="Numbers"
          extra={
            <>
              Paste GLO&apos;s result sheet: the first prize, the 2 next to it, front 3 ×2, last 3
              ×2, last 2, then the 2nd ×5, 3rd ×10, 4th ×50 and 5th ×100 prizes. Labels and amounts
              between the numbers are ignored. A full-prize CSV row or a shipped draw (JSON) works
              too.
              {text.trim() !== '' && <> Read as: {FORMAT_LABELS[pasteFormatOf(text)]}.</>}
            </>
          }
        >
          {({ input, field, invalid }) => (
            <Input.TextArea
              {...input}
              className="num full-results-text"
              rows={8}
              spellCheck={false}
              autoComplete="off"
              placeholder={'รางวัลที่ 1\n097863\n…'}
              aria-invalid={invalid || review.errorCount > 0}
              onChange={(event) => {
                const next = event.target.value;
                field.onChange(next);
                if (editing) return;
                // A CSV row or a JSON draw names its period: a new draw takes it.
                const named = parseOfficialText(next, form.getValues('date'));
                if (
                  named.date !== undefined &&
                  isIsoDate(named.date) &&
                  named.date !== form.getValues('date')
                ) {
                  form.setValue('date', named.date, { shouldValidate: true });
                  form.setValue('drawDate', named.drawDate ?? named.date, { shouldValidate: true });
                }
                if (named.status !== undefined) setChosenStatus(named.status);
              }}
            />
          )}
        </FormField>

        <div className="full-results-status">
          <span>
            Status:{' '}
            <Tag color={status === 'final' ? 'green' : 'gold'}>
              {status === 'final' ? 'Final' : 'Provisional'}
            </Tag>
            {stored && status !== stored.status && (
              <span className="admin-muted">(on file: {stored.status})</span>
            )}
          </span>
          <Button onClick={() => setChosenStatus(status === 'final' ? 'provisional' : 'final')}>
            {status === 'final' ? 'Mark provisional' : 'Mark final'}
          </Button>
          {review.missing.length > 0 && (
            <span className="admin-muted">
              Not on file after saving: {review.missing.map((t) => TIER_NAMES[t]).join(', ')}
            </span>
          )}
        </div>

        {keptOrRemoved.length > 0 && (
          <Checkbox checked={removeMissing} onChange={(e) => setRemoveMissing(e.target.checked)}>
            Remove the tiers the text leaves out ({keptOrRemoved.map((t) => t.name).join(', ')})
          </Checkbox>
        )}

        {editing && (
          <FormField control={form.control} name="note" label="Note (optional)">
            {({ input }) => (
              <Input
                {...input}
                maxLength={500}
                placeholder="Why this change, e.g. GLO corrected the 5th prize"
              />
            )}
          </FormField>
        )}

        {showPreview && (
          <>
            <h3 className="admin-subtitle full-results-preview-title">Preview</h3>
            <DrawPreview review={review} />
          </>
        )}

        <div className="full-results-save">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={save.isPending}
            disabled={blocked}
          >
            {editing ? 'Save changes' : 'Save draw'}
          </Button>
          <span className="admin-muted" aria-live="polite">
            {review.errorCount > 0
              ? `Fix ${review.errorCount === 1 ? 'the error' : `the ${review.errorCount} errors`} to save.`
              : editing && review.body === null
                ? 'Nothing to change yet.'
                : !editing && review.body === null
                  ? 'Paste the numbers to save a draw.'
                  : ''}
          </span>
        </div>
      </Form>
    </>
  );
}
