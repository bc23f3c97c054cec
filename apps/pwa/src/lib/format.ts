// Plain code, not dayjs: these run on Home's first paint, where every kilobyte of script counts.
// The active language decides the year (Thai: Buddhist era, as dayjs's `BBBB`), the grouping of
// amounts and the words; digits stay Western in every language (src/i18n).
import { formatNumber, localYear } from '@/i18n/format-locale';
import { t } from '@/i18n';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A local day as DD/MM/YYYY (Thai: the Buddhist-era year). */
function dayText(d: Date): string {
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${localYear(d.getFullYear())}`;
}

/**
 * A draw date as dd/MM/yyyy (spec §9; in Thai with the Buddhist-era year, 16/11/2569), or 'Invalid
 * Date' (in the active language) when missing or unparsable.
 */
export function formatDrawDate(date: string | null | undefined): string {
  if (!date) return t('app.invalidDate');
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) {
    // Another date format the browser understands: its local day.
    const parsed = new Date(date);
    return Number.isNaN(parsed.getTime()) ? t('app.invalidDate') : dayText(parsed);
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A draw date must be a real day: 2024-02-31 is not 2 March.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return t('app.invalidDate');
  return `${m[3]}/${m[2]}/${localYear(year)}`;
}

/** A moment as dd/MM/yyyy HH:mm in the visitor's time zone. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return t('app.invalidDate');
  return `${dayText(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** A moment as HH:mm:ss in the visitor's time zone. */
export function formatClockTime(d: Date): string {
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/** A moment as HH:mm in the visitor's time zone. */
export function formatTimeOfDay(ms: number): string {
  const d = new Date(ms);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** A moment's local day as DD/MM/YYYY. */
export function formatLocalDay(d: Date): string {
  return dayText(d);
}

/**
 * 6000000 → '6,000,000', grouped as the active language groups amounts (Hindi: '60,00,000'), in
 * Western digits. The Intl object is built on first use, not when the module loads: the app's
 * first one costs tens of milliseconds on a cheap phone, and Home's first paint shows no amount.
 */
export function formatBaht(amount: number): string {
  return formatNumber(amount);
}
