import { isApiError } from '@/lib/api-client';

/**
 * The reason the server gave for a failed call, or undefined when there is none to show: the
 * request never got an answer (status 0) or the error is not from the API at all. Screens then
 * fall back to their spec text ('Login failed', 'Failed to change password', …).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status === 0 || error.status === -1) return undefined;
  return error.message || undefined;
}

/** A readable reason for any failure, for the description under a spec alert. */
export function failureReason(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : 'Unknown error';
}

/** "in 2 minutes (at 14:05)" for a 429's Retry-After seconds. */
export function retryAfterText(seconds: number, now: Date = new Date()): string {
  const at = new Date(now.getTime() + seconds * 1000);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'} (at ${time})`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${time})`;
}
