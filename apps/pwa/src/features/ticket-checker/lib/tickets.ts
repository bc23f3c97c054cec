import { checkTicket, type PrizeTier, type PrizeWin } from '@lotto/number-tools';
import type { Result } from '@lotto/contracts';
import * as v from 'valibot';

export const TIER_LABELS: Readonly<Record<PrizeTier, string>> = {
  first: 'First prize',
  near1: 'Next to first prize',
  prize2: '2nd prize',
  prize3: '3rd prize',
  prize4: '4th prize',
  prize5: '5th prize',
  front3: 'Front 3 digits',
  last3: 'Last 3 digits',
  last2: 'Last 2 digits',
};

export const MAX_TICKETS = 50;

/** Splits what the visitor typed into ticket numbers: spaces, commas, semicolons or new lines. */
export function splitTickets(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/** The checker's form: one or more 6-digit numbers, duplicates removed, order kept. */
export const TicketFormSchema = v.object({
  tickets: v.pipe(
    v.string(),
    v.transform(splitTickets),
    v.minLength(1, 'Enter at least one 6-digit ticket number'),
    v.check(
      (list) => list.every((t) => /^\d{6}$/.test(t)),
      'Each ticket number must be exactly 6 digits',
    ),
    v.transform((list) => [...new Set(list)]),
    v.maxLength(MAX_TICKETS, `Check at most ${MAX_TICKETS} tickets at a time`),
  ),
  /** Empty means the newest draw. */
  drawId: v.string(),
});

export interface TicketOutcome {
  ticket: string;
  wins: PrizeWin[];
  total: number;
}

/** Every prize each ticket wins in `result`, with the ticket's total in baht. */
export function checkTickets(tickets: readonly string[], result: Result): TicketOutcome[] {
  return tickets.map((ticket) => {
    const wins = checkTicket(ticket, result);
    return { ticket, wins, total: wins.reduce((sum, w) => sum + w.amount, 0) };
  });
}

/** The newest draw dated on or before `today` (YYYY-MM-DD); results are newest first. */
export function latestDrawOnOrBefore(
  results: readonly Result[],
  today: string,
): Result | undefined {
  return results.find((r) => r.date <= today);
}
