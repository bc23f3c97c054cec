import {
  type DrawNumbers,
  type DrawStatus,
  eraOf,
  eraTiers,
  type PrizeUnit,
  scheduleFor,
  type Tier,
  tierNumbers,
} from '@lotto/contracts';
import { checkTicket, type DrawResult, type PrizeTier } from '@lotto/number-tools';
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

/** number-tools names the first prize `first`; the draw model calls that tier `prize1`. */
const DRAW_TIER: Readonly<Record<PrizeTier, Tier>> = {
  first: 'prize1',
  near1: 'near1',
  prize2: 'prize2',
  prize3: 'prize3',
  prize4: 'prize4',
  prize5: 'prize5',
  front3: 'front3',
  last3: 'last3',
  last2: 'last2',
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
  /** The period date of the draw; empty means the newest draw. */
  draw: v.string(),
});

/**
 * A draw as the checker has it for one period: the tiers on file, and whether they are every tier
 * the server holds (`full`: from the claimable draws or `GET /results/:date`) or only the main
 * tiers of the light list (`light`: offline, the full draw not on this device).
 */
export interface DrawToCheck extends DrawNumbers {
  date: string;
  drawDate: string;
  status: DrawStatus;
  /** Tiers of the era the server does not hold (historic gaps, or still coming in). */
  missing: readonly Tier[];
  source: 'full' | 'light';
}

/** One prize won: its tier and the amount per ticket or slip of the draw's schedule (null: not on file). */
export interface TicketWin {
  tier: PrizeTier;
  amount: number | null;
}

export interface TicketOutcome {
  ticket: string;
  wins: TicketWin[];
  /** Sum of the amounts on file. */
  total: number;
  /** How many wins have no amount on file. */
  unknownAmounts: number;
}

/** What a check covered: the tiers compared, and why the others were not. */
export interface Coverage {
  /** Tiers compared, in sheet order (near-first counts when the first prize is on file). */
  checked: Tier[];
  /** Tiers of the era the server does not hold. */
  notOnFile: Tier[];
  /** Tiers on the server but not on this device (offline, light list only). */
  notOnDevice: Tier[];
  provisional: boolean;
  /**
   * The next-to-first numbers were worked out as the first prize ± 1 because the draw's own list
   * is not on file (the draw page says 'not on file' for them).
   */
  nearFirstWorkedOut?: boolean;
  /** 'ticket' (80-baht ticket) or 'slip' (40-baht slip), null when no schedule is on file. */
  unit: PrizeUnit | null;
}

function tierOnFile(draw: DrawNumbers, tier: Tier): boolean {
  // Next to first prize is the first prize ± 1: known whenever the first prize is.
  if (tier === 'near1') return tierNumbers(draw, 'prize1') !== undefined;
  return tierNumbers(draw, tier) !== undefined;
}

/** Which tiers of its era a check against `draw` compares, and which it cannot. */
export function coverageOf(draw: DrawToCheck): Coverage {
  const checked: Tier[] = [];
  const notOnFile: Tier[] = [];
  const notOnDevice: Tier[] = [];
  for (const tier of eraTiers(draw.date)) {
    if (tierOnFile(draw, tier)) checked.push(tier);
    else if (draw.source === 'full' || draw.missing.includes(tier)) notOnFile.push(tier);
    else notOnDevice.push(tier);
  }
  return {
    checked,
    notOnFile,
    notOnDevice,
    provisional: draw.status === 'provisional',
    nearFirstWorkedOut: checked.includes('near1') && tierNumbers(draw, 'near1') === undefined,
    unit: scheduleFor(draw.date)?.unit ?? null,
  };
}

/** Whether a check against this coverage can say a bare 'No prize'. */
export function isComplete(coverage: Coverage): boolean {
  return (
    !coverage.provisional && coverage.notOnFile.length === 0 && coverage.notOnDevice.length === 0
  );
}

/** Why a draw of 1990–94 cannot be checked (shown instead of any verdict). */
export const SEVEN_DIGIT_NOTICE =
  'The first prizes of 1990–94 had 7 digits: tickets of that time cannot be checked as today’s 6-digit tickets.';

/** Whether a 6-digit ticket of today can be checked against a draw of this period. */
export function isCheckablePeriod(date: string): boolean {
  return eraOf(date).checkable;
}

function toDrawResult(draw: DrawToCheck): DrawResult {
  return {
    date: draw.date,
    prize1: draw.prize1,
    front3: draw.front3,
    last3: draw.last3,
    last2: draw.last2,
    prize2: draw.prize2,
    prize3: draw.prize3,
    prize4: draw.prize4,
    prize5: draw.prize5,
  };
}

/**
 * Every prize each ticket wins among the tiers of `draw` on file, with the amounts of the draw's
 * own prize schedule (never today's amounts for an old draw). Throws, like `checkTicket`, when
 * the draw is malformed or belongs to the 7-digit era.
 */
export function checkTickets(tickets: readonly string[], draw: DrawToCheck): TicketOutcome[] {
  if (!isCheckablePeriod(draw.date)) {
    throw new RangeError(`The draw of ${draw.date} had 7-digit first prizes`);
  }
  const schedule = scheduleFor(draw.date);
  const result = toDrawResult(draw);
  return tickets.map((ticket) => {
    const wins = checkTicket(ticket, result).map(({ tier }) => ({
      tier,
      amount: schedule?.amounts[DRAW_TIER[tier]] ?? null,
    }));
    return {
      ticket,
      wins,
      total: wins.reduce((sum, w) => sum + (w.amount ?? 0), 0),
      unknownAmounts: wins.filter((w) => w.amount === null).length,
    };
  });
}

const SHORT_NAMES: Readonly<Record<Tier, string>> = {
  prize1: 'first',
  near1: 'next to first',
  front3: 'front-3',
  last3: 'last-3',
  last2: 'last-2',
  prize2: '2nd',
  prize3: '3rd',
  prize4: '4th',
  prize5: '5th',
};
const LOWER: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** Tiers in a few words, sheet order: 'first, front-3, last-3, last-2', '2nd–5th'. */
export function tierList(tiers: readonly Tier[]): string {
  const allLower = LOWER.every((tier) => tiers.includes(tier));
  const words: string[] = [];
  for (const tier of tiers) {
    if (allLower && LOWER.includes(tier)) {
      if (tier === 'prize2') words.push('2nd–5th');
      continue;
    }
    words.push(SHORT_NAMES[tier]);
  }
  return words.join(', ');
}

/**
 * A saved ticket's verdict while its draw is provisional: what it has won so far and which prizes
 * are not out yet — '123456: last-2 so far; 2nd–5th prizes not out yet', '123456: no prize so far;
 * front-3, last-3, last-2, 2nd–5th prizes not out yet'. Once the draw is final (or nothing is still
 * to come), null: the usual verdict says it all.
 */
export function soFarText(outcome: TicketOutcome, coverage: Coverage): string | null {
  if (!coverage.provisional) return null;
  const won = outcome.wins.map((w) => DRAW_TIER[w.tier]);
  const wonText = won.length === 0 ? 'no prize so far' : `${tierList([...new Set(won)])} so far`;
  const waiting = coverage.notOnFile.filter((tier) => tier !== 'near1');
  if (waiting.length === 0)
    return `${outcome.ticket}: ${wonText}; every prize is out, not final yet`;
  return `${outcome.ticket}: ${wonText}; ${tierList(waiting)} prizes not out yet`;
}
