import { BUDDHIST_ERA_OFFSET, ENGLISH_MONTHS } from '@lotto/contracts';
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

const ENGLISH_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
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
  const date = utcDay(year, month, day);
  // English as the product always wrote it ('Monday 16 November 2026'; en-GB adds a comma), in
  // plain code: Home's next-draw card shows one on first paint, and the first Intl date format of a
  // page costs a cheap phone tens of milliseconds.
  if (currentLocale() === 'en')
    return `${ENGLISH_WEEKDAYS[date.getUTCDay()] ?? ''} ${day} ${ENGLISH_MONTHS[month - 1] ?? ''} ${year}`;
  return dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
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

const monthNames = new Map<string, string>();

/**
 * A month's name (1–12): 'November', 'พฤศจิกายน'. Kept per language once made: searches call it
 * for every draw of the history, and each Intl format costs a cheap phone microseconds it adds up.
 */
export function monthName(month: number, style: 'long' | 'short' = 'long'): string {
  const locale = currentLocale();
  // English in plain code, as Home's first paint has always named it (no Intl object there).
  if (locale === 'en') {
    const english = ENGLISH_MONTHS[month - 1] ?? '';
    return style === 'long' ? english : english.slice(0, 3);
  }
  const key = `${locale}|${style}|${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    name = dateFormat({ month: style }).format(utcDay(2000, month, 1));
    monthNames.set(key, name);
  }
  return name;
}
