import { isIsoDate } from '@lotto/number-tools';
import { ClaimDeadline, ClaimInfo, OutcomeVerdict } from '@lotto/site/verdict-view';
import { bangkokDay } from '@lotto/contracts';
import type { Result } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useValibotForm } from '@/components/form/plain-form';
import {
  bindFields,
  type FieldBinding,
  SaveTicketFormView,
  type SavedTicketField,
  SavedTicketsPanel,
} from '@lotto/site/saved-tickets-view';
import { useQuery } from '@tanstack/react-query';
import { formatDrawDate } from '@/lib/format';
import { t } from '@/i18n';
import { latestResultQueryOptions } from '@/draws/get-results';
import { liveRefetchInterval, useRefreshOnChange } from '@/draws/live';
import { PushChoices } from '@/draws/push-choices';
import { type DrawToCheckState, useDrawsToCheck } from '../api/use-draws-to-check';
import { SavedTicketFormSchema } from '../lib/saved-ticket-form';
import { savedTicketOf } from '../lib/scanned-tickets';
import {
  checkTickets,
  claimWindow,
  type Coverage,
  coverageOf,
  isCheckablePeriod,
  sevenDigitNotice,
  soFarText,
  type TicketOutcome,
} from '../lib/tickets';
import { type SavedTicket, ticketKey, useSavedTickets } from '../stores/saved-tickets-store';
import { ScanTicketsButton } from './scan-tickets-button';

/**
 * 'Scan tickets' in the saved tickets: what the scan read is saved as the visitor's tickets when
 * it closes (each for the period its code names, with its set), and the note says how many.
 */
function ScanToSave({ results }: { results: readonly Result[] }) {
  const save = useSavedTickets((s) => s.save);
  const [note, setNote] = useState('');
  return (
    <div className="checker-scan">
      <ScanTicketsButton
        results={results}
        onScanned={(list) => {
          if (list.length === 0) return;
          const added = save(list.map(savedTicketOf));
          setNote(t('checker.scanSavedFromScan', { count: added }));
        }}
      />
      <span className="field-extra">{t('checker.scanSavedHelp')}</span>
      <p className="checker-saved-note" role="status">
        {note}
      </p>
    </div>
  );
}

function ticketMeta(ticket: SavedTicket): string {
  return [
    ticket.period === null
      ? t('checker.periodUnknown')
      : t('checker.periodOf', { date: formatDrawDate(ticket.period) }),
    ticket.set === undefined ? null : t('checker.setOf', { set: ticket.set }),
    ticket.book === undefined ? null : t('checker.bookOf', { book: ticket.book }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A ticket saved before tickets kept their period: the period printed on it, to set. */
function SetPeriod({ ticket }: { ticket: SavedTicket }) {
  const setPeriod = useSavedTickets((s) => s.setPeriod);
  const [value, setValue] = useState('');
  const label = t('checker.periodOfTicket', { ticket: ticket.number });
  return (
    <span className="checker-set-period">
      <input
        type="date"
        className="native-date"
        aria-label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="button"
        className="btn"
        disabled={!isIsoDate(value)}
        onClick={() => setPeriod(ticketKey(ticket), value)}
      >
        {t('checker.setPeriod')}
      </button>
    </span>
  );
}

interface Checked {
  outcome: TicketOutcome;
  coverage: Coverage;
}

function checkOne(number: string, state: DrawToCheckState | undefined): Checked | null {
  if (!state?.draw) return null;
  try {
    const [outcome] = checkTickets([number], state.draw);
    return outcome ? { outcome, coverage: coverageOf(state.draw) } : null;
  } catch (error) {
    console.error(`Could not check ${number} against ${state.date}`, error);
    return null;
  }
}

/** What a saved ticket shows: its draw's verdict, or why there is none yet. */
function SavedTicketStatus({
  ticket,
  light,
  state,
  newest,
  today,
}: {
  ticket: SavedTicket;
  light: Result | undefined;
  state: DrawToCheckState | undefined;
  newest: Result | undefined;
  today: string;
}) {
  if (ticket.period !== null && !light) {
    // No draw of that period on file: still to come, or not a period date at all.
    const waiting = newest === undefined || ticket.period > newest.date || ticket.period >= today;
    return waiting ? (
      <span className="checker-waiting">
        {t('checker.waitingFor', { date: formatDrawDate(ticket.period) })}
      </span>
    ) : (
      <span className="checker-note">
        {t('checker.noDrawOnFile', { date: formatDrawDate(ticket.period) })}
      </span>
    );
  }
  if (!light) return null;
  if (!isCheckablePeriod(light.date))
    return <span className="checker-note">{sevenDigitNotice()}</span>;
  if (state?.loading) return <span className="state-text">{t('checker.checking')}</span>;
  const checked = checkOne(ticket.number, state);
  if (!checked) return <span className="checker-note">{t('checker.couldNotCheck')}</span>;
  const { outcome, coverage } = checked;
  // Draw day: what it has won so far and which prizes are not out yet.
  const soFar = soFarText(outcome, coverage);
  const won = outcome.wins.length > 0;
  const claim = claimWindow(light.drawDate, today);
  return (
    <>
      {ticket.period === null && (
        <span className="checker-note">
          {t('checker.savedBeforePeriods', { date: formatDrawDate(light.date) })}
        </span>
      )}
      <OutcomeVerdict outcome={outcome} coverage={coverage} />
      {soFar !== null && <span className="checker-so-far">{soFar}</span>}
      {ticket.period !== null && <ClaimDeadline drawDate={light.drawDate} today={today} />}
      {ticket.period !== null && won && claim.open && (
        <ClaimInfo
          wonFirst={outcome.wins.some((w) => w.tier === 'prize1')}
          currentPeriod={light.date === newest?.date}
          total={outcome.unknownAmounts === 0 ? outcome.total : null}
        />
      )}
    </>
  );
}

/** Saves a paper ticket with the period printed on it (and, if given, its set and book). */
function AddTicketForm({ results }: { results: readonly Result[] }) {
  const save = useSavedTickets((s) => s.save);
  // What saving said (antd's toast before): a polite status line under the button.
  const [savedNote, setSavedNote] = useState('');
  const form = useValibotForm(SavedTicketFormSchema, {
    defaultValues: { number: '', period: '', set: '', book: '' },
  });
  const newest = results[0];

  const onSubmit = (entry: { number: string; period: string; set?: string; book?: string }) => {
    const draw = results.find((r) => r.date === entry.period);
    if (!draw && newest && entry.period < newest.date) {
      setSavedNote('');
      form.setError('period', {
        message: t('checker.noDrawForPeriod', { date: formatDrawDate(entry.period) }),
      });
      return;
    }
    const added = save([entry], draw?.status);
    setSavedNote(
      added === 0
        ? t('checker.ticketAlreadySaved')
        : t('checker.savedTicket', {
            ticket: entry.number,
            date: formatDrawDate(entry.period),
          }),
    );
    form.reset();
  };

  const ids = useId();
  const { errors } = form.formState;
  const field = (name: SavedTicketField): FieldBinding => ({
    id: `${ids}-${name}`,
    error: errors[name]?.message,
    input: form.register(name),
  });
  return (
    <SaveTicketFormView
      fields={bindFields(field)}
      note={savedNote}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    />
  );
}

/**
 * The tickets saved on this device, newest period first, each checked against the draw of its
 * own period (never a later one), with its claim deadline and, for winners, how to claim.
 */
export function SavedTickets({
  results,
  latest: newest,
}: {
  results: readonly Result[];
  /** The newest of `results` not after today (`useAllResults`). */
  latest: Result | undefined;
}) {
  const saved = useSavedTickets((s) => s.tickets);
  const remove = useSavedTickets((s) => s.remove);
  const today = bangkokDay();

  const tickets = useMemo(
    () =>
      [...saved].sort((a, b) => {
        // Unknown periods last; then newest period first, then by number.
        const pa = a.period ?? '';
        const pb = b.period ?? '';
        return pa === pb ? a.number.localeCompare(b.number) : pa < pb ? 1 : -1;
      }),
    [saved],
  );
  const lightOf = (ticket: SavedTicket): Result | undefined =>
    ticket.period === null ? newest : results.find((r) => r.date === ticket.period);

  const lights = useMemo(() => {
    const byDate = new Map<string, Result>();
    for (const ticket of saved) {
      const light = ticket.period === null ? newest : results.find((r) => r.date === ticket.period);
      if (light) byDate.set(light.date, light);
    }
    return [...byDate.values()];
  }, [saved, results, newest]);
  const states = useDrawsToCheck(lights);
  // Draw day: while the newest draw is provisional and tickets of its period are saved here, it is
  // polled once a minute like Home's card (live.ts), and each new tier re-checks them.
  useQuery({
    ...latestResultQueryOptions(),
    refetchInterval: liveRefetchInterval(),
    refetchIntervalInBackground: false,
    enabled: newest !== undefined && saved.some((ticket) => ticket.period === newest.date),
  });
  useRefreshOnChange(newest?.date, newest, 'latest');
  const stateOf = (date: string | undefined) => states.find((s) => s.date === date);

  return (
    <SavedTicketsPanel
      form={
        <>
          <ScanToSave results={results} />
          <AddTicketForm results={results} />
          <PushChoices />
        </>
      }
      list={
        tickets.length === 0 ? undefined : (
          <>
            <p>{t('checker.eachChecked')}</p>
            <ul className="ticket-outcomes" aria-label={t('checker.savedList')}>
              {tickets.map((ticket) => {
                const light = lightOf(ticket);
                return (
                  <li
                    key={ticketKey(ticket)}
                    className="ticket-row"
                    data-ticket={ticket.number}
                    data-period={ticket.period ?? 'unknown'}
                  >
                    <span className="checker-saved-head">
                      <span className="num ticket-number">{ticket.number}</span>{' '}
                      <span className="muted">{ticketMeta(ticket)}</span>
                    </span>
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => remove(ticketKey(ticket))}
                      aria-label={t('checker.removeLabel', {
                        ticket: ticket.number,
                        meta: ticketMeta(ticket),
                      })}
                    >
                      {t('checker.remove')}
                    </button>
                    <SavedTicketStatus
                      ticket={ticket}
                      light={light}
                      state={stateOf(light?.date)}
                      newest={newest}
                      today={today}
                    />
                    {ticket.period === null && <SetPeriod ticket={ticket} />}
                    {ticket.period !== null && light && (
                      <Link
                        to="/result/$date"
                        params={{ date: light.date }}
                        className="checker-draw-link"
                      >
                        {t('checker.seeDraw', { date: formatDrawDate(light.date) })}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )
      }
    />
  );
}
