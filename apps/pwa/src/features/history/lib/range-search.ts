import { DEFAULT_PRESET, type StatsPreset, type StatsSearch } from '@/links/stats-search';

/*
 * Between the range picker of /stats and the page's URL: what the picker shows for a search, and
 * the search a choice writes (`?range=5y`, or `?from=2019-01-01&to=2019-12-31`; `?numbers=` kept).
 */

/** What the range picker shows: a preset, or two dates (as typed: the page checks them). */
export type RangeChoice =
  { kind: 'preset'; preset: StatsPreset } | { kind: 'dates'; from: string; to: string };

/** The choice a search of /stats shows: its two dates when it has any, else its preset (or the default). */
export function rangeChoiceOf(search: StatsSearch): RangeChoice {
  if (search.from !== undefined || search.to !== undefined)
    return { kind: 'dates', from: search.from ?? '', to: search.to ?? '' };
  return { kind: 'preset', preset: search.range ?? DEFAULT_PRESET };
}

/** The search a choice writes, keeping the generator's `numbers` (undefined: none). */
export function searchForChoice(choice: RangeChoice, numbers: StatsSearch['numbers']): StatsSearch {
  const keep = numbers === undefined ? {} : { numbers };
  return choice.kind === 'preset'
    ? { range: choice.preset, ...keep }
    : { from: choice.from, to: choice.to, ...keep };
}
