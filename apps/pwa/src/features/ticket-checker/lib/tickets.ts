import * as site from '@lotto/site/verdict';
import type { Coverage, MaybeWin, TicketOutcome } from '@lotto/site/verdict';
import type { TierDisagreement, Tier } from '@lotto/contracts';
import * as v from 'valibot';
import { t } from '@/i18n';
import { appWords } from '@/i18n/words';

/*
 * The checker's form, and the app's words bound to the one verdict (`@lotto/site/verdict`, which
 * the server's plain /check form and the notifications use too): what a check compares and what a
 * verdict says are written there, once.
 */

export {
  checkTickets,
  type Coverage,
  coverageOf,
  type DrawToCheck,
  isCheckablePeriod,
  isComplete,
  matchedPart,
  type MaybeWin,
  type TicketOutcome,
  type TicketWin,
} from '@lotto/site/verdict';

export const MAX_TICKETS = 50;

/** Splits what the visitor typed into ticket numbers: spaces, commas, semicolons or new lines. */
export function splitTickets(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((ticket) => ticket.trim())
    .filter((ticket) => ticket !== '');
}

/**
 * The checker's form: one or more 6-digit numbers, duplicates removed, order kept. The messages
 * are functions: worded in the language active when the form validates.
 */
export const TicketFormSchema = v.object({
  tickets: v.pipe(
    v.string(),
    v.transform(splitTickets),
    v.minLength(1, () => t('checker.ticketsEmpty')),
    v.check(
      (list) => list.every((ticket) => /^\d{6}$/.test(ticket)),
      () => t('checker.ticketsDigits'),
    ),
    v.transform((list) => [...new Set(list)]),
    v.maxLength(MAX_TICKETS, () => t('checker.ticketsMax', { max: MAX_TICKETS })),
  ),
  /** The period date of the draw; empty means the newest draw. */
  draw: v.string(),
});

/** Why a draw of 1990–94 cannot be checked (shown instead of any verdict). */
export const sevenDigitNotice = (): string => site.sevenDigitNotice(appWords);

/** Why a ticket may have won a disputed tier, in the active language (`site.maybeWinText`). */
export const maybeWinText = (maybe: MaybeWin): string => site.maybeWinText(appWords, maybe);

/** A disputed tier a ticket matches no value of, in the active language. */
export const disputedNoneText = (disagreement: TierDisagreement): string =>
  site.disputedNoneText(appWords, disagreement);

/** Tiers in a few words, sheet order: 'first, front-3, last-3, last-2', '2nd–5th'. */
export const tierList = (tiers: readonly Tier[]): string => site.tierList(appWords, tiers);

/** A saved ticket's verdict while its draw is provisional, or null once final (`site.soFarText`). */
export const soFarText = (outcome: TicketOutcome, coverage: Coverage): string | null =>
  site.soFarText(appWords, outcome, coverage);

/** A ticket's verdict in a few words: 'Wins 2,000 baht', 'No prize', 'May have won: …'. */
export const verdictText = (outcome: TicketOutcome, coverage: Coverage): string =>
  site.verdictText(appWords, outcome, coverage);

/** A ticket's verdict in one line: '123456: Wins 2,000 baht' (a status region, a notification). */
export const ticketLine = (outcome: TicketOutcome, coverage: Coverage): string =>
  site.ticketLine(appWords, outcome, coverage);

/**
 * The verdict of `count` tickets of one number (a scanned pile): '3 tickets of 972469: front-3,
 * 4,000 baht each, 12,000 baht'; one ticket: its `ticketLine` (`site.ticketsLine`).
 */
export const ticketsLine = (outcome: TicketOutcome, coverage: Coverage, count: number): string =>
  site.ticketsLine(appWords, outcome, coverage, count);

/** The claim deadline of a draw drawn on `drawDate`, counted down from `today`. */
export const claimWindow = (drawDate: string, today: string): site.ClaimWindow =>
  site.claimWindow(appWords, drawDate, today);

/*
 * The English texts of two notes, for the tests that look for them; the screen shows them in the
 * active language, through t('checker.severalPrizes') and t('checker.nearFirstWorkedOut').
 */

/**
 * Under a ticket that matches more than one prize: the total adds them up, but whether one ticket
 * is paid for several prizes (or twice for a number drawn twice in a tier) is not on file
 * (shared/domain §9): said, not passed off as fact.
 */
export const SEVERAL_PRIZES_NOTE =
  'This number matches more than one prize. Whether one ticket is paid for each is not on file: the total adds them up; ask where you claim.';

/** When the draw's next-to-first list is not on file and the checker used the first prize ± 1. */
export const NEAR_FIRST_WORKED_OUT_NOTE =
  'Next to first prize worked out as the first prize ± 1: its numbers are not on file for this draw';
