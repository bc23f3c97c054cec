import {
  certainDisputedWins,
  claimDeadline,
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
import { differingNumbers, disagreementOn } from '../disagreements.js';
import type { Words } from '../words.js';

/*
 * The checker's verdict, once: which prizes a ticket wins in a draw and what that is in words —
 * the sentence, each prize with its amount, "may have won" on a disputed tier, the tiers it could
 * not check, the claim deadline. The app's checker and saved tickets, the server's plain /check
 * form and the draw-day notifications all call these; none words a verdict of its own.
 */

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

/** Why a draw of 1990–94 cannot be checked (shown instead of any verdict). */
export function sevenDigitNotice(words: Words): string {
  return words.t('checker.sevenDigit');
}

/**
 * Why a ticket may have won a disputed tier: "Your ticket matches 96 from GLO's table; the Sanook
 * archive has 06 — check GLO's official sheet before you claim".
 */
export function maybeWinText(words: Words, maybe: MaybeWin): string {
  const others = differingNumbers(maybe.disagreement)
    .filter(({ source }) => !maybe.matching.includes(source))
    .map(({ source, numbers }) =>
      words.t('checker.sourceHas', {
        source: words.sourceName(source),
        numbers: numbers.join(' '),
      }),
    );
  return words.t('checker.maybeWon', {
    number: maybe.number,
    sources: maybe.matching
      .map((source) => words.sourceName(source))
      .join(words.t('checker.listSeparator')),
    others: others.join(words.t('checker.othersSeparator')),
  });
}

/**
 * A disputed tier a ticket matches no value of: "Last 2 digits: sources disagree (96 in GLO's
 * table, 06 in the Sanook archive); your ticket matches none of them, so it did not win this prize
 * either way."
 */
export function disputedNoneText(words: Words, disagreement: TierDisagreement): string {
  return words.t('checker.disputedNone', {
    tier: words.tierName(disagreement.tier),
    values: differingNumbers(disagreement)
      .map(({ source, numbers }) =>
        words.t('results.sourceValue', {
          numbers: numbers.join(' '),
          source: words.sourceName(source),
        }),
      )
      .join(words.t('checker.listSeparator')),
  });
}

const SHORT_NAMES: Readonly<Record<Tier, string>> = {
  prize1: 'checker.shortPrize1',
  near1: 'checker.shortNear1',
  front3: 'checker.shortFront3',
  last3: 'checker.shortLast3',
  last2: 'checker.shortLast2',
  prize2: 'checker.shortPrize2',
  prize3: 'checker.shortPrize3',
  prize4: 'checker.shortPrize4',
  prize5: 'checker.shortPrize5',
};
const LOWER: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** Tiers in a few words, sheet order: 'first, front-3, last-3, last-2', '2nd–5th'. */
export function tierList(words: Words, tiers: readonly Tier[]): string {
  const allLower = LOWER.every((tier) => tiers.includes(tier));
  const list: string[] = [];
  for (const tier of tiers) {
    if (allLower && LOWER.includes(tier)) {
      if (tier === 'prize2') list.push(words.t('checker.shortPrize2to5'));
      continue;
    }
    list.push(words.t(SHORT_NAMES[tier]));
  }
  return list.join(words.t('checker.listSeparator'));
}

/**
 * A saved ticket's verdict while its draw is provisional: what it has won so far and which prizes
 * are not out yet — '123456: last-2 so far; 2nd–5th prizes not out yet', '123456: no prize so far;
 * front-3, last-3, last-2, 2nd–5th prizes not out yet'. Once the draw is final (or nothing is still
 * to come), null: the usual verdict says it all.
 */
export function soFarText(words: Words, outcome: TicketOutcome, coverage: Coverage): string | null {
  if (!coverage.provisional) return null;
  const won = outcome.wins.map((w) => w.tier);
  const maybe = outcome.maybe.map((m) => m.tier);
  let wonText =
    won.length === 0
      ? maybe.length === 0
        ? words.t('checker.soFarNone')
        : words.t('checker.soFarMaybe', { tiers: tierList(words, maybe) })
      : words.t('checker.soFarWon', { tiers: tierList(words, [...new Set(won)]) });
  if (won.length > 0 && maybe.length > 0) {
    wonText = words.t('checker.soFarWonAndMaybe', { won: wonText, tiers: tierList(words, maybe) });
  }
  const waiting = coverage.notOnFile.filter((tier) => tier !== 'near1');
  if (waiting.length === 0) {
    return words.t('checker.soFarAllOut', { ticket: outcome.ticket, won: wonText });
  }
  return words.t('checker.soFarWaiting', {
    ticket: outcome.ticket,
    won: wonText,
    tiers: tierList(words, waiting),
  });
}

/** '8,000 baht', or per slip before Sep 2017 (a ticket was a pair of 40-baht slips then). */
function bahtText(words: Words, amount: number, coverage: Coverage): string {
  const baht = words.baht(amount);
  return coverage.unit === 'slip'
    ? words.t('checker.bahtPerSlip', { amount: baht })
    : words.t('checker.baht', { amount: baht });
}

/**
 * A prize's amount: '2,000 baht'; '6,000,000 baht (as stated on Sanook's page of this draw)' when
 * the schedule has none; both figures with their sources when they differ; else 'amount not on file'.
 */
export function amountText(words: Words, win: TicketWin, coverage: Coverage): string {
  if (win.disputedAmount) {
    return words.t('checker.amountDisputed', {
      values: win.disputedAmount
        .map(({ source, baht }) =>
          words.t('results.amountPerSource', {
            amount: words.baht(baht),
            source: words.sourceName(source),
          }),
        )
        .join(words.t('checker.listSeparator')),
    });
  }
  if (win.amount === null) return words.t('checker.amountNotOnFile');
  const baht = bahtText(words, win.amount, coverage);
  if (win.amountSource === undefined) return baht;
  return words.t('results.amountWithOrigin', {
    amount: baht,
    origin:
      win.amountSource === 'sanook'
        ? words.t('results.amountFromSanook')
        : words.t('results.amountFromSource', { source: words.sourceName(win.amountSource) }),
  });
}

/** 'Wins 8,000 baht', 'Wins 100,000 baht per slip', 'Wins — amount not on file'. */
export function winsText(words: Words, outcome: TicketOutcome, coverage: Coverage): string {
  if (outcome.unknownAmounts > 0 && outcome.total === 0) return words.t('checker.winsUnknown');
  const known = words.t('checker.wins', { amount: bahtText(words, outcome.total, coverage) });
  return outcome.unknownAmounts > 0 ? words.t('checker.winsPlusUnknown', { known }) : known;
}

/** 'No prize', or 'No prize among the prizes on file: first, front-3, …' when something is missing. */
export function noPrizeText(words: Words, coverage: Coverage): string {
  if (isComplete(coverage)) return words.t('checker.noPrize');
  const tiers = tierList(words, coverage.checked);
  return coverage.notOnDevice.length > 0
    ? words.t('checker.noPrizeOnDevice', { tiers })
    : words.t('checker.noPrizeOnFile', { tiers });
}

/**
 * A ticket's verdict in a few words: 'Wins 2,000 baht', 'No prize', or — where it matches some
 * sources' value of a disputed tier — 'May have won: last-2 (sources disagree)', never a plain win
 * or loss on that tier.
 */
export function verdictText(words: Words, outcome: TicketOutcome, coverage: Coverage): string {
  const maybe = tierList(
    words,
    outcome.maybe.map((m) => m.tier),
  );
  if (outcome.wins.length > 0) {
    const wins = winsText(words, outcome, coverage);
    return outcome.maybe.length > 0
      ? words.t('checker.winsAndMaybe', { wins, tiers: maybe })
      : wins;
  }
  return outcome.maybe.length > 0
    ? words.t('checker.mayHaveWon', { tiers: maybe })
    : noPrizeText(words, coverage);
}

/**
 * A ticket's verdict in one line (a status region, a notification's body): '123456: last-2 so
 * far; 2nd–5th prizes not out yet' while provisional, else '123456: Wins 2,000 baht', '123456: May
 * have won: last-2 (sources disagree — check GLO's official sheet)' or '123456: No prize'.
 */
export function ticketLine(words: Words, outcome: TicketOutcome, coverage: Coverage): string {
  const soFar = soFarText(words, outcome, coverage);
  if (soFar !== null) return soFar;
  return words.t('checker.ticketVerdict', {
    ticket: outcome.ticket,
    verdict: verdictText(words, outcome, coverage),
  });
}

/**
 * The verdict of `count` tickets of one number (one per set, as a scan of a pile finds them):
 * '3 tickets of 972469: front-3, 4,000 baht each, 12,000 baht' when every prize's amount is on file;
 * while the draw is provisional what they have won so far ('3 tickets of 972469: last-2 so far;
 * 2nd–5th prizes not out yet'); else each ticket's verdict once, '3 tickets of 972469, each: No
 * prize' (a prize whose amount is not on file, a disputed tier). One ticket: its `ticketLine`.
 *
 * @throws RangeError when `count` is not a whole number of at least 1.
 */
export function ticketsLine(
  words: Words,
  outcome: TicketOutcome,
  coverage: Coverage,
  count: number,
): string {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Expected \`count\` to be a whole number of at least 1, got ${count}`);
  }
  if (count === 1) return ticketLine(words, outcome, coverage);
  const plainWin =
    outcome.wins.length > 0 &&
    outcome.maybe.length === 0 &&
    outcome.unknownAmounts === 0 &&
    !coverage.provisional;
  if (plainWin) {
    return words.t('checker.ticketsWin', {
      count,
      ticket: outcome.ticket,
      tiers: tierList(words, [...new Set(outcome.wins.map((w) => w.tier))]),
      each: bahtText(words, outcome.total, coverage),
      total: bahtText(words, outcome.total * count, coverage),
    });
  }
  // Provisional: what the number has won so far, said of all of them.
  const soFar = soFarText(
    words,
    { ...outcome, ticket: words.t('checker.ticketsOf', { count, ticket: outcome.ticket }) },
    coverage,
  );
  return (
    soFar ??
    words.t('checker.ticketsVerdict', {
      count,
      ticket: outcome.ticket,
      verdict: verdictText(words, outcome, coverage),
    })
  );
}

/**
 * The notes a verdict needs: provisional, next-to-first worked out, and the tiers that could not
 * be compared.
 */
export function coverageNotes(words: Words, coverage: Coverage): string[] {
  const notes: string[] = [];
  if (coverage.provisional) notes.push(words.t('checker.provisional'));
  if (coverage.nearFirstWorkedOut) notes.push(words.t('checker.nearFirstWorkedOut'));
  if (coverage.notOnFile.length > 0) {
    notes.push(
      words.t('checker.notCheckedNotOnFile', { tiers: tierList(words, coverage.notOnFile) }),
    );
  }
  if (coverage.notOnDevice.length > 0) {
    notes.push(
      words.t('checker.notCheckedNotOnDevice', { tiers: tierList(words, coverage.notOnDevice) }),
    );
  }
  return notes;
}

/** What the amounts are per: an 80-baht ticket, a 40-baht slip (before Sep 2017), or not on file. */
export function unitNote(words: Words, unit: PrizeUnit | null): string {
  if (unit === 'ticket') return words.t('checker.unitTicket');
  if (unit === 'slip') return words.t('checker.unitSlip');
  return words.t('checker.unitUnknown');
}

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export interface ClaimWindow {
  /** Last day to claim, YYYY-MM-DD. */
  deadline: string;
  /** Whole days from `today` to the deadline; negative once it has passed. */
  daysLeft: number;
  open: boolean;
  /** 'Claim by 16/12/2026 — 23 days left', '… — last day today', 'Claim period over (ended …)'. */
  text: string;
}

/** The claim deadline of a draw drawn on `drawDate`, counted down from `today` (both YYYY-MM-DD). */
export function claimWindow(words: Words, drawDate: string, today: string): ClaimWindow {
  const deadline = claimDeadline(drawDate);
  const daysLeft = Math.round((utcDay(deadline) - utcDay(today)) / DAY_MS);
  const date = words.drawDate(deadline);
  let text: string;
  if (daysLeft < 0) text = words.t('checker.claimOver', { date });
  else if (daysLeft === 0) text = words.t('checker.claimLastDay', { date });
  else text = words.t('checker.claimDaysLeft', { date, count: daysLeft });
  return { deadline, daysLeft, open: daysLeft >= 0, text };
}

/** The stamp duty on government-lottery prizes: 0.5%, 1 baht per 200 baht [L16][NAT24]. */
export const STAMP_DUTY_RATE = 0.005;

/** The stamp duty deducted from a prize of `total` baht (rounded to the baht). */
export function stampDuty(total: number): number {
  return Math.round(total * STAMP_DUTY_RATE);
}
