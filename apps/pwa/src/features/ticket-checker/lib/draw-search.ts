import { isIsoDate } from '@lotto/number-tools';
import {
  BUDDHIST_ERA_OFFSET,
  ENGLISH_MONTHS,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
} from '@lotto/contracts';
import { formatDrawDate } from '@/lib/format';
import { localYear, monthName } from '@/i18n/format-locale';

/**
 * Every way someone may type a draw's date, lower-cased, whatever the language shown: '16/12/2024',
 * '2024-12-16', '16 December 2024', 'dec', and in Thai '16 ธันวาคม 2567', 'ธ.ค.', 'พ.ศ. 2567',
 * '16/12/2567' (the Buddhist-era year); plus the date as the active language writes it (Thai:
 * '16/12/2567'; Hindi '16 दिसंबर 2024'; Urdu '16 دسمبر 2024') and its month's name there.
 * Computed while rendering: the tree renders anew when the language changes.
 */
export function drawSearchText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const m = Number(month) - 1;
  const english = ENGLISH_MONTHS[m] ?? '';
  const buddhistYear = String(Number(year) + BUDDHIST_ERA_OFFSET);
  const valid = isIsoDate(date) && m >= 0 && m < 12;
  return [
    formatDrawDate(date),
    date,
    `${Number(day)}/${Number(month)}/${year}`,
    `${day}/${month}/${buddhistYear}`,
    `${Number(day)}/${Number(month)}/${buddhistYear}`,
    `${Number(day)} ${english} ${year}`,
    `${Number(day)} ${english.slice(0, 3)} ${year}`,
    `${Number(day)} ${THAI_MONTHS[m] ?? ''} พ.ศ. ${buddhistYear}`,
    `${Number(day)} ${THAI_MONTHS_SHORT[m] ?? ''} ${buddhistYear}`,
    // The month as the active language names it (made once per language, not per draw).
    ...(valid ? [`${Number(day)} ${monthName(m + 1)} ${localYear(Number(year))}`] : []),
  ]
    .join(' | ')
    .toLowerCase();
}

/** Whether every word of `query` occurs in the draw's search text ('dec 2024', 'ธันวาคม 2567'). */
export function matchesDrawSearch(searchText: string, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}

/**
 * A draw picker's option for `date` whose label and search text are made when first read, then
 * kept: the picker lists at most a window of the ≈ 875 draws, and searches only once typed into.
 */
export function lazyDrawOption(date: string): { value: string; label: string; search: string } {
  let label: string | undefined;
  let search: string | undefined;
  return {
    value: date,
    get label() {
      return (label ??= formatDrawDate(date));
    },
    get search() {
      return (search ??= drawSearchText(date));
    },
  };
}
