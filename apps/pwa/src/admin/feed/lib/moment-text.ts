import { formatDateTime } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 minutes ago", "in 2 minutes", "just now" (the admin panel is English only). */
export function relativeTime(at: number, now: number): string {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** An ISO moment as "5 minutes ago (26/11/2026 16:05)", or `never` for null. */
export function momentText(iso: string | null, now: number, never = 'never'): string {
  if (iso === null) return never;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return `${relativeTime(at, now)} (${formatDateTime(at)})`;
}
