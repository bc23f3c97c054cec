import type { Draw, PushKind, Tier } from '@lotto/contracts';
import {
  checkTickets,
  type Coverage,
  coverageOf,
  type DrawToCheck,
  isCheckablePeriod,
  type TicketOutcome,
  ticketsLine,
  tierList,
} from '../checker/verdict.js';
import { drawSummary, missingTierWords } from '../draw/draw-text.js';
import type { Words } from '../words.js';

/*
 * What a draw-day notification says (issue 38), once: the service worker writes it from the draw a
 * push carries and the tickets saved on the device; the API's push carries the same draw's words
 * (Declarative Web Push's `notification`, shown as it is where no worker runs). A ticket's verdict
 * is the checker's (`checkTickets`, `ticketsLine`), never worded again here.
 */

/** A notification's two lines. */
export interface NoticeText {
  title: string;
  body: string;
}

/** A ticket saved on the device, as far as a notification needs it. */
export interface NoticeTicket {
  number: string;
  /** The period printed on the ticket; null: saved before tickets kept it (checked against each new draw). */
  period: string | null;
}

/** The draw as the checker takes it: a push carries every tier on file (`full`). */
function toCheck(draw: Draw): DrawToCheck {
  return { ...draw, source: 'full' };
}

/** Tiers worth naming on draw day: next-to-first comes with the first prize. */
function named(tiers: readonly Tier[]): Tier[] {
  return tiers.filter((tier) => tier !== 'near1');
}

/**
 * A final draw's notification: 'Draw of 16/12/2026 is final', then `lines` (the numbers; the open
 * page adds its saved tickets' verdicts, the push worker a no-win note). The one wording of it: the
 * page's own notification (apps/pwa draw-notices.ts) and the push's both come from here.
 */
export function finalNoticeText(words: Words, date: string, lines: readonly string[]): NoticeText {
  return {
    title: words.t('push.finalTitle', { date: words.drawDate(date) }),
    body: lines.join('\n'),
  };
}

/**
 * What a push announces about a draw, without the visitor's tickets:
 * - `final`: 'Draw of 16/12/2026 is final' — 'First prize 123456 · Front 3: … · Last 2: 34';
 * - `tier`: 'Draw of 16/12/2026: first, front-3, last-3, last-2 out' — the numbers so far, then
 *   which prizes are still to come;
 * - `corrected`: 'Draw of 16/12/2026: numbers corrected' — 'The numbers were corrected: …'.
 */
export function drawNoticeText(words: Words, kind: PushKind, draw: Draw): NoticeText {
  const date = words.drawDate(draw.date);
  const summary = drawSummary(words, draw);
  if (kind === 'final') return finalNoticeText(words, draw.date, [summary]);
  if (kind === 'corrected') {
    return {
      title: words.t('push.correctedTitle', { date }),
      body: words.t('push.correctedBody', { summary }),
    };
  }
  const coverage = coverageOf(toCheck(draw));
  const out = named(coverage.checked);
  const waiting = named(coverage.notOnFile);
  return {
    title:
      out.length === 0
        ? words.t('push.tierNoneTitle', { date })
        : words.t('push.tierTitle', { date, tiers: tierList(words, out) }),
    body:
      waiting.length === 0
        ? summary
        : words.t('push.tierBody', { summary, waiting: missingTierWords(words, waiting) }),
  };
}

/** The saved tickets a draw decides: those of its period, and those saved without one. */
export function ticketsOfDraw<T extends NoticeTicket>(
  draw: Pick<Draw, 'date'>,
  tickets: readonly T[],
): T[] {
  return tickets.filter((ticket) => ticket.period === draw.date || ticket.period === null);
}

interface Counted {
  outcome: TicketOutcome;
  /** Tickets of this number (one per set). */
  count: number;
}

/** Each number once with how many saved tickets carry it, checked against the draw. */
function countedOutcomes(draw: Draw, tickets: readonly NoticeTicket[]): Counted[] {
  const counts = new Map<string, number>();
  for (const ticket of ticketsOfDraw(draw, tickets)) {
    counts.set(ticket.number, (counts.get(ticket.number) ?? 0) + 1);
  }
  if (counts.size === 0 || !isCheckablePeriod(draw.date)) return [];
  return checkTickets([...counts.keys()], toCheck(draw)).map((outcome) => ({
    outcome,
    count: counts.get(outcome.ticket) ?? 1,
  }));
}

function titleOf(words: Words, date: string, winners: readonly Counted[], coverage: Coverage) {
  const won = winners.filter(({ outcome }) => outcome.wins.length > 0);
  const tickets = won.reduce((sum, { count }) => sum + count, 0);
  if (won.length === 0) return words.t('push.mayHaveWonTitle', { date });
  const total = won.reduce((sum, { outcome, count }) => sum + outcome.total * count, 0);
  if (total === 0) return words.t('push.wonUnknownTitle', { date, count: tickets });
  const baht = words.baht(total);
  const amount =
    coverage.unit === 'slip'
      ? words.t('checker.bahtPerSlip', { amount: baht })
      : words.t('checker.baht', { amount: baht });
  return coverage.provisional
    ? words.t('push.wonSoFarTitle', { date, count: tickets, amount })
    : words.t('push.wonTitle', { date, count: tickets, amount });
}

/**
 * The notification a winning saved ticket gets: 'Your ticket won 2,000 baht — draw of 16/12/2026'
 * (several tickets: their sum; still coming in: 'so far'; a disputed tier: 'may have won') and one
 * line per winning number in the checker's words ('123456: Wins 2,000 baht', '3 tickets of 972469:
 * front-3, 4,000 baht each, 12,000 baht'). Null when no saved ticket of this draw wins or may have
 * won (or the draw is of the 7-digit era).
 */
export function ticketNoticeText(
  words: Words,
  draw: Draw,
  tickets: readonly NoticeTicket[],
): NoticeText | null {
  const winners = countedOutcomes(draw, tickets).filter(
    ({ outcome }) => outcome.wins.length > 0 || outcome.maybe.length > 0,
  );
  if (winners.length === 0) return null;
  const coverage = coverageOf(toCheck(draw));
  return {
    title: titleOf(words, words.drawDate(draw.date), winners, coverage),
    body: winners
      .map(({ outcome, count }) => ticketsLine(words, outcome, coverage, count))
      .join('\n'),
  };
}

/**
 * The quiet note of a final draw none of the saved tickets won (every push shows a notification):
 * 'Draw of 16/12/2026 is final' — 'None of your 2 saved ticket(s) won this time.' (or that no
 * ticket of this draw is saved on the device), then the numbers.
 */
export function noWinNoticeText(
  words: Words,
  draw: Draw,
  tickets: readonly NoticeTicket[],
): NoticeText {
  const count = ticketsOfDraw(draw, tickets).length;
  const none = count === 0 ? words.t('push.noTicketsSaved') : words.t('checker.noneWon', { count });
  return finalNoticeText(words, draw.date, [none, drawSummary(words, draw)]);
}

/**
 * What a push says when its message cannot be read (every push must show a notification):
 * 'Lottery results' — 'New results are out: open the app to see them.'
 */
export function genericNoticeText(words: Words): NoticeText {
  return { title: words.t('push.genericTitle'), body: words.t('push.genericBody') };
}
