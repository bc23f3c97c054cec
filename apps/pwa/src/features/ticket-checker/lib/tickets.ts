import {
  certainDisputedWins,
  drawAmount,
  type DrawNumbers,
  type DrawStatus,
  eraOf,
  eraTiers,
  isDisputed,
  possibleWins,
  type PrizeUnit,
  scheduleFor,
  type StatedAmounts,
  type Tier,
  type TierDisagreement,
  tierNumbers,
  type ValueSource,
} from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import * as v from 'valibot';
import { differingNumbers, disagreementOn, sourceName } from '@/draws/disagreements';
import { type MessageId, t, tierName } from '@/i18n';

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
  /** Tiers the sources disagree on (absent from the numbers), every source's value kept. */
  disagreements?: readonly TierDisagreement[] | undefined;
  /** Amounts a source stated for this draw (`drawAmount`). */
  amounts?: StatedAmounts | undefined;
}

/**
 * One prize won: its tier and the amount per ticket or slip (`drawAmount`: the draw's schedule,
 * or what a source stated for the draw; null: not on file, or disputed — `disputedAmount` then
 * holds each figure with its source).
 */
export interface TicketWin {
  tier: Tier;
  amount: number | null;
  /** Where the amount comes from, when it is not the schedule (e.g. `sanook`). */
  amountSource?: ValueSource;
  disputedAmount?: { source: ValueSource; baht: number }[];
}

/**
 * A disputed tier the ticket *may* have won: it matches some sources' value, not the others'.
 * Never a win, never a loss: the verdict says so and why.
 */
export interface MaybeWin extends TicketWin {
  /** The sources whose value the ticket matches. */
  matching: ValueSource[];
  /** The number the ticket matches ('96' for a last-2, the ticket itself for a 6-digit tier). */
  number: string;
  disagreement: TierDisagreement;
}

export interface TicketOutcome {
  ticket: string;
  /** Prizes won, whichever source is right for the disputed tiers. */
  wins: TicketWin[];
  /** Disputed tiers the ticket may have won (it matches some sources' value only). */
  maybe: MaybeWin[];
  /** Disputed tiers the ticket matches no value of: not won, whichever source is right. */
  disputedNone: TierDisagreement[];
  /** Sum of the amounts on file of the wins (the may-wins are not added). */
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
  /**
   * Tiers the sources disagree on: compared with every source's value (a ticket matching some
   * values only *may* have won), and also listed in `checked`.
   */
  disputed: Tier[];
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
  const disputed: Tier[] = [];
  for (const tier of eraTiers(draw.date)) {
    if (tierOnFile(draw, tier)) checked.push(tier);
    else if (isDisputed(draw, tier)) {
      checked.push(tier);
      disputed.push(tier);
    } else if (draw.source === 'full' || draw.missing.includes(tier)) notOnFile.push(tier);
    else notOnDevice.push(tier);
  }
  return {
    checked,
    notOnFile,
    notOnDevice,
    disputed,
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
export function sevenDigitNotice(): string {
  return t('checker.sevenDigit');
}

/** Whether a 6-digit ticket of today can be checked against a draw of this period. */
export function isCheckablePeriod(date: string): boolean {
  return eraOf(date).checkable;
}

/** A won tier with its amount for this draw (`drawAmount`) and where the amount comes from. */
function winOf(draw: DrawToCheck, tier: Tier): TicketWin {
  const amount = drawAmount(draw, tier);
  const win: TicketWin = { tier, amount: amount.baht };
  if (amount.source !== null && amount.source !== 'schedule') win.amountSource = amount.source;
  if (amount.disagreement) win.disputedAmount = amount.disagreement;
  return win;
}

/** The part of a ticket a tier compares: its first three, last three or last two digits, or all six. */
export function matchedPart(ticket: string, tier: Tier): string {
  if (tier === 'front3') return ticket.slice(0, 3);
  if (tier === 'last3') return ticket.slice(3);
  if (tier === 'last2') return ticket.slice(4);
  return ticket;
}

/**
 * Every prize each ticket wins among the tiers of `draw` on file, with the amounts of the draw
 * (`drawAmount`: its own prize schedule — never today's amounts for an old draw — or what a source
 * stated for it). A disputed tier is compared with every source's value: won when every value
 * makes the ticket win, *maybe* won when some do, not won when none does. Throws, like
 * `checkTicket`, when the draw is malformed or belongs to the 7-digit era.
 */
export function checkTickets(tickets: readonly string[], draw: DrawToCheck): TicketOutcome[] {
  if (!isCheckablePeriod(draw.date)) {
    throw new RangeError(`The draw of ${draw.date} had 7-digit first prizes`);
  }
  return tickets.map((ticket) => {
    const wins = [...checkTicket(ticket, draw), ...certainDisputedWins(ticket, draw)].map((tier) =>
      winOf(draw, tier),
    );
    const maybe = possibleWins(ticket, draw).map((possible) => ({
      ...winOf(draw, possible.tier),
      matching: possible.matching,
      number: matchedPart(ticket, possible.tier),
      disagreement: disagreementOn(draw, possible.tier) ?? {
        tier: possible.tier,
        values: [...possible.values],
      },
    }));
    const decided = new Set<Tier>([...wins.map((w) => w.tier), ...maybe.map((m) => m.tier)]);
    return {
      ticket,
      wins,
      maybe,
      disputedNone: (draw.disagreements ?? []).filter((d) => !decided.has(d.tier)),
      total: wins.reduce((sum, w) => sum + (w.amount ?? 0), 0),
      unknownAmounts: wins.filter((w) => w.amount === null).length,
    };
  });
}

/**
 * Why a ticket may have won a disputed tier, in the active language: "Your ticket matches 96
 * from GLO's table; the Sanook archive has 06 — check GLO's official sheet before you claim".
 */
export function maybeWinText(maybe: MaybeWin): string {
  const others = differingNumbers(maybe.disagreement)
    .filter(({ source }) => !maybe.matching.includes(source))
    .map(({ source, numbers }) =>
      t('checker.sourceHas', { source: sourceName(source), numbers: numbers.join(' ') }),
    );
  return t('checker.maybeWon', {
    number: maybe.number,
    sources: maybe.matching.map(sourceName).join(t('checker.listSeparator')),
    others: others.join(t('checker.othersSeparator')),
  });
}

/**
 * A disputed tier a ticket matches no value of: "Last 2 digits: sources disagree (96 in GLO's
 * table, 06 in the Sanook archive); your ticket matches none of them, so it did not win this prize
 * either way."
 */
export function disputedNoneText(disagreement: TierDisagreement): string {
  return t('checker.disputedNone', {
    tier: tierName(disagreement.tier),
    values: differingNumbers(disagreement)
      .map(({ source, numbers }) =>
        t('results.sourceValue', { numbers: numbers.join(' '), source: sourceName(source) }),
      )
      .join(t('checker.listSeparator')),
  });
}

const SHORT_NAMES = {
  prize1: 'checker.shortPrize1',
  near1: 'checker.shortNear1',
  front3: 'checker.shortFront3',
  last3: 'checker.shortLast3',
  last2: 'checker.shortLast2',
  prize2: 'checker.shortPrize2',
  prize3: 'checker.shortPrize3',
  prize4: 'checker.shortPrize4',
  prize5: 'checker.shortPrize5',
} as const satisfies Record<Tier, MessageId>;
const LOWER: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** Tiers in a few words, sheet order: 'first, front-3, last-3, last-2', '2nd–5th'. */
export function tierList(tiers: readonly Tier[]): string {
  const allLower = LOWER.every((tier) => tiers.includes(tier));
  const words: string[] = [];
  for (const tier of tiers) {
    if (allLower && LOWER.includes(tier)) {
      if (tier === 'prize2') words.push(t('checker.shortPrize2to5'));
      continue;
    }
    words.push(t(SHORT_NAMES[tier]));
  }
  return words.join(t('checker.listSeparator'));
}

/**
 * A saved ticket's verdict while its draw is provisional: what it has won so far and which prizes
 * are not out yet — '123456: last-2 so far; 2nd–5th prizes not out yet', '123456: no prize so far;
 * front-3, last-3, last-2, 2nd–5th prizes not out yet'. Once the draw is final (or nothing is still
 * to come), null: the usual verdict says it all.
 */
export function soFarText(outcome: TicketOutcome, coverage: Coverage): string | null {
  if (!coverage.provisional) return null;
  const won = outcome.wins.map((w) => w.tier);
  const maybe = outcome.maybe.map((m) => m.tier);
  let wonText =
    won.length === 0
      ? maybe.length === 0
        ? t('checker.soFarNone')
        : t('checker.soFarMaybe', { tiers: tierList(maybe) })
      : t('checker.soFarWon', { tiers: tierList([...new Set(won)]) });
  if (won.length > 0 && maybe.length > 0) {
    wonText = t('checker.soFarWonAndMaybe', { won: wonText, tiers: tierList(maybe) });
  }
  const waiting = coverage.notOnFile.filter((tier) => tier !== 'near1');
  if (waiting.length === 0) {
    return t('checker.soFarAllOut', { ticket: outcome.ticket, won: wonText });
  }
  return t('checker.soFarWaiting', {
    ticket: outcome.ticket,
    won: wonText,
    tiers: tierList(waiting),
  });
}
