import { nearFirstOf, TIERS, type Tier } from '@lotto/number-tools';
import * as v from 'valibot';
import { CalendarDaySchema, type FieldIssue } from './common.js';
import {
  disagreementsField,
  statedAmountsField,
  type TierDisagreement,
  VALUE_SOURCES,
} from './sources.js';

export { nearFirstOf, TIERS, type Tier };

/*
 * The draw domain: tiers, eras (what a draw of a given period holds), dated prize schedules,
 * completeness and the rules every draw must pass. The API, the importer and the PWA all use these.
 * Sources of every fact are in data/README.md (keys like [VW] refer to its source list).
 */

/** The tiers of the light list (`GET /results`): what a result card shows. */
export const MAIN_TIERS = ['prize1', 'front3', 'last3', 'last2'] as const satisfies readonly Tier[];
/** The 2nd–5th prizes and the near-first numbers: only in a full draw. */
export const FULL_TIERS = [
  'near1',
  'prize2',
  'prize3',
  'prize4',
  'prize5',
] as const satisfies readonly Tier[];

/** English names of the tiers, as the product shows them. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  prize1: 'First prize',
  near1: 'Next to first prize',
  front3: 'Front 3 digits',
  last3: 'Last 3 digits',
  last2: 'Last 2 digits',
  prize2: '2nd prize',
  prize3: '3rd prize',
  prize4: '4th prize',
  prize5: '5th prize',
};

/** The shape rule of one tier in one era. */
export interface TierRule {
  /** How many numbers the tier has in a complete draw. */
  count: number;
  /** Digits of each number. */
  digits: number;
  /** Whether the same number may appear twice (sources show repeats in some tiers; near-first never). */
  distinct: boolean;
}

export type EraId = 'seven-digit' | 'four-last3' | 'front3';

/** What a draw of a given period holds. Periods are compared as `YYYY-MM-DD` strings. */
export interface Era {
  id: EraId;
  /** First period date of the era (inclusive). */
  from: string;
  /** Last period date of the era (inclusive), null while current. */
  until: string | null;
  label: string;
  /** Whether a 6-digit ticket of today can be checked against a draw of this era. */
  checkable: boolean;
  tiers: Readonly<Partial<Record<Tier, TierRule>>>;
}

const six = (count: number, distinct = false): TierRule => ({ count, digits: 6, distinct });
const FULL_SIX_DIGIT_TIERS = {
  near1: six(2, true),
  prize2: six(5),
  prize3: six(10),
  prize4: six(50),
  prize5: six(100),
};

/**
 * The eras, oldest first. 1990–94: 7-digit first prizes as published (no source explains the
 * format, and our sources hold only the first prize, four last-3 numbers and the last-2 prize).
 * From 1995 to 2015-08-16: four last-3 numbers, no front-3. From 2015-09-01: two front-3 and two
 * last-3 numbers [VW][HRT].
 */
export const ERAS: readonly Era[] = [
  {
    id: 'seven-digit',
    from: '1990-01-01',
    until: '1994-12-31',
    label: '1990–1994: 7-digit first prizes',
    checkable: false,
    tiers: {
      prize1: { count: 1, digits: 7, distinct: true },
      last3: { count: 4, digits: 3, distinct: false },
      last2: { count: 1, digits: 2, distinct: true },
    },
  },
  {
    id: 'four-last3',
    from: '1995-01-01',
    until: '2015-08-31',
    label: 'Before 1 Sep 2015: four last-3 numbers, no front-3',
    checkable: true,
    tiers: {
      prize1: six(1, true),
      ...FULL_SIX_DIGIT_TIERS,
      last3: { count: 4, digits: 3, distinct: false },
      last2: { count: 1, digits: 2, distinct: true },
    },
  },
  {
    id: 'front3',
    from: '2015-09-01',
    until: null,
    label: 'From 1 Sep 2015: two front-3 and two last-3 numbers',
    checkable: true,
    tiers: {
      prize1: six(1, true),
      ...FULL_SIX_DIGIT_TIERS,
      front3: { count: 2, digits: 3, distinct: false },
      last3: { count: 2, digits: 3, distinct: false },
      last2: { count: 1, digits: 2, distinct: true },
    },
  },
];

/** The era of a period date (`YYYY-MM-DD`); dates before 1990 count as the oldest era. */
export function eraOf(date: string): Era {
  const [oldest] = ERAS as readonly [Era, ...Era[]];
  let found = oldest;
  for (const era of ERAS) if (date >= era.from) found = era;
  return found;
}

/** The tiers a complete draw of this period has, in sheet order. */
export function eraTiers(date: string): Tier[] {
  const era = eraOf(date);
  return TIERS.filter((tier) => era.tiers[tier] !== undefined);
}

/** What one ticket of a schedule is. */
export type PrizeUnit = 'ticket' | 'slip';

/** The baht paid per winning ticket (or slip) of each tier, from the date the schedule took effect. */
export interface PrizeSchedule {
  id: string;
  /** First period date the schedule is known to apply to. */
  from: string;
  /** Last period date (inclusive), null while current. */
  until: string | null;
  unit: PrizeUnit;
  /** Plain-words note shown with the amounts (unit, uncertainty). */
  note: string;
  /** Baht per winning ticket/slip; null where the amount is not on file (disputed or unknown). */
  amounts: Readonly<Partial<Record<Tier, number | null>>>;
  /** Source keys of data/README.md. */
  sources: readonly string[];
}

function frozenSchedules(schedules: PrizeSchedule[]): readonly PrizeSchedule[] {
  for (const schedule of schedules) {
    Object.freeze(schedule.amounts);
    Object.freeze(schedule.sources);
    Object.freeze(schedule);
  }
  return Object.freeze(schedules);
}

/** Baht per 80-baht ticket of every tier but the first prize, unchanged since 1 Sep 2017. */
const TICKET_PRIZES_SINCE_2017 = {
  near1: 100_000,
  prize2: 200_000,
  prize3: 80_000,
  prize4: 40_000,
  prize5: 20_000,
  front3: 4_000,
  last3: 4_000,
  last2: 2_000,
} as const;

/**
 * The prize schedules we can source (../shared/domain §1), frozen. Draws before 2006-12-30 have
 * none on file: the product names the tier won and says the amount is not on file.
 */
export const PRIZE_SCHEDULES: readonly PrizeSchedule[] = frozenSchedules([
  {
    id: 'pair-2006',
    from: '2006-12-30',
    until: '2015-08-16',
    unit: 'slip',
    note: 'Amounts per 40-baht slip; a ticket was a pair of two identical slips (80 baht). The schedule is sourced from the first draw our data covers (30 Dec 2006); when it took effect is not on file.',
    amounts: {
      prize1: 2_000_000,
      near1: 50_000,
      prize2: 100_000,
      prize3: 40_000,
      prize4: 20_000,
      prize5: 10_000,
      last3: 2_000,
      last2: 1_000,
    },
    sources: ['JARM-old', 'CMCL', 'VW', 'HRT'],
  },
  {
    id: 'pair-2015',
    from: '2015-09-01',
    until: '2017-08-16',
    unit: 'slip',
    note: 'Amounts per 40-baht slip (a ticket was still a pair of slips). The first-prize amount of this period is disputed (2,000,000 or 3,000,000 per slip), so it is not on file.',
    amounts: {
      prize1: null,
      near1: 50_000,
      prize2: 100_000,
      prize3: 40_000,
      prize4: 20_000,
      prize5: 10_000,
      front3: 2_000,
      last3: 2_000,
      last2: 1_000,
    },
    sources: ['JARM', 'VW', 'HRT'],
  },
  {
    id: 'ticket-2017',
    from: '2017-09-01',
    // Through the 30 Dec 2019 draw: December has three draws, so the 16th is not the year's last.
    until: '2019-12-31',
    unit: 'ticket',
    note: 'Amounts per 80-baht ticket (a single ticket since 1 Sep 2017, no longer a pair of slips). The first-prize amount of this period is not on file: 6,000,000 per ticket is evidenced only from 2020 on.',
    // The other tiers: shared/domain §1b gives today's table for the single ticket from 1 Sep
    // 2017, and each is the pair-2015 amount per slip doubled (a ticket replaced a pair of
    // identical slips); §9 doubts the first prize only. See data/README.md.
    amounts: { prize1: null, ...TICKET_PRIZES_SINCE_2017 },
    sources: ['CMCL', 'JARM', 'TSK20'],
  },
  {
    id: 'ticket-2020',
    from: '2020-01-01',
    until: null,
    unit: 'ticket',
    note: 'Amounts per 80-baht ticket. Since the 1 Oct 2023 period (L6) GLO may cut prizes pro rata when tickets are not sold out; no draw where it did is on file.',
    amounts: { prize1: 6_000_000, ...TICKET_PRIZES_SINCE_2017 },
    sources: ['TSK20', 'LEK20', 'SNK-QR', 'EKC'],
  },
]);

/** The schedule in force for a period date, or null when none is on file. */
export function scheduleFor(date: string): PrizeSchedule | null {
  return (
    PRIZE_SCHEDULES.find((s) => date >= s.from && (s.until === null || date <= s.until)) ?? null
  );
}

/** Baht per winning ticket/slip of `tier` for a period, null when not on file. */
export function prizeAmount(date: string, tier: Tier): number | null {
  return scheduleFor(date)?.amounts[tier] ?? null;
}

/** `final`: every number is in; `provisional`: draw day, numbers still coming in. */
export const DRAW_STATUSES = ['final', 'provisional'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** A draw's date `YYYY-MM-DD` (Bangkok calendar day). */
export const DrawDateSchema = CalendarDaySchema;

/** Shape-only schemas of the number fields; counts and lengths per era are checked by `drawIssues`. */
const numberText = (label: string) =>
  v.pipe(v.string(`${label} is required`), v.regex(/^\d+$/, `${label} must be digits only`));
const numberList = (label: string) =>
  v.pipe(
    v.array(numberText(label), `${label} must be a list`),
    v.maxLength(100, `${label} has too many numbers`),
  );

/** Every tier as an optional field (a draw may hold any subset while it is provisional). */
export const drawTierFields = {
  prize1: v.optional(numberText('First prize')),
  near1: v.optional(numberList('Next to first prize')),
  front3: v.optional(numberList('Front 3 digits')),
  last3: v.optional(numberList('Last 3 digits')),
  last2: v.optional(numberText('Last 2 digits')),
  prize2: v.optional(numberList('2nd prize')),
  prize3: v.optional(numberList('3rd prize')),
  prize4: v.optional(numberList('4th prize')),
  prize5: v.optional(numberList('5th prize')),
};

/** The numbers of a draw: any subset of the tiers. */
export type DrawNumbers = Partial<
  Record<'prize1' | 'last2', string> & Record<Exclude<Tier, 'prize1' | 'last2'>, string[]>
>;

/** Whether a draw holds `tier` as one number (prize1, last2) rather than a list. */
export function isSingleTier(tier: Tier): boolean {
  return tier === 'prize1' || tier === 'last2';
}

/** The numbers of `tier` as a list (prize1/last2 are single numbers), or undefined when absent. */
export function tierNumbers(draw: DrawNumbers, tier: Tier): readonly string[] | undefined {
  const value = (draw as Record<Tier, string | readonly string[] | undefined>)[tier];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? [value] : value;
}

/** Whether two number lists hold the same numbers (as multisets: sources print lists in different orders). */
export function sameNumbers(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((value, index) => value === sortedB[index]);
}

/**
 * Sets the numbers of `tier` on `draw` in the stored shape — prize1/last2 as a single number (the
 * first of `numbers`), the others as a copy of the list — or removes the tier when `numbers` is
 * undefined. The inverse of {@link tierNumbers}.
 */
export function setTierNumbers(
  draw: DrawNumbers,
  tier: Tier,
  numbers: readonly string[] | undefined,
): void {
  const target = draw as Record<Tier, string | string[] | undefined>;
  if (numbers === undefined) Reflect.deleteProperty(target, tier);
  else target[tier] = isSingleTier(tier) ? (numbers[0] ?? '') : [...numbers];
}

/**
 * The tiers of the draw's era that it does not hold (historic gaps, or still coming in). A tier
 * its sources disagree on is not missing: it is disputed (`disagreements`), and said so.
 */
export function missingTiers(
  draw: DrawNumbers & { date: string; disagreements?: readonly TierDisagreement[] | undefined },
): Tier[] {
  return eraTiers(draw.date).filter(
    (tier) =>
      tierNumbers(draw, tier) === undefined &&
      !(draw.disagreements?.some((d) => d.tier === tier) ?? false),
  );
}

const DIGIT_PATTERNS = new Map<number, RegExp>();
/** `^\d{n}$`, built once per length: the response schemas run the rules on every number of a list. */
function digitsPattern(digits: number): RegExp {
  let pattern = DIGIT_PATTERNS.get(digits);
  if (pattern === undefined) {
    pattern = new RegExp(`^\\d{${digits}}$`);
    DIGIT_PATTERNS.set(digits, pattern);
  }
  return pattern;
}

/**
 * Every rule a draw breaks, as `{ path, message }` (path `tier` or `tier.index`): tiers the era
 * does not have, counts, digit lengths, repeats where the tier forbids them, near-first not
 * first prize ± 1, a draw date before its period date, a draw without any number.
 * An empty list means the draw is valid. A tier is all or nothing: it holds its full count.
 */
export function drawIssues(
  draw: DrawNumbers & {
    date: string;
    drawDate?: string | undefined;
    disagreements?: readonly TierDisagreement[] | undefined;
  },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const era = eraOf(draw.date);
  let any = false;
  (draw.disagreements ?? []).forEach((disagreement, index) => {
    any = true;
    const { tier } = disagreement;
    const path = `disagreements.${index}`;
    if (tierNumbers(draw, tier) !== undefined) {
      issues.push({
        path,
        message: `${TIER_NAMES[tier]} is both on file and disputed: a disputed tier is left out of the numbers`,
      });
    }
    const seen = new Set<string>();
    for (const value of disagreement.values) {
      if (seen.has(value.source)) {
        issues.push({ path, message: `${TIER_NAMES[tier]}: ${value.source} is listed twice` });
      }
      seen.add(value.source);
      const alone: DrawNumbers & { date: string } = { date: draw.date };
      setTierNumbers(alone, tier, value.numbers);
      if (isSingleTier(tier) && value.numbers.length !== 1) {
        issues.push({ path, message: `${TIER_NAMES[tier]} is one number (${value.source})` });
      }
      for (const issue of drawIssues(alone)) {
        if (issue.path.startsWith(tier)) {
          issues.push({ path, message: `${value.source}: ${issue.message}` });
        }
      }
    }
    const distinct = new Set(
      disagreement.values.map((value) => [...value.numbers].sort().join(' ')),
    );
    if (distinct.size < 2) {
      issues.push({ path, message: `${TIER_NAMES[tier]}: the sources agree, nothing is disputed` });
    }
  });
  for (const tier of TIERS) {
    const numbers = tierNumbers(draw, tier);
    if (numbers === undefined) continue;
    any = true;
    const rule = era.tiers[tier];
    const name = TIER_NAMES[tier];
    if (rule === undefined) {
      issues.push({
        path: tier,
        message: `${name}: draws of this period have no such prize (${era.label})`,
      });
      continue;
    }
    const single = isSingleTier(tier);
    if (!single && numbers.length !== rule.count) {
      issues.push({
        path: tier,
        message: `${name} needs exactly ${rule.count} numbers (found ${numbers.length})`,
      });
    }
    const seen = new Map<string, number>();
    numbers.forEach((number, index) => {
      const path = single ? tier : `${tier}.${index}`;
      if (!digitsPattern(rule.digits).test(number)) {
        issues.push({
          path,
          message: `${name} must be exactly ${rule.digits} digits (got "${number}")`,
        });
      } else if (rule.distinct && seen.has(number)) {
        issues.push({ path, message: `${name}: ${number} appears twice` });
      }
      seen.set(number, index);
    });
  }
  if (!any) issues.push({ path: '', message: 'A draw needs at least one prize tier' });
  const near1 = draw.near1;
  if (near1 !== undefined) {
    const prize1 = draw.prize1;
    if (prize1 === undefined) {
      issues.push({ path: 'near1', message: 'Next to first prize needs the first prize' });
    } else if (/^\d+$/.test(prize1)) {
      const expected = nearFirstOf(prize1);
      near1.forEach((number, index) => {
        if (!expected.includes(number)) {
          issues.push({
            path: `near1.${index}`,
            message: `Next to first prize must be the first prize ± 1 (${expected.join(' or ')}), got "${number}"`,
          });
        }
      });
    }
  }
  if (draw.drawDate !== undefined && draw.drawDate < draw.date) {
    issues.push({ path: 'drawDate', message: 'The draw date cannot be before the period date' });
  }
  return issues;
}

/** One recorded change of a draw: who (admins only see `by`), when, what, old → new. */
export const DrawChangeSchema = v.object({
  at: v.string(),
  by: v.optional(v.string()),
  /** `created`, `added` (tiers added later), `corrected` (numbers changed), `status`, `drawDate`, `source` (a correction made to the source data on import), `disputed` (a value that disagrees with the stored one, kept, not applied). */
  kind: v.picklist(['created', 'added', 'corrected', 'status', 'drawDate', 'source', 'disputed']),
  /**
   * Where the change came from: `admin`, `feed:glo`, `feed:community` (the results feed), or the
   * import (`glo`, `csv`, `sanook`). Absent on changes recorded before sources were kept (admin).
   */
  source: v.optional(v.picklist(VALUE_SOURCES)),
  field: v.optional(v.string()),
  from: v.optional(v.nullable(v.union([v.string(), v.array(v.string())]))),
  to: v.optional(v.nullable(v.union([v.string(), v.array(v.string())]))),
  note: v.optional(v.string()),
});
export type DrawChange = v.InferOutput<typeof DrawChangeSchema>;

/**
 * What a change replaced: for lists, only the numbers that differ (a 4th-prize correction names the
 * one number, not all fifty), as multisets; for single values, old and new as they were. The draw
 * page's corrections say it so, in the app and on the server-rendered page.
 */
export function changedValues(change: DrawChange): { from: string[]; to: string[] } {
  const list = (value: DrawChange['from']): string[] =>
    value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value];
  const from = list(change.from);
  const to = list(change.to);
  if (!Array.isArray(change.from) || !Array.isArray(change.to)) return { from, to };
  const added = [...to];
  const removed: string[] = [];
  for (const value of from) {
    const index = added.indexOf(value);
    if (index === -1) removed.push(value);
    else added.splice(index, 1);
  }
  return { from: removed, to: added };
}

const numbersOf = (value: string | readonly string[] | null | undefined) =>
  value == null ? [] : (typeof value === 'string' ? [value] : value).map((n) => n.trim());

/**
 * Whether a change corrected a published number ('Corrected on …'): an admin's correction, or a
 * correction the history importer made to a tier's numbers in the source data. Source fixes that
 * change no number (trimmed spaces, remapped columns, a derived column, a folded duplicate row)
 * are not corrections of the draw.
 */
export function isCorrection(change: DrawChange): boolean {
  if (change.kind === 'corrected') return true;
  if (change.kind !== 'source' || !(TIERS as readonly string[]).includes(change.field ?? ''))
    return false;
  return JSON.stringify(numbersOf(change.from)) !== JSON.stringify(numbersOf(change.to));
}

/** The corrections of published numbers in a draw's history, oldest first. */
export function corrections(changes: readonly DrawChange[]): DrawChange[] {
  return changes.filter(isCorrection).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * A draw's corrections in two groups: the admin's, dated ('Corrected on …'), and the fixes the
 * shipped history made to the public tables it was built from (kind 'source'), which have no date
 * of their own (their `at` is when this install imported the history).
 */
export function correctionGroups(changes: readonly DrawChange[]): {
  admin: DrawChange[];
  source: DrawChange[];
} {
  const list = corrections(changes);
  return {
    admin: list.filter((c) => c.kind !== 'source'),
    source: list.filter((c) => c.kind === 'source'),
  };
}

/** A correction made by the history importer to the source data, kept with the shipped draw. */
export const SourceCorrectionSchema = v.object({
  field: v.string(),
  from: v.nullable(v.union([v.string(), v.array(v.string())])),
  to: v.nullable(v.union([v.string(), v.array(v.string())])),
  /** What the fix is based on, in plain words with source keys. */
  basis: v.string(),
});
export type SourceCorrection = v.InferOutput<typeof SourceCorrectionSchema>;

/**
 * One draw as shipped in `data/history/draws.ndjson` (one JSON object a line, newest first):
 * period date, draw date, the numbers on file, status, which sources gave it and the corrections
 * made to those sources.
 */
export const ShippedDrawSchema = v.pipe(
  v.strictObject({
    date: DrawDateSchema,
    drawDate: DrawDateSchema,
    ...drawTierFields,
    status: v.picklist(DRAW_STATUSES),
    sources: v.array(v.picklist(VALUE_SOURCES, 'Unknown source')),
    corrections: v.optional(v.array(SourceCorrectionSchema)),
    /** Tiers the sources disagree on (left out of the numbers), every source's value kept. */
    disagreements: disagreementsField,
    /** Amounts a source stated for this draw, where they fill or contradict the schedules. */
    amounts: statedAmountsField,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of drawIssues(dataset.value))
      addIssue({ message: `${issue.path}: ${issue.message}` });
  }),
);
export type ShippedDraw = v.InferOutput<typeof ShippedDrawSchema>;
