import { BUDDHIST_ERA_OFFSET } from '@lotto/contracts';
import { LOCALE_INFO, type Locale } from './locales.js';

/**
 * A draw date ('2026-11-16') as the app prints it (apps/pwa/src/lib/format.ts `formatDrawDate`):
 * dd/MM/yyyy in Western digits, the year in the Buddhist era in Thai (16/11/2569). Null when the
 * text is not a real day (2024-02-31 is not 2 March).
 */
export function drawDateText(date: string, locale: Locale): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const localYear = LOCALE_INFO[locale].buddhistEra ? year + BUDDHIST_ERA_OFFSET : year;
  return `${m[3]}/${m[2]}/${String(localYear)}`;
}
