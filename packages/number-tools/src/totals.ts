import { assertOneOf, assertString } from './assert.js';
import { digitSumMod10 } from './digit-sum.js';
import { SORTED_TRIPLES, containsEvery } from './multiset.js';

/** One group of the total table: the numbers whose digit total is `total`. */
export interface TotalGroup {
  readonly total: number;
  readonly numbers: readonly string[];
}

/** How `searchTotals` reads its query. */
export type TotalsSearchMode = 'total' | 'pair' | 'single';

const MODES: readonly TotalsSearchMode[] = ['total', 'pair', 'single'];

/**
 * The total table ("total paper"): 10 groups, totals 0…9 in order. Group `t` holds every 3-digit
 * string whose digits are non-decreasing and whose digit sum mod 10 is `t`, ascending — 22 numbers
 * per group, 220 in all. Generated at load time and deeply frozen.
 *
 * @example
 * TOTAL_TABLE[0]; //=> { total: 0, numbers: ['000', '019', '028', …, '677'] }
 */
export const TOTAL_TABLE: readonly TotalGroup[] = Object.freeze(
  Array.from({ length: 10 }, (_, total) =>
    Object.freeze({
      total,
      numbers: Object.freeze(SORTED_TRIPLES.filter((n) => digitSumMod10(n) === total)),
    }),
  ),
);

function matcherFor(mode: TotalsSearchMode, query: string): (n: string, total: number) => boolean {
  switch (mode) {
    case 'total':
      return /^\d$/.test(query) ? (_, total) => total === Number(query) : () => false;
    case 'pair': {
      const pair = Array.from(query).slice(0, 2);
      return pair.length === 2 ? (n) => containsEvery(n, pair) : () => false;
    }
    case 'single':
      return (n) => n.includes(query);
  }
}

/**
 * The total table filtered by `query`, read according to `mode`. The query is trimmed first; an
 * empty query gives the whole table. Groups left with no numbers are omitted.
 *
 * - `'total'`: the query must be a single digit 0-9 and gives just that group; anything else `[]`.
 * - `'pair'`: the first two characters, counting repeats (`'11'` needs two 1s); fewer than two `[]`.
 * - `'single'`: numbers that contain the query as a substring.
 *
 * @example
 * searchTotals('total', '7'); //=> [{ total: 7, numbers: ['007', '016', …] }]
 * searchTotals('pair', '11'); //=> numbers with at least two 1s, grouped by total
 *
 * @throws {TypeError} When `query` is not a string.
 * @throws {RangeError} When `mode` is not `'total'`, `'pair'` or `'single'`.
 */
export function searchTotals(mode: TotalsSearchMode, query: string): TotalGroup[] {
  assertOneOf(mode, MODES, 'mode');
  assertString(query, 'query');
  const trimmed = query.trim();
  if (trimmed === '') return [...TOTAL_TABLE];
  const matches = matcherFor(mode, trimmed);
  const groups: TotalGroup[] = [];
  for (const group of TOTAL_TABLE) {
    const numbers = group.numbers.filter((n) => matches(n, group.total));
    if (numbers.length > 0) groups.push({ total: group.total, numbers });
  }
  return groups;
}
