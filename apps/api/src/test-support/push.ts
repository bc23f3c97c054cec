import type { PushConfig } from '../config.js';
import { parsePushOrigin } from '../features/push/push-origins.js';
import { generateVapidKeys } from '../features/push/vapid.js';

/** Push on with a fresh VAPID pair, sending to `serviceUrl` only (the stand-in push service). */
export function pushConfigFor(serviceUrl: string): PushConfig {
  const origin = parsePushOrigin(serviceUrl);
  if (typeof origin === 'string') throw new TypeError(`${serviceUrl} ${origin}`);
  return {
    vapid: { ...generateVapidKeys(), subject: 'mailto:admin@lotto.example' },
    serviceOrigins: [origin],
    siteUrl: 'https://lotto.example',
  };
}

/** Polls `check` until it answers a value (not undefined), at most `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `value`, or a failure naming `what` when it is missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
