import { DrawDateSchema, type Result } from '@lotto/contracts';
import * as v from 'valibot';
import { newestFirst, pushShortHits, type NumberHit } from './lookup';

/*
 * Statistics over a range of draws of the light list (pure, no React). Every function takes the
 * list newest first, as the API sends it (another order is sorted first), counts a repeated period
 * date once, and makes one pass over the draws of the range.
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

/** Checks a range typed as two dates: real `YYYY-MM-DD` days, `from` not after `to`. */
export function parseRange(from: string, to: string): RangeCheck {
  const start = v.safeParse(DrawDateSchema, from);
  if (!start.success)
    return { ok: false, field: 'from', error: `From: ${start.issues[0].message}` };
  const end = v.safeParse(DrawDateSchema, to);
  if (!end.success) return { ok: false, field: 'to', error: `To: ${end.issues[0].message}` };
  if (from > to) return { ok: false, field: 'to', error: 'To must be on or after From' };
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

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * How often each last-2 number 00–99 came up in the range (rows in number order) and how many
 * draws with a last-2 the range holds (`draws`: a draw still without its last-2 is not counted).
 */
export function last2Frequency(
  draws: readonly Result[],
  range: DrawRange,
): { rows: Last2Row[]; draws: number } {
  const rows: Last2Row[] = TWO_DIGITS.map((number) => ({
    number,
    count: 0,
    lastSeen: null,
    drawsSince: null,
  }));
  let counted = 0;
  forEachInRange(draws, range, (draw) => {
    const last2 = draw.last2;
    if (last2?.length !== 2) return;
    const row = rows[Number(last2)];
    if (row === undefined) return;
    row.count++;
    if (row.lastSeen === null) {
      row.lastSeen = draw.date;
      row.drawsSince = counted;
    }
    counted++;
  });
  return { rows, draws: counted };
}

export type DigitTier = 'prize1' | 'front3' | 'last3';

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
   */
  skipped: number;
}

/** Digit frequency by position of the first prize (6-digit only), front-3 or last-3 over the range. */
export function digitFrequency(
  draws: readonly Result[],
  range: DrawRange,
  tier: DigitTier,
): DigitFrequency {
  const width = tier === 'prize1' ? 6 : 3;
  const counts = Array.from({ length: width }, () => Array.from({ length: 10 }, () => 0));
  let used = 0;
  let numbers = 0;
  let skipped = 0;
  const add = (number: string): boolean => {
    if (number.length !== width) return false;
    for (let p = 0; p < width; p++) {
      const digit = number.charCodeAt(p) - 48;
      if (digit < 0 || digit > 9) return false;
    }
    counts.forEach((position, p) => {
      const digit = number.charCodeAt(p) - 48;
      position[digit] = (position[digit] ?? 0) + 1;
    });
    numbers++;
    return true;
  };
  forEachInRange(draws, range, (draw) => {
    let any = false;
    if (tier === 'prize1') {
      if (draw.prize1 !== undefined) any = add(draw.prize1);
    } else {
      for (const number of draw[tier] ?? []) if (add(number)) any = true;
    }
    if (any) used++;
    else skipped++;
  });
  return { counts, draws: used, numbers, skipped };
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
