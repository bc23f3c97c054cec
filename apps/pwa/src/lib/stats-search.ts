import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';

/*
 * The search of /stats: the range (`?range=12m|5y|all`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`) and the
 * numbers of the 3UP/down view (`?numbers=123,456,78`). Shared by the page and the links to it (the
 * Home generator's 'See these numbers in the history').
 *
 * The router JSON-parses search values: `?numbers=123` arrives as the number 123 (and `?from=2020`
 * as 2020), and a string '123' would be written back quoted (`?numbers=%22123%22`). So a value may
 * come as a number, and links pass a single number without a leading zero as one.
 */

export const STATS_PRESETS = ['12m', '5y', 'all'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

/** The range shown when the URL names none: the whole history on the device. */
export const DEFAULT_PRESET: StatsPreset = 'all';

/** How many numbers the 3UP/down view looks up at most (a link carries at most these). */
export const MAX_STATS_NUMBERS = 40;

/** Text or a number the router made of it; anything else, or too long to be meant, is dropped. */
const text = (max: number) =>
  v.optional(
    v.fallback(
      v.optional(
        v.union([
          v.pipe(v.string(), v.maxLength(max)),
          v.pipe(
            v.number(),
            v.finite(),
            v.transform((n) => String(n)),
          ),
        ]),
      ),
      undefined,
    ),
  );

const StatsSearchSchema = v.object({
  range: v.optional(v.fallback(v.optional(v.picklist(STATS_PRESETS)), undefined)),
  // Kept as typed (the page checks them and says what is wrong): a date is 10 characters.
  from: text(40),
  to: text(40),
  // 40 numbers of 3 digits and their commas is 159 characters.
  numbers: v.optional(
    v.fallback(
      v.optional(
        v.union([
          v.pipe(v.string(), v.maxLength(400)),
          v.pipe(v.number(), v.integer(), v.minValue(0)),
        ]),
      ),
      undefined,
    ),
  ),
});

export interface StatsSearch {
  range?: StatsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** As it came (a number stays one, or the router would quote it again): read with `statsNumbersText`. */
  numbers?: string | number | undefined;
}

/** `validateSearch` of /stats: what is unusable is dropped, what is wrong is kept for the page to name. */
export function validateStatsSearch(
  search: {
    range?: StatsPreset | undefined;
    from?: string | undefined;
    to?: string | undefined;
    numbers?: string | number | undefined;
  } & SearchSchemaInput,
): StatsSearch {
  const parsed = v.parse(StatsSearchSchema, search);
  const out: StatsSearch = {};
  if (parsed.range !== undefined) out.range = parsed.range;
  if (parsed.from !== undefined) out.from = parsed.from;
  if (parsed.to !== undefined) out.to = parsed.to;
  if (parsed.numbers !== undefined) out.numbers = parsed.numbers;
  return out;
}

/** The text of `?numbers=` (undefined when there is none). */
export function statsNumbersText(search: StatsSearch): string | undefined {
  return search.numbers === undefined ? undefined : String(search.numbers);
}

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
