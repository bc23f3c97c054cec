import { checkTicket, type DrawResult, TIERS, type Tier } from '@lotto/number-tools';
import * as v from 'valibot';
import { CalendarDaySchema } from './common.js';

/*
 * Where a draw's numbers and amounts come from, and what the product does when its sources
 * disagree (issue 25): every source's value is kept on the draw, the tier is left out of the
 * draw's numbers (never a silent pick), and each reader says so — the draw page marks the tier,
 * the checker says a matching ticket *may* have won, statistics count the tier as uncertain.
 */

/**
 * The sources a value can come from:
 * - `glo`, `csv`, `sanook`: the three public tables the shipped history is built from
 *   (`../shared/data`: GLO's table, the full-prize CSV, the Sanook archive);
 * - `feed:glo`, `feed:community`: the results feed's two interfaces (GLO's JSON API, the community API);
 * - `admin`: what the site's admin entered;
 * - `schedule`: the dated prize schedules of `PRIZE_SCHEDULES` (amounts only);
 * - `import`: a history file given to the import CLI (`import:history`), whatever it says it holds
 *   (a changed copy of a table is not that table).
 */
export const VALUE_SOURCES = [
  'glo',
  'csv',
  'sanook',
  'feed:glo',
  'feed:community',
  'admin',
  'schedule',
  'import',
] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/** English names of the sources, as the admin panel and the data README name them. */
export const VALUE_SOURCE_NAMES: Readonly<Record<ValueSource, string>> = {
  glo: "GLO's table",
  csv: 'the full-prize CSV',
  sanook: 'the Sanook archive',
  'feed:glo': "GLO's results API",
  'feed:community': 'the community results API',
  admin: "the site's admin",
  schedule: 'the prize schedule',
  import: 'an imported history file',
};

const sourceSchema = v.picklist(VALUE_SOURCES, 'Unknown source');
const digitsText = v.pipe(v.string(), v.regex(/^\d+$/, 'Numbers must be digits only'));

/** One source's numbers for a tier (prize1/last2: one number in the list). */
export const SourceNumbersSchema = v.object({
  source: sourceSchema,
  numbers: v.pipe(v.array(digitsText), v.maxLength(100)),
});
export type SourceNumbers = v.InferOutput<typeof SourceNumbersSchema>;

/**
 * A tier the sources disagree on and nothing settles: the tier is absent from the draw's numbers
 * and every source's value is here (at least two, each with the tier's full count and digits).
 */
export const TierDisagreementSchema = v.object({
  tier: v.picklist(TIERS, 'Unknown tier'),
  values: v.pipe(v.array(SourceNumbersSchema), v.minLength(2, 'A disagreement needs two values')),
  /** What would settle it, in plain words (e.g. "check GLO's official sheet"). */
  note: v.optional(v.string()),
});
export type TierDisagreement = v.InferOutput<typeof TierDisagreementSchema>;

/** The disagreements of a draw (an optional field of every draw shape). */
export const disagreementsField = v.optional(v.array(TierDisagreementSchema));

/** Whether `tier` of a draw is disputed (its sources disagree). */
export function isDisputed(
  draw: { disagreements?: readonly TierDisagreement[] | undefined },
  tier: Tier,
): boolean {
  return draw.disagreements?.some((d) => d.tier === tier) ?? false;
}

/** A tier a ticket *may* have won: it matches some sources' value of a disputed tier but not all. */
export interface PossibleWin {
  tier: Tier;
  /** How many times the ticket wins the tier by those sources' value (e.g. two front-3 matches). */
  times: number;
  /** The sources whose value the ticket matches. */
  matching: ValueSource[];
  /** Every source's value, as the draw keeps it. */
  values: readonly SourceNumbers[];
}

/**
 * The disputed tiers a 6-digit ticket may have won: for each disagreement, the sources whose value
 * makes the ticket a winner of that tier. A tier every source's value makes it win is a certain
 * win and is not listed here — the caller counts it with `times` from {@link certainDisputedWins}.
 */
export function possibleWins(
  ticket: string,
  draw: { disagreements?: readonly TierDisagreement[] | undefined },
): PossibleWin[] {
  const out: PossibleWin[] = [];
  for (const disagreement of draw.disagreements ?? []) {
    const { matching, times } = matchesBySource(ticket, disagreement);
    if (matching.length > 0 && matching.length < disagreement.values.length) {
      out.push({ tier: disagreement.tier, times, matching, values: disagreement.values });
    }
  }
  return out;
}

/** The disputed tiers a ticket wins whichever source is right (every value makes it win). */
export function certainDisputedWins(
  ticket: string,
  draw: { disagreements?: readonly TierDisagreement[] | undefined },
): Tier[] {
  const wins: Tier[] = [];
  for (const disagreement of draw.disagreements ?? []) {
    const counts = disagreement.values.map((value) => winsOf(ticket, disagreement.tier, value));
    const times = Math.min(...counts);
    for (let i = 0; i < times; i++) wins.push(disagreement.tier);
  }
  return wins;
}

function winsOf(ticket: string, tier: Tier, value: SourceNumbers): number {
  const numbers = value.numbers;
  // near1 is checked from the first prize; a disputed near1 list is checked as a list.
  if (tier === 'near1') return numbers.filter((n) => n === ticket).length;
  const draw: DrawResult =
    tier === 'prize1' || tier === 'last2'
      ? { date: '', [tier]: numbers[0] }
      : { date: '', [tier]: numbers };
  return checkTicket(ticket, draw).filter((t) => t === tier).length;
}

function matchesBySource(ticket: string, disagreement: TierDisagreement) {
  const matching: ValueSource[] = [];
  let times = 0;
  for (const value of disagreement.values) {
    const count = winsOf(ticket, disagreement.tier, value);
    if (count > 0) {
      matching.push(value.source);
      times = Math.max(times, count);
    }
  }
  return { matching, times };
}

/**
 * Baht per winning ticket/slip as a source stated it for one draw (the Sanook archive's page of
 * the draw, or GLO's API `price` fields): kept on the draw where it fills a gap of the dated
 * schedules or disagrees with them.
 */
export const StatedAmountsSchema = v.object({
  source: sourceSchema,
  baht: v.record(v.picklist(TIERS), v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type StatedAmounts = v.InferOutput<typeof StatedAmountsSchema>;
export const statedAmountsField = v.optional(StatedAmountsSchema);

/** The period date of a draw an amount or a feed answer is about. */
export const SourceDateSchema = CalendarDaySchema;
