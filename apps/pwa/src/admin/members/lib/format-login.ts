import { formatDateTime } from '@/lib/format';

/** A member's lastLogin (ISO) as dd/MM/yyyy HH:mm, or the stored text when it is not a time. */
export function formatLastLogin(value: string): string {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? formatDateTime(ms) : value || '—';
}
