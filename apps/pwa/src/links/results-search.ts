import { RESULTS_YEAR_PARAM } from '@lotto/site';

/** The years the site has draws of, at most: the history starts in 1990. */
const FIRST_YEAR = 1990;

export interface ResultsSearch {
  /** `?year=2024`: /result opens its list at that year's newest draw (the server lists that year). */
  year?: number | undefined;
}

/**
 * `validateSearch` of /result: `?year=` (`RESULTS_YEAR_PARAM`, @lotto/site) when it is a year of the
 * history (the router reads `2024` as a number, a link may carry `"2024"`); anything else is ignored.
 */
export function validateResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const raw = search[RESULTS_YEAR_PARAM];
  const year = typeof raw === 'string' && /^\d{4}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= FIRST_YEAR &&
    year <= new Date().getFullYear() + 1
    ? { year }
    : {};
}
