import { currentLocale, LOCALE_INFO, t } from '@/i18n';

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago" — in the active language
 * ("5 นาทีที่ผ่านมา", "เมื่อวาน"), with Western digits.
 */
export function formatAge(at: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return t('common.justNow');
  const tag = LOCALE_INFO[currentLocale()].intl;
  let relativeFormat = relativeFormats.get(tag);
  if (!relativeFormat) {
    relativeFormat = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormats.set(tag, relativeFormat);
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeFormat.format(-hours, 'hour');
  return relativeFormat.format(-Math.floor(hours / 24), 'day');
}
