import type { DrawStatus, Result } from '@lotto/contracts';
import { t } from '@/i18n';
import { formatBaht } from '@/lib/format';
import type { SavedTicket } from '../stores/saved-tickets-store';
import {
  checkTickets,
  type Coverage,
  coverageOf,
  type DrawToCheck,
  isCheckablePeriod,
  isComplete,
  soFarText,
  type TicketOutcome,
  tierList,
} from './tickets';

/*
 * What the new-draw watcher tells the member about their saved tickets, decided from what is on
 * the device: one announcement per period when its draw lands, again when a provisional draw turns
 * final or (on draw day) a tier arrives while the provisional one is on screen. Tickets without a
 * period are checked against each new draw.
 */

/** The saved tickets and what has been announced of them (the saved-tickets store). */
export interface WatchedTickets {
  tickets: readonly SavedTicket[];
  /** Per period, the status its draw had when its tickets were announced. */
  notified: Readonly<Record<string, DrawStatus>>;
  /** The last draw the tickets without a period were checked against. */
  lastCheckedDraw: string | null;
}

/** Whether the tickets without a period are still to be checked against `latest`. */
export function unknownPeriodDue(
  latest: Result | null | undefined,
  saved: WatchedTickets,
): boolean {
  return (
    latest != null &&
    saved.tickets.some((ticket) => ticket.period === null) &&
    (saved.lastCheckedDraw === null || latest.date > saved.lastCheckedDraw)
  );
}

/**
 * The draws to look up in full: each period of a saved ticket whose draw has landed (not after
 * `latest`) and was not announced as final, and `latest` for the tickets without a period. A
 * period the light list on the device (`results`) does not know yet is still looked up.
 */
export function periodsToAnnounce(
  latest: Result | null | undefined,
  saved: WatchedTickets,
  results: readonly Result[] | undefined,
): Result[] {
  if (!latest) return [];
  const due = new Set<string>();
  for (const ticket of saved.tickets) {
    const { period } = ticket;
    if (period !== null && period <= latest.date && saved.notified[period] !== 'final') {
      due.add(period);
    }
  }
  if (unknownPeriodDue(latest, saved)) due.add(latest.date);
  const found: Result[] = [];
  for (const date of due) {
    if (!isCheckablePeriod(date)) continue;
    found.push(
      date === latest.date
        ? latest
        : (results?.find((r) => r.date === date) ?? {
            _id: '',
            date,
            drawDate: date,
            status: 'final' as const,
            missing: [],
          }),
    );
  }
  return found;
}

/** An announcement still on screen in this visit: the tiers it named, and whether it was closed. */
export interface OpenAnnouncement {
  tiers: string;
  closed: boolean;
}

/** What to tell the member about one period now. */
export interface DrawNotice {
  key: string;
  /** The provisional announcement this final one replaces. */
  replaces: string | null;
  /** 'final': the draw was announced while provisional and is final now. */
  title: 'new' | 'final';
  summary: string;
  provisional: boolean;
  /** Per ticket, what is known so far of a draw still coming in. */
  soFar: string[];
  /** What the watcher keeps of it for the rest of the visit (null: forget it). */
  open: OpenAnnouncement | null;
}

export interface DrawAnnouncement {
  /** Record that the period's tickets were announced with this status. */
  notifiedAs: DrawStatus | null;
  /** Record that the tickets without a period were checked against this draw. */
  checkedUnknown: boolean;
  /**
   * The period's own tickets against the draw (the system notification's lines); an error when
   * they could not be checked.
   */
  verdicts: { outcomes: TicketOutcome[]; coverage: Coverage } | { error: unknown };
  notice: DrawNotice | null;
}

/**
 * What to do about the full `draw` of a period: what to record, the verdicts of its tickets, and
 * the notice to show (null when nothing is new). `announced`: the announcement of this period still
 * on screen from earlier in the visit.
 */
export function announcementFor(
  draw: DrawToCheck,
  saved: WatchedTickets,
  latest: Result,
  announced: OpenAnnouncement | undefined,
): DrawAnnouncement {
  const before: DrawStatus | undefined = saved.notified[draw.date];
  const periodDue = before !== draw.status && before !== 'final';
  const withUnknown = unknownPeriodDue(latest, saved) && latest.date === draw.date;
  const coverage = coverageOf(draw);
  // On draw day: a tier arrived since the provisional announcement still on screen.
  const update =
    !periodDue &&
    draw.status === 'provisional' &&
    announced !== undefined &&
    !announced.closed &&
    announced.tiers !== coverage.checked.join();
  const ofPeriod = saved.tickets.filter((ticket) => ticket.period === draw.date);
  const numbers = [
    ...(periodDue || update ? ofPeriod : []),
    ...(withUnknown ? saved.tickets.filter((ticket) => ticket.period === null) : []),
  ].map((ticket) => ticket.number);
  const recorded = { notifiedAs: periodDue ? draw.status : null, checkedUnknown: withUnknown };

  let outcomes: TicketOutcome[];
  try {
    outcomes = checkTickets(
      [...new Set([...numbers, ...ofPeriod.map((ticket) => ticket.number)])],
      draw,
    );
  } catch (error) {
    return { ...recorded, verdicts: { error }, notice: null };
  }
  const verdicts = {
    outcomes: outcomes.filter((o) => ofPeriod.some((ticket) => ticket.number === o.ticket)),
    coverage,
  };
  if (numbers.length === 0) return { ...recorded, verdicts, notice: null };

  const shown = outcomes.filter((o) => numbers.includes(o.ticket));
  const provisional = draw.status === 'provisional';
  return {
    ...recorded,
    verdicts,
    notice: {
      key: `draw-${draw.date}-${draw.status}`,
      replaces: provisional ? null : `draw-${draw.date}-provisional`,
      title: before === 'provisional' && draw.status === 'final' ? 'final' : 'new',
      summary: summaryOf(shown, coverage),
      provisional: coverage.provisional,
      soFar: shown
        .map((o) => soFarText(o, coverage))
        .filter((line): line is string => line !== null),
      open: provisional ? { tiers: coverage.checked.join(), closed: false } : null,
    },
  };
}

/**
 * "1 of your saved tickets won …" or "None of your … won", as far as the tiers on file go; the
 * tickets that may have won a disputed tier are named apart ("… may have won (sources disagree …)"),
 * never counted as winners or as losers.
 */
function summaryOf(shown: readonly TicketOutcome[], coverage: Coverage): string {
  const winners = shown.filter((o) => o.wins.length > 0);
  const maybe = shown.filter((o) => o.maybe.length > 0);
  const maybeText =
    maybe.length > 0
      ? t('checker.someMayHaveWon', {
          count: maybe.length,
          tickets: maybe.map((o) => o.ticket).join(t('checker.listSeparator')),
        })
      : null;
  if (winners.length === 0) {
    if (maybeText !== null && maybe.length === shown.length) return maybeText;
    const none =
      isComplete(coverage) || coverage.provisional
        ? t('checker.noneWon', { count: shown.length - maybe.length })
        : t('checker.noneWonOnFile', {
            count: shown.length - maybe.length,
            tiers: tierList(coverage.checked),
          });
    return maybeText === null ? none : `${maybeText} ${none}`;
  }
  const won = {
    count: winners.length,
    amount: formatBaht(winners.reduce((sum, o) => sum + o.total, 0)),
    tickets: winners.map((w) => w.ticket).join(t('checker.listSeparator')),
  };
  const wonText =
    coverage.unit === 'slip' ? t('checker.someWonPerSlip', won) : t('checker.someWon', won);
  return maybeText === null ? wonText : `${wonText} ${maybeText}`;
}
