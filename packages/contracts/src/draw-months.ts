import type { Result } from './results.js';

/** A year of the list and its months (1–12) that have at least one draw, newest first. */
export interface YearMonths {
  year: number;
  months: number[];
}

/**
 * The years and months that have draws, newest first (the results list's own order): the year and
 * month pickers of `/result`, in the app and on the server's page alike.
 */
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
