import { BUDDHIST_ERA_OFFSET } from '@lotto/contracts';
import {
  dayMonthYearText,
  longDayText,
  monthNameText,
  monthYearText,
} from '@lotto/site/calendar-words';
import { currentLocale } from './index';
import { LOCALE_INFO } from './locales';

/**
 * The year as the active language counts it: Thai shows the Buddhist era (2026 → 2569), as dayjs's
 * buddhistEra plugin does (`BBBB`) and GLO prints it; the others the Common Era.
 */
export function localYear(year: number): number {
  return LOCALE_INFO[currentLocale()].buddhistEra ? year + BUDDHIST_ERA_OFFSET : year;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number grouped as the active language groups it, always in Western digits. */
export function formatNumber(value: number): string {
  const tag = LOCALE_INFO[currentLocale()].intl;
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
}

/**
 * A calendar day with its weekday and month named in the active language: 'Monday 16 November
 * 2026', 'วันจันทร์ที่ 16 พฤศจิกายน พ.ศ. 2569' (the server's pages say it with the same code).
 */
export function formatLongDate(year: number, month: number, day: number): string {
  return longDayText(year, month, day, currentLocale());
}

/** A day with its month named, without the weekday: '16 November 2026'. */
export function formatDayMonthYear(year: number, month: number, day: number): string {
  return dayMonthYearText(year, month, day, currentLocale());
}

/** A month and year: 'November 2026', 'พฤศจิกายน 2569'. */
export function formatMonthYear(year: number, month: number): string {
  return monthYearText(year, month, currentLocale());
}

/**
 * A month's name (1–12): 'November', 'พฤศจิกายน'. Kept per language once made: searches call it
 * for every draw of the history.
 */
export function monthName(month: number, style: 'long' | 'short' = 'long'): string {
  return monthNameText(month, currentLocale(), style);
}
