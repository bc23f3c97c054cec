import type { Result } from '@lotto/contracts';
import dayjs from 'dayjs';
import { formatDrawDate } from '@/lib/format';

/*
 * Finding a draw in the results list: the list is virtual (only the cards near the screen exist),
 * so the browser's own find cannot see most rows. These small pure functions answer instead: which
 * months have draws, where a month starts in the list, which rows match a search and why, and the
 * draws nearest a date that has none.
 */

/** The tiers a results card shows, in its order, with the names it shows them under. */
const CARD_TIERS = [
  ['prize1', 'Prize 1'],
  ['front3', 'Front 3 Digits'],
  ['last3', 'Last 3 Digits'],
  ['last2', 'Last 2 Digits'],
] as const;

/** A year of the list and its months (1–12) that have at least one draw, newest first. */
export interface YearMonths {
  year: number;
  months: number[];
}

/** The years and months that have draws, newest first (the list's own order). */
export function monthsWithDraws(results: readonly Pick<Result, 'date'>[]): YearMonths[] {
  const years: YearMonths[] = [];
  for (const { date } of results) {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    if (!Number.isInteger(year) || !(month >= 1 && month <= 12)) continue;
    let entry = years.find((y) => y.year === year);
    if (!entry) {
      entry = { year, months: [] };
      years.push(entry);
    }
    if (!entry.months.includes(month)) entry.months.push(month);
  }
  years.sort((a, b) => b.year - a.year);
  for (const entry of years) entry.months.sort((a, b) => b - a);
  return years;
}

/**
 * Index of the month's first row in a newest-first list (its newest draw: the month's other draws
 * follow it on screen), or -1 when the month has none.
 */
export function firstIndexOfMonth(
  results: readonly Pick<Result, 'date'>[],
  year: number,
  month: number,
): number {
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  return results.findIndex((r) => r.date.startsWith(prefix));
}

/** 'November 2024'. */
export function monthName(month: number, year?: number): string {
  const name = dayjs(new Date(2000, month - 1, 1)).format('MMMM');
  return year === undefined ? name : `${name} ${year}`;
}

/** One number of a draw that a search found, with the tier it sits in. */
export interface FoundNumber {
  tier: string;
  number: string;
}

/** Why a row matches a search: the numbers it found (empty when the date alone matched). */
export interface RowMatch {
  found: FoundNumber[];
}

function dateText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const long = monthName(Number(month));
  return [
    formatDrawDate(date),
    date,
    `${Number(day)}/${Number(month)}/${year}`,
    `${Number(day)} ${long} ${year}`,
    `${Number(day)} ${long.slice(0, 3)} ${year}`,
  ]
    .join(' | ')
    .toLowerCase();
}

/** The words of a search, lower-cased; Thai digits read as Western ones. */
export function searchWords(query: string): string[] {
  return query
    .replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * Whether a draw matches every word of a search, and which of its numbers did. A word of digits
 * looks in the numbers (and, with 4 digits, at the year too: '2024'); any other word ('16/11/2024',
 * '2024-11', 'nov') looks in the date, and beside one a day or a year belongs to the date
 * ('16 nov 2024'). Null when it does not match or the search is empty.
 */
export function matchResult(result: Result, words: readonly string[]): RowMatch | null {
  if (words.length === 0) return null;
  const found: FoundNumber[] = [];
  let text: string | undefined;
  // '16 nov 2024': beside a date word, a day or a year is part of the date, not a number.
  const dated = words.some((word) => !/^\d+$/.test(word));
  for (const word of words) {
    if (dated && /^\d{1,2}$/.test(word)) {
      if (Number(result.date.slice(8, 10)) !== Number(word)) return null;
    } else if (dated && /^\d{4}$/.test(word)) {
      if (!result.date.startsWith(`${word}-`)) return null;
    } else if (/^\d+$/.test(word)) {
      let hit = false;
      for (const [tier, name] of CARD_TIERS) {
        const value = result[tier];
        const numbers = value === undefined ? [] : typeof value === 'string' ? [value] : value;
        for (const number of numbers) {
          if (!number.includes(word)) continue;
          hit = true;
          if (!found.some((f) => f.tier === name && f.number === number)) {
            found.push({ tier: name, number });
          }
        }
      }
      if (!hit && !(word.length === 4 && result.date.startsWith(`${word}-`))) return null;
    } else {
      text ??= dateText(result.date);
      if (!text.includes(word)) return null;
    }
  }
  return { found };
}

/** The draws just before and just after a date with no draw (either may be missing). */
export function nearestDraws<T extends Pick<Result, 'date'>>(
  results: readonly T[],
  date: string,
): { before?: T; after?: T } {
  // Newest first: the first draw older than the date is the one just before it.
  const beforeIndex = results.findIndex((r) => r.date < date);
  const before = beforeIndex === -1 ? undefined : results[beforeIndex];
  const afterCandidate = beforeIndex === -1 ? results.at(-1) : results[beforeIndex - 1];
  const after = afterCandidate && afterCandidate.date > date ? afterCandidate : undefined;
  return { before, after };
}
