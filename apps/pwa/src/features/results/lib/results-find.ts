import { BUDDHIST_ERA_OFFSET, ENGLISH_MONTHS, type Result } from '@lotto/contracts';
import { type MessageId, t } from '@/i18n';
import { localYear, monthName } from '@/i18n/format-locale';
import { formatDrawDate } from '@/lib/format';

/*
 * Finding a draw in the results list: the list is virtual (only the cards near the screen exist),
 * so the browser's own find cannot see most rows. These small pure functions answer instead: which
 * months have draws, where a month starts in the list, which rows match a search and why, and the
 * draws nearest a date that has none.
 */

/** The tiers a results card shows, in its order, with the names it shows them under. */
const CARD_TIERS = [
  ['prize1', 'results.prize1Label'],
  ['front3', 'results.front3Long'],
  ['last3', 'results.last3Long'],
  ['last2', 'results.last2Long'],
] as const satisfies readonly (readonly [string, MessageId])[];

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

/** One number of a draw that a search found, with the tier it sits in (its name as shown). */
export interface FoundNumber {
  tier: string;
  number: string;
}

/** Why a row matches a search: the numbers it found (empty when the date alone matched). */
export interface RowMatch {
  found: FoundNumber[];
}

/**
 * A draw's date in the forms a search may use: as shown (the active language's, 16/11/2569 in
 * Thai), ISO, day/month/year and with the month named, in English and in the active language,
 * with the Common-Era year and the Buddhist-era one (2026 and 2569).
 */
function dateText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const d = Number(day);
  const m = Number(month);
  // The English name too: a search in English words finds a draw in every language.
  const english = ENGLISH_MONTHS[m - 1] ?? '';
  const local = monthName(m);
  const short = monthName(m, 'short');
  const buddhist = String(Number(year) + BUDDHIST_ERA_OFFSET);
  const forms = [formatDrawDate(date), date];
  for (const y of new Set([year, String(localYear(Number(year))), buddhist])) {
    forms.push(
      `${d}/${m}/${y}`,
      `${day}/${month}/${y}`,
      `${d} ${english} ${y}`,
      `${d} ${english.slice(0, 3)} ${y}`,
      `${d} ${local} ${y}`,
      `${d} ${short} ${y}`,
      `${d} ${short.replace(/\./g, '')} ${y}`,
    );
  }
  return forms.join(' | ').toLowerCase();
}

/** The year a 4-digit search word names: 2026, or 2569 of the Buddhist era (Thai) as 2026. */
function yearsOf(word: string): string[] {
  const year = Number(word);
  return year >= 2400 ? [word, String(year - 543)] : [word];
}

/** The draw's period falls in the year a search word names (Common or Buddhist era). */
function inYear(date: string, word: string): boolean {
  return yearsOf(word).some((year) => date.startsWith(`${year}-`));
}

/** Digits a phone may type in Thai, Devanagari, Arabic-Indic or Urdu (Extended Arabic-Indic). */
const NATIVE_DIGITS: readonly (readonly [RegExp, number])[] = [
  [/[\u0E50-\u0E59]/g, 0x0e50],
  [/[\u0966-\u096F]/g, 0x0966],
  [/[\u0660-\u0669]/g, 0x0660],
  [/[\u06F0-\u06F9]/g, 0x06f0],
];

/**
 * The words of a search (split at spaces and commas, the Urdu comma too), lower-cased; Thai,
 * Devanagari and Urdu digits read as Western ones.
 */
export function searchWords(query: string): string[] {
  let text = query;
  for (const [digits, zero] of NATIVE_DIGITS) {
    text = text.replace(digits, (d) => String(d.charCodeAt(0) - zero));
  }
  return text
    .trim()
    .toLowerCase()
    .split(/[\s,،]+/)
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
      if (!inYear(result.date, word)) return null;
    } else if (/^\d+$/.test(word)) {
      let hit = false;
      for (const [tier, nameId] of CARD_TIERS) {
        const name = t(nameId);
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
      if (!hit && !(word.length === 4 && inYear(result.date, word))) return null;
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
