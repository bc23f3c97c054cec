import type { SearchSchemaInput } from '@tanstack/react-router';

/*
 * The search of /stats: the range (`?range=12m|5y|all`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`) and the
 * numbers of the 3UP/down view (`?numbers=123,456,78`). Shared by the page and the links to it (the
 * Home generator's 'See these numbers in the history').
 *
 * The router JSON-parses search values: `?numbers=123` arrives as the number 123 (and `?from=2020`
 * as 2020), and a string '123' would be written back quoted (`?numbers=%22123%22`). So a value may
 * come as a number, and links pass a single number without a leading zero as one
 * (`statsNumbersSearch` in ./stats-numbers, with the parsing of the list).
 */

export const STATS_PRESETS = ['12m', '5y', 'all'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

/** The range shown when the URL names none: the whole history on the device. */
export const DEFAULT_PRESET: StatsPreset = 'all';

export interface StatsSearch {
  range?: StatsPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** As it came (a number stays one, or the router would quote it again): read with `statsNumbersText`. */
  numbers?: string | number | undefined;
}

/** Text as typed (at most `max` characters), or a number the router made of it; else undefined. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'string') return value.length <= max ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * `validateSearch` of /stats: what is unusable is dropped, what is wrong is kept for the page to
 * name (a date that is no day, a number of 4 digits). Plain checks, not a schema: the route's search
 * rules load with the app's entry, so they are kept as small as Home's first paint needs.
 */
export function validateStatsSearch(
  search: {
    range?: StatsPreset | undefined;
    from?: string | undefined;
    to?: string | undefined;
    numbers?: string | number | undefined;
  } & SearchSchemaInput,
): StatsSearch {
  const out: StatsSearch = {};
  const range: unknown = search.range;
  if (typeof range === 'string' && (STATS_PRESETS as readonly string[]).includes(range))
    out.range = range as StatsPreset;
  // A date is 10 characters; longer is kept up to 40 so the page can say what is wrong.
  const from = text(search.from, 40);
  if (from !== undefined) out.from = from;
  const to = text(search.to, 40);
  if (to !== undefined) out.to = to;
  // 40 numbers of 3 digits and their commas are 159 characters.
  const numbers: unknown = search.numbers;
  if (typeof numbers === 'string' && numbers.length <= 400) out.numbers = numbers;
  else if (typeof numbers === 'number' && Number.isInteger(numbers) && numbers >= 0)
    out.numbers = numbers;
  return out;
}

/** The text of `?numbers=` (undefined when there is none). */
export function statsNumbersText(search: StatsSearch): string | undefined {
  return search.numbers === undefined ? undefined : String(search.numbers);
}
