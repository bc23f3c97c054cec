import { currentLocale } from './index';
import { LOCALE_INFO } from './locales';

/**
 * The year as the active language counts it: Thai shows the Buddhist era (2026 → 2569), as dayjs's
 * buddhistEra plugin does (`BBBB`) and GLO prints it; the others the Common Era.
 */
export function localYear(year: number): number {
  return LOCALE_INFO[currentLocale()].buddhistEra ? year + 543 : year;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number grouped as the active language groups it, always in Western digits. */
export function formatNumber(value: number): string {
  const tag = LOCALE_INFO[currentLocale()].intl;
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const info = LOCALE_INFO[currentLocale()];
  // Thai names the Buddhist-era year; English days go day-month-year as the spec's dd/MM/yyyy;
  // every language keeps Western digits.
  const tag = info.buddhistEra
    ? 'th-TH-u-ca-buddhist-nu-latn'
    : info.intl.replace('en-US', 'en-GB');
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
    dateFormats.set(key, format);
  }
  return format;
}

const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/**
 * A calendar day with its weekday and month named in the active language: 'Monday 16 November
 * 2026', 'วันจันทร์ที่ 16 พฤศจิกายน พ.ศ. 2569'. Intl, not dayjs: Home's next-draw card shows one
 * on first paint, where dayjs and its locale files would cost kilobytes.
 */
export function formatLongDate(year: number, month: number, day: number): string {
  const format = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const date = utcDay(year, month, day);
  if (currentLocale() !== 'en') return format.format(date);
  // English as the product always wrote it: 'Monday 16 November 2026' (en-GB adds a comma).
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** A day with its month named, without the weekday: '16 November 2026'. */
export function formatDayMonthYear(year: number, month: number, day: number): string {
  return dateFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(
    utcDay(year, month, day),
  );
}

/** A month and year: 'November 2026', 'พฤศจิกายน 2569'. */
export function formatMonthYear(year: number, month: number): string {
  return dateFormat({ month: 'long', year: 'numeric' }).format(utcDay(year, month, 1));
}

/** A month's name (1–12): 'November', 'พฤศจิกายน'. */
export function monthName(month: number): string {
  return dateFormat({ month: 'long' }).format(utcDay(2000, month, 1));
}
