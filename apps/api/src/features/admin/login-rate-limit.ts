import { RateLimitedError } from '../../shared/errors.js';
import type { LoginAttempt, SessionStore } from '../../sessions/session-store.js';

/** Failed admin logins allowed per IP + e-mail inside one window. */
export const LOGIN_MAX_FAILURES = 5;

/** The window of {@link LOGIN_MAX_FAILURES}; it starts at the first failure. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface LoginRateLimitPolicy {
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitPolicy = {
  maxFailures: LOGIN_MAX_FAILURES,
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
};

/**
 * The admin login rate limit, the one place of its policy: every attempt counts against IP +
 * e-mail before the password is checked (so parallel guesses cannot slip past the limit); a
 * success clears the count. Over the limit → 429 with Retry-After. The counters live in the
 * session store (memory or Redis), shared by every API instance.
 */
export function createLoginRateLimit(sessions: SessionStore, policy: LoginRateLimitPolicy) {
  return {
    /** Counts the attempt; throws {@link RateLimitedError} when this IP + e-mail is over the limit. */
    async admit(who: LoginAttempt): Promise<void> {
      const attempts = await sessions.countLoginAttempt(who, policy.windowSeconds);
      if (attempts.count > policy.maxFailures) {
        throw new RateLimitedError(
          'Too many failed logins. Try again later.',
          attempts.resetInSeconds,
        );
      }
    },
    /** A successful login forgets the earlier failures. */
    succeeded(who: LoginAttempt): Promise<void> {
      return sessions.clearLoginAttempts(who);
    },
  };
}
