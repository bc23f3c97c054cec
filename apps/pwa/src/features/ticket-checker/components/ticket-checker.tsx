import { bangkokDay } from '@lotto/contracts';
import type { Result } from '@lotto/contracts';
import { CheckedCard as CheckedDraw } from '@lotto/site/verdict-view';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import { PlainForm, PlainFormField, useValibotForm } from '@/components/form/plain-form';
import { SlowNotice } from '@/components/ui/query-state/query-notes';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import type { PlainCheckInput } from '../lib/plain-check-input';
import { drawQueryOptions } from '@/draws/get-draw';
import { formatDrawDate } from '@/lib/format';
import { t } from '@/i18n';
import { AppPagePieces } from '@/links/app-page-pieces';
import { useDrawToCheck } from '../api/use-draws-to-check';
import { lazyDrawOption } from '../lib/draw-search';
import {
  checkTickets,
  type Coverage,
  coverageOf,
  isCheckablePeriod,
  splitTickets,
  TicketFormSchema,
  ticketLine,
  type TicketOutcome,
  tierList,
} from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';
import { type DrawOption, DrawPicker } from './draw-picker';
import { ReadTicketPhoto } from './read-ticket-photo';
import { ScanTicketsButton } from './scan-tickets-button';
import { SavedTickets } from './saved-tickets';

/**
 * Asks again for the full draw of `date` (and for the claimable draws when none are on the
 * device), cancelling a request that hangs: the checker's Retry when loading is slow or failed.
 */
function useRetryDraw(date: string): { retry: () => void; attempt: number } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    const keys: QueryKey[] = [drawQueryOptions(date).queryKey];
    const claimable = claimableDrawsQueryOptions().queryKey;
    if (queryClient.getQueryData(claimable) === undefined) keys.push(claimable);
    void (async () => {
      for (const queryKey of keys) await queryClient.cancelQueries({ queryKey, exact: true });
      await Promise.all(
        keys.map((queryKey) =>
          queryClient.refetchQueries({ queryKey, exact: true, type: 'active' }),
        ),
      );
    })();
  };
  return { retry, attempt };
}

/** The status region's opening: 'Checked against the draw of 16/11/2024'. */
function checkedAgainst(date: string): string {
  return t('checker.checkedAgainst', { date: formatDrawDate(date) });
}

/**
 * What the checker's status region says once the tickets are checked: the draw, then each
 * ticket's verdict ('123456: Wins 2,000 baht', '654321: No prize'), each its own sentence.
 */
function verdictAnnouncement(date: string, outcomes: readonly TicketOutcome[], coverage: Coverage) {
  return [checkedAgainst(date), ...outcomes.map((o) => ticketLine(o, coverage))].join(
    t('checker.sentenceSeparator'),
  );
}

function CheckedCard({
  light,
  tickets,
  isNewest,
  onVerdict,
}: {
  light: Result;
  tickets: readonly string[];
  isNewest: boolean;
  /** Hands the verdicts, in words, to the checker's status region (it outlives this card). */
  onVerdict: (text: string) => void;
}) {
  const save = useSavedTickets((s) => s.save);
  // What saving said (antd's toast before): a polite status line under the button.
  const [savedNote, setSavedNote] = useState('');
  const state = useDrawToCheck(light);
  const draw = state?.draw;
  const today = bangkokDay();
  const checkable = isCheckablePeriod(light.date);
  const retryDraw = useRetryDraw(light.date);

  const checked = useMemo(():
    | { ok: true; coverage: Coverage; outcomes: TicketOutcome[] }
    | { ok: false; error: string }
    | null => {
    if (!draw || !checkable) return null;
    try {
      return { ok: true, coverage: coverageOf(draw), outcomes: checkTickets(tickets, draw) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }, [draw, checkable, tickets]);

  const saveChecked = () => {
    if (!draw) return;
    const added = save(
      tickets.map((number) => ({ number, period: light.date })),
      draw.status,
    );
    setSavedNote(
      added === 0
        ? t('checker.ticketsAlreadySaved')
        : t('checker.savedTickets', { count: added, date: formatDrawDate(light.date) }),
    );
  };

  const outcomes = checked?.ok ? checked : null;
  const verdict = outcomes
    ? verdictAnnouncement(light.date, outcomes.outcomes, outcomes.coverage)
    : null;
  useEffect(() => {
    if (verdict !== null) onVerdict(verdict);
  }, [verdict, onVerdict]);

  // The card itself is the one the server's plain /check form renders (@lotto/site/verdict-view):
  // what only the app does — saving, loading the draw, a light copy's warning — goes in its slots.
  return (
    <>
      {checked && !checked.ok && (
        <p className="draw-notice draw-notice-error" role="alert">
          {t('checker.cannotCheck', { reason: checked.error })}
        </p>
      )}
      <CheckedDraw
        date={light.date}
        drawDate={light.drawDate}
        today={today}
        isNewest={isNewest}
        checked={checkable ? outcomes : 'sevenDigit'}
        extra={
          checkable && draw ? (
            <button
              type="button"
              className="btn"
              onClick={saveChecked}
              aria-label={t('checker.saveTicketsLabel')}
            >
              {t('checker.saveTickets')}
            </button>
          ) : null
        }
        drawLink={
          <Link to="/result/$date" params={{ date: light.date }}>
            {t('checker.seeFullDraw', { date: formatDrawDate(light.date) })}
          </Link>
        }
      >
        <p className="checker-saved-note" role="status">
          {savedNote}
        </p>
        {checkable && state?.loading && (
          <>
            <p className="state-text" aria-busy="true">
              {t('checker.loadingDraw')}
            </p>
            <SlowNotice key={retryDraw.attempt} onRetry={retryDraw.retry} />
          </>
        )}
        {draw?.source === 'light' && outcomes && (
          <p className="draw-notice draw-notice-warning">
            {state?.lightBecause === 'offline'
              ? t('checker.lightOffline', { tiers: tierList(outcomes.coverage.checked) })
              : t('checker.lightFailed', { tiers: tierList(outcomes.coverage.checked) })}
            {state?.lightBecause === 'failed' && (
              <>
                {' '}
                <button type="button" className="btn btn-small" onClick={retryDraw.retry}>
                  {t('checker.tryAgain')}
                </button>
              </>
            )}
          </p>
        )}
      </CheckedDraw>
    </>
  );
}

type TicketFormInput = v.InferInput<typeof TicketFormSchema>;

/**
 * What the checker starts with when a link sent ticket numbers (`?number=`): the check the form
 * would make of them (the draw sent, else the newest), or the form's error for them. Nothing when
 * none were sent, or when the draw sent is not one on file (its warning shows; the visitor picks).
 */
function firstCheck(
  number: string | undefined,
  initialDraw: string | undefined,
  preselected: Result | undefined,
  latest: Result | undefined,
): {
  checked: { date: string; tickets: string[] } | null;
  errors?: FieldErrors<TicketFormInput>;
} {
  if (number === undefined || (initialDraw !== undefined && !preselected)) return { checked: null };
  const parsed = v.safeParse(TicketFormSchema, { tickets: number, draw: preselected?.date ?? '' });
  if (!parsed.success) {
    const issue = parsed.issues.find((i) => i.path?.[0]?.key === 'tickets') ?? parsed.issues[0];
    return {
      checked: null,
      errors: { tickets: { type: 'validate', message: issue.message } },
    };
  }
  const date = parsed.output.draw || latest?.date;
  return { checked: date ? { date, tickets: parsed.output.tickets } : null };
}

/**
 * "Check your ticket": any number of 6-digit tickets against any draw of the whole history (the
 * newest by default, or `initialDraw`), against every tier on file — offline too, for the draws
 * kept on the device — and the tickets saved on this device, each against its own period.
 */
export function TicketChecker({
  results,
  latest,
  initialDraw,
  initialNumber,
  typed,
}: {
  results: readonly Result[];
  /** The newest of `results` not after today (`useAllResults`): checked when no draw is picked. */
  latest: Result | undefined;
  initialDraw?: string | undefined;
  /** The ticket(s) a link or the server's plain form sent (`?number=`): checked at once. */
  initialNumber?: string | undefined;
  /**
   * What the visitor typed into the server's plain form before the app took the page over: kept
   * in the fields (not checked, nothing was sent), with the focus where it was.
   */
  typed?: PlainCheckInput | undefined;
}) {
  const preselected =
    results.find((r) => r.date === initialDraw) ??
    (initialDraw === undefined ? results.find((r) => r.date === typed?.draw) : undefined);
  // A sent number is checked as the form checks it, in the first frame; a malformed one stays in
  // the field with the form's error, for the visitor to correct.
  const [first] = useState(() => firstCheck(initialNumber, initialDraw, preselected, latest));
  const [checked, setChecked] = useState<{ date: string; tickets: string[] } | null>(first.checked);
  // The verdicts of the last check in words, read out politely by the status region below.
  const [announcement, setAnnouncement] = useState('');
  const form = useValibotForm(TicketFormSchema, {
    defaultValues: { tickets: initialNumber ?? typed?.number ?? '', draw: preselected?.date ?? '' },
    ...(first.errors ? { errors: first.errors } : {}),
  });
  const ticketsRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    const field = ticketsRef.current;
    if (!typed?.focused || !field) return;
    // The focus back in the field, the caret after what was typed, as in the server's field.
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [typed]);

  // ≈ 875 draws: each option's label and search text are made when first read (the list shows
  // at most DRAW_PICKER_LIMIT; the search text on the first letter typed), not all on the first
  // render, which a cheap phone takes as one task.
  const options = useMemo<DrawOption[]>(
    () => results.map((r) => lazyDrawOption(r.date)),
    [results],
  );

  /** Adds numbers a code reader gave to the tickets typed (each once) and picks their draw. */
  const fillTickets = (numbers: readonly string[], draw: string | null) => {
    if (numbers.length === 0) return;
    const typed = splitTickets(form.getValues('tickets'));
    form.setValue('tickets', [...new Set([...typed, ...numbers])].join('\n'), {
      shouldValidate: form.formState.isSubmitted,
    });
    if (draw !== null) form.setValue('draw', draw);
  };

  const onSubmit = ({ tickets, draw }: { tickets: string[]; draw: string }) => {
    const date = draw || latest?.date;
    if (date) setChecked({ date, tickets });
  };

  if (results.length === 0) return <p className="state-text">{t('checker.noResults')}</p>;
  const checkedLight = checked ? results.find((r) => r.date === checked.date) : undefined;

  return (
    <AppPagePieces>
      <div className="checker-stack">
        {initialDraw !== undefined && !preselected && (
          <p className="draw-notice draw-notice-warning" role="alert">
            {t('checker.noDrawOf', { date: formatDrawDate(initialDraw) })}
          </p>
        )}
        <div className="panel">
          <div className="panel-body">
            <PlainForm form={form} onSubmit={onSubmit} aria-label={t('checker.formLabel')}>
              <PlainFormField
                control={form.control}
                name="tickets"
                label={t('checker.ticketNumbers')}
                extra={t('checker.ticketNumbersHelp')}
              >
                {({ input }) => (
                  <textarea
                    {...input}
                    ref={(element) => {
                      input.ref(element);
                      ticketsRef.current = element;
                    }}
                    className="native-text"
                    rows={3}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={t('checker.ticketNumbersPlaceholder')}
                  />
                )}
              </PlainFormField>
              <div className="checker-scan">
                <ScanTicketsButton
                  results={results}
                  onPrintedNumbers={(numbers) => fillTickets(numbers, null)}
                  onScanned={(list) => {
                    const onFile = list.find((ticket) => ticket.draw.onFile);
                    fillTickets(
                      list.map((ticket) => ticket.number),
                      onFile?.draw.date ?? null,
                    );
                  }}
                />
              </div>
              <ReadTicketPhoto
                results={results}
                onRead={({ numbers, draw }) => fillTickets(numbers, draw)}
              />
              <PlainFormField
                control={form.control}
                name="draw"
                label={t('checker.drawLabel')}
                extra={t('checker.drawHelp')}
              >
                {({ field, id, invalid, errorId }) => (
                  <DrawPicker
                    id={id}
                    inputRef={field.ref}
                    options={options}
                    value={field.value || latest?.date}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                  />
                )}
              </PlainFormField>
              <button type="submit" className="btn btn-primary btn-large btn-block">
                {t('checker.check')}
              </button>
            </PlainForm>
          </div>
        </div>

        {checked && checkedLight && (
          <CheckedCard
            key={`${checked.date}:${checked.tickets.join(',')}`}
            light={checkedLight}
            tickets={checked.tickets}
            isNewest={checkedLight.date === latest?.date}
            onVerdict={setAnnouncement}
          />
        )}

        <SavedTickets results={results} latest={latest} />
      </div>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </AppPagePieces>
  );
}
