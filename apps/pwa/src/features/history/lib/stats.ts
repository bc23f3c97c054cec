import { isIsoDate } from '@lotto/number-tools';
import { DrawDateSchema, type Result } from '@lotto/contracts';
import * as v from 'valibot';
import { t } from '@/i18n';
import { newestFirst, pushShortHits, type NumberHit } from './lookup';

/*
 * Statistics over a range of draws of the light list (pure, no React). Every function takes the
 * list newest first, as the API sends it (another order is sorted first), counts a repeated period
 * date once, and makes one pass over the draws of the range: `rangeStats` counts everything /stats
 * shows at once, and keeps its answer per list and range.
 *
 * Past frequencies describe the past only: every number has the same chance in every draw.
 */

/** Inclusive period dates (`YYYY-MM-DD`). */
export interface DrawRange {
  from: string;
  to: string;
}

export type RangePreset = '12m' | '5y' | 'all';

/** `date` moved by whole years and days (29 Feb → 28 Feb in a year without it). */
export function shiftDate(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last) + days);
  return target.toISOString().slice(0, 10);
}

/**
 * The range of a preset: '12m' the 12 months up to `today` (from the day after the same date a year
 * ago: 24 regular draws), '5y' the five years up to `today`, 'all' from the oldest to the newest draw
 * of `draws` (today alone when there is none).
 */
export function rangeOf(preset: RangePreset, today: string, draws: readonly Result[]): DrawRange {
  if (preset === '12m') return { from: shiftDate(today, -1, 1), to: today };
  if (preset === '5y') return { from: shiftDate(today, -5, 1), to: today };
  let from = today;
  let to = today;
  let first = true;
  for (const draw of draws) {
    if (first || draw.date < from) from = draw.date;
    if (first || draw.date > to) to = draw.date;
    first = false;
  }
  return { from, to };
}

export type RangeCheck =
  { ok: true; range: DrawRange } | { ok: false; field: 'from' | 'to'; error: string };

/**
 * Why `date` is not a draw date (`YYYY-MM-DD`, a real day), in the active language; null when it is
 * one. The contracts' DrawDateSchema decides, its messages said in the visitor's language.
 */
export function drawDateIssue(date: string): string | null {
  if (!isIsoDate(date)) return t('history.dateFormat', { format: 'YYYY-MM-DD' });
  return v.is(DrawDateSchema, date) ? null : t('history.dateNotReal');
}

/** Checks a range typed as two dates: real `YYYY-MM-DD` days, `from` not after `to`. */
export function parseRange(from: string, to: string): RangeCheck {
  const start = drawDateIssue(from);
  if (start !== null)
    return { ok: false, field: 'from', error: t('history.fromError', { error: start }) };
  const end = drawDateIssue(to);
  if (end !== null) return { ok: false, field: 'to', error: t('history.toError', { error: end }) };
  if (from > to) return { ok: false, field: 'to', error: t('history.toBeforeFrom') };
  return { ok: true, range: { from, to } };
}

/** Calls `each` for the draws of `range`, newest first, each period date once. */
function forEachInRange(
  draws: readonly Result[],
  range: DrawRange,
  each: (draw: Result) => void,
): void {
  let previous = '';
  for (const draw of newestFirst(draws)) {
    if (draw.date > range.to) continue;
    if (draw.date < range.from) break;
    if (draw.date === previous) continue;
    previous = draw.date;
    each(draw);
  }
}

export interface Last2Row {
  /** '00' … '99'. */
  number: string;
  /** Draws of the range whose last-2 was this number. */
  count: number;
  /** Period date of its newest appearance in the range, null when it did not come up. */
  lastSeen: string | null;
  /** Draws of the range after that appearance (0: it came up in the newest draw), null when never. */
  drawsSince: number | null;
}

export interface Last2Frequency {
  /** 00–99 in number order. */
  rows: Last2Row[];
  /** Draws of the range with a last-2 (a draw still without its last-2 is not counted). */
  draws: number;
  /**
   * Draws of the range whose last-2 sources disagree on (`disagreements`): uncertain, counted for
   * none of the values and not in `draws`.
   */
  uncertain: number;
}

export type DigitTier = 'prize1' | 'front3' | 'last3';

/** The tiers `digitFrequency` counts, in the order /stats shows them. */
export const DIGIT_TIERS: readonly DigitTier[] = ['prize1', 'front3', 'last3'];

export interface DigitFrequency {
  /** `counts[position][digit]`: position 0 is the leftmost digit (6 positions for the first prize, 3 else). */
  counts: number[][];
  /** Draws of the range that gave numbers to the counts. */
  draws: number;
  /** Numbers counted (one first prize a draw; two front-3, two or four last-3). */
  numbers: number;
  /**
   * Draws of the range without a number of this tier to count: the 7-digit first prizes of 1990–94
   * (counted apart, their positions do not line up), draws before 1 Sep 2015 for front-3, tiers not in yet.
   * Disputed tiers are not among them: `uncertain` counts those.
   */
  skipped: number;
  /** Draws of the range whose tier the sources disagree on: uncertain, none of the values counted. */
  uncertain: number;
}

/** Everything /stats counts over one range: the last-2 frequency and the three digit tables. */
export interface RangeStats {
  last2: Last2Frequency;
  digits: Readonly<Record<DigitTier, DigitFrequency>>;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * Adds the digits of `number` to `counts` (`counts[position * 10 + digit]`) when it has `width`
 * digits 0–9; answers whether it did.
 */
function addDigits(counts: Uint32Array, number: string, width: number): boolean {
  if (number.length !== width) return false;
  for (let p = 0; p < width; p++) {
    const digit = number.charCodeAt(p) - 48;
    if (digit < 0 || digit > 9) return false;
  }
  for (let p = 0; p < width; p++) {
    const at = p * 10 + number.charCodeAt(p) - 48;
    counts[at] = (counts[at] ?? 0) + 1;
  }
  return true;
}

/** The digit tally of one tier so far. */
interface DigitTally {
  counts: Uint32Array;
  draws: number;
  numbers: number;
  skipped: number;
  uncertain: number;
}

const newTally = (width: number): DigitTally => ({
  counts: new Uint32Array(width * 10),
  draws: 0,
  numbers: 0,
  skipped: 0,
  uncertain: 0,
});

/** Whether the sources of `tier` of a draw disagree (the tier is left out of its numbers). */
function disputed(draw: Result, tier: 'prize1' | DigitTier | 'last2'): boolean {
  const list = draw.disagreements;
  if (list === undefined) return false;
  for (const d of list) if (d.tier === tier) return true;
  return false;
}

/**
 * Adds one draw's numbers of a tier (`numbers`: its list, or undefined when not on file;
 * `uncertain`: its sources disagree, none of their values is counted).
 */
function tallyDraw(
  tally: DigitTally,
  numbers: readonly string[] | undefined,
  width: number,
  uncertain: boolean,
): void {
  if (numbers === undefined && uncertain) {
    tally.uncertain++;
    return;
  }
  let any = false;
  if (numbers !== undefined)
    for (const number of numbers)
      if (addDigits(tally.counts, number, width)) {
        tally.numbers++;
        any = true;
      }
  if (any) tally.draws++;
  else tally.skipped++;
}

function digitFrequencyOf(tally: DigitTally, width: number): DigitFrequency {
  const counts: number[][] = [];
  for (let p = 0; p < width; p++)
    counts.push(Array.from(tally.counts.subarray(p * 10, p * 10 + 10)));
  return {
    counts,
    draws: tally.draws,
    numbers: tally.numbers,
    skipped: tally.skipped,
    uncertain: tally.uncertain,
  };
}

/** Every list's answers by range (`from|to`): a list the app holds is never changed, only replaced. */
const answers = new WeakMap<readonly Result[], Map<string, RangeStats>>();

/**
 * The last-2 frequency and the digits by position of the first prize, front-3 and last-3 over
 * `range`, in one pass over the draws: the tallies are typed arrays, nothing is allocated per draw,
 * and dates are compared as `YYYY-MM-DD` strings, never parsed. The answer is kept per list and
 * range, so asking again (a re-render, a range chosen again) costs a lookup; do not change it.
 */
export function rangeStats(draws: readonly Result[], range: DrawRange): RangeStats {
  const key = `${range.from}|${range.to}`;
  let byRange = answers.get(draws);
  const known = byRange?.get(key);
  if (known !== undefined) return known;

  const ordered = newestFirst(draws);
  const last2Count = new Uint32Array(100);
  // Each number's newest date in the range (null: not yet), and the draws counted before it.
  const lastSeen = new Array<string | null>(100).fill(null);
  const since = new Uint32Array(100);
  let last2Draws = 0;
  let last2Uncertain = 0;
  const prize1 = newTally(6);
  const front3 = newTally(3);
  const last3 = newTally(3);
  let previous = '';
  for (const draw of ordered) {
    const date = draw.date;
    if (date > range.to) continue;
    if (date < range.from) break;
    if (date === previous) continue;
    previous = date;

    const last2 = draw.last2;
    if (last2?.length === 2) {
      const tens = last2.charCodeAt(0) - 48;
      const units = last2.charCodeAt(1) - 48;
      if (tens >= 0 && tens <= 9 && units >= 0 && units <= 9) {
        const n = tens * 10 + units;
        last2Count[n] = (last2Count[n] ?? 0) + 1;
        if (lastSeen[n] === null) {
          lastSeen[n] = date;
          since[n] = last2Draws;
        }
        last2Draws++;
      }
    } else if (last2 === undefined && disputed(draw, 'last2')) last2Uncertain++;
    // One first prize a draw: counted when it has 6 digits (the 7-digit ones of 1990–94 are not).
    if (draw.prize1 !== undefined && addDigits(prize1.counts, draw.prize1, 6)) {
      prize1.numbers++;
      prize1.draws++;
    } else if (draw.prize1 === undefined && disputed(draw, 'prize1')) prize1.uncertain++;
    else prize1.skipped++;
    tallyDraw(front3, draw.front3, 3, disputed(draw, 'front3'));
    tallyDraw(last3, draw.last3, 3, disputed(draw, 'last3'));
  }

  const rows: Last2Row[] = TWO_DIGITS.map((number, n) => {
    const seen = lastSeen[n] ?? null;
    return {
      number,
      count: last2Count[n] ?? 0,
      lastSeen: seen,
      drawsSince: seen === null ? null : (since[n] ?? 0),
    };
  });
  const answer: RangeStats = {
    last2: { rows, draws: last2Draws, uncertain: last2Uncertain },
    digits: {
      prize1: digitFrequencyOf(prize1, 6),
      front3: digitFrequencyOf(front3, 3),
      last3: digitFrequencyOf(last3, 3),
    },
  };
  if (byRange === undefined) {
    byRange = new Map();
    answers.set(draws, byRange);
  }
  byRange.set(key, answer);
  return answer;
}

/**
 * How often each last-2 number 00–99 came up in the range (rows in number order) and how many
 * draws with a last-2 the range holds (`draws`: a draw still without its last-2 is not counted).
 * Part of `rangeStats`.
 */
export function last2Frequency(draws: readonly Result[], range: DrawRange): Last2Frequency {
  return rangeStats(draws, range).last2;
}

/**
 * Digit frequency by position of the first prize (6-digit only), front-3 or last-3 over the range.
 * Part of `rangeStats`.
 */
export function digitFrequency(
  draws: readonly Result[],
  range: DrawRange,
  tier: DigitTier,
): DigitFrequency {
  return rangeStats(draws, range).digits[tier];
}

/**
 * For each 2- or 3-digit number (e.g. the Home generator's 3UP and down numbers), the draws of the
 * range where it came up, newest first: 3 digits as front-3, last-3 or the first prize's last three;
 * 2 digits as last-2 or the first prize's last two (the same matching as `lookupNumber`). Numbers
 * keep their order; a number that is not 2 or 3 digits gets no hits.
 */
export function numbersHistory(
  numbers: readonly string[],
  draws: readonly Result[],
  range: DrawRange,
): { number: string; hits: NumberHit[] }[] {
  const answers = numbers.map((number) => ({ number, hits: [] as NumberHit[] }));
  const valid = answers.filter((a) => /^\d{2,3}$/.test(a.number));
  if (valid.length === 0) return answers;
  forEachInRange(draws, range, (draw) => {
    for (const answer of valid) pushShortHits(answer.number, draw, answer.hits);
  });
  return answers;
}
