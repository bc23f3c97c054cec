/*
 * The numbers of the 3UP/down view of /stats (`?numbers=123,456,78`): how links write them and how
 * the page reads them. Apart from ./stats-search, whose route rules load with the app's entry.
 */

/** How many numbers the 3UP/down view looks up at most (a link carries at most these). */
export const MAX_STATS_NUMBERS = 40;

/**
 * `?numbers=` for a list of 2- or 3-digit numbers (the generator's output): at most
 * `MAX_STATS_NUMBERS`, repeats dropped, comma-separated; a single number without a leading zero as a
 * number, so the URL reads `?numbers=123`, not `?numbers=%22123%22`.
 */
export function statsNumbersSearch(numbers: readonly string[]): { numbers?: string | number } {
  const unique = [...new Set(numbers)].slice(0, MAX_STATS_NUMBERS);
  if (unique.length === 0) return {};
  const joined = unique.join(',');
  if (/^[1-9]\d{0,2}$/.test(joined)) return { numbers: Number(joined) };
  return { numbers: joined };
}

export interface ParsedNumbers {
  /** The 2- and 3-digit numbers, in the order given, each once, at most `MAX_STATS_NUMBERS`. */
  numbers: string[];
  /** What was not a 2- or 3-digit number, as typed. */
  invalid: string[];
  /** How many valid numbers were left out over `MAX_STATS_NUMBERS`. */
  dropped: number;
}

/** Splits `?numbers=` on commas and spaces and checks each is 2 or 3 digits. */
export function parseStatsNumbers(input: string): ParsedNumbers {
  const numbers: string[] = [];
  const invalid: string[] = [];
  let dropped = 0;
  for (const part of input.split(/[\s,]+/)) {
    if (part === '') continue;
    if (!/^\d{2,3}$/.test(part)) {
      invalid.push(part);
      continue;
    }
    if (numbers.includes(part)) continue;
    if (numbers.length === MAX_STATS_NUMBERS) dropped++;
    else numbers.push(part);
  }
  return { numbers, invalid, dropped };
}
