import {
  BUDDHIST_ERA_OFFSET,
  ENGLISH_MONTHS,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
} from '@lotto/contracts';
import { formatDrawDate } from '@/lib/format';

/**
 * Every way someone may type a draw's date, lower-cased: '16/12/2024', '2024-12-16',
 * '16 December 2024', 'dec', '16 ธันวาคม 2567', 'ธ.ค.', '2567'.
 */
export function drawSearchText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const m = Number(month) - 1;
  const english = ENGLISH_MONTHS[m] ?? '';
  const buddhistYear = String(Number(year) + BUDDHIST_ERA_OFFSET);
  return [
    formatDrawDate(date),
    date,
    `${Number(day)}/${Number(month)}/${year}`,
    `${Number(day)} ${english} ${year}`,
    `${Number(day)} ${english.slice(0, 3)} ${year}`,
    `${Number(day)} ${THAI_MONTHS[m] ?? ''} ${buddhistYear}`,
    `${Number(day)} ${THAI_MONTHS_SHORT[m] ?? ''} ${buddhistYear}`,
  ]
    .join(' | ')
    .toLowerCase();
}

/** Whether every word of `query` occurs in the draw's search text ('dec 2024', 'ธันวาคม 2567'). */
export function matchesDrawSearch(searchText: string, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
