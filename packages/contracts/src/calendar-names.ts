/*
 * The names of the calendar as people write draw dates: English and Thai month names and the
 * Buddhist era. Fixed tables rather than Intl: the words must match what people type and paste
 * whatever the device's locale data, and the Thai abbreviations ('ธ.ค.') are the ones printed on
 * tickets and in the news.
 */

/** The months in English, January first. */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The months in Thai, มกราคม (January) first. */
export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** The Thai abbreviations of the months, ม.ค. (January) first. */
export const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** Thai years are counted in the Buddhist era, 543 ahead of the Gregorian ones (2569 BE = 2026 CE). */
export const BUDDHIST_ERA_OFFSET = 543;

/**
 * The month number (1–12) of a Thai month name as {@link THAI_MONTHS} writes it, or undefined.
 *
 * @example thaiMonthNumber('ธันวาคม') //=> 12
 */
export function thaiMonthNumber(name: string): number | undefined {
  const index = (THAI_MONTHS as readonly string[]).indexOf(name);
  return index === -1 ? undefined : index + 1;
}
