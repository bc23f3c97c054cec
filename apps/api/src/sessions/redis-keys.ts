import type { LoginAttempt } from './session-store.js';

/**
 * Every key the session stores write, in one place and used by them only (nothing outside
 * `sessions/` builds a key). The in-memory store uses the same key strings so both behave alike.
 */

/** One admin session (value: the session record as JSON); expires with the token. */
export function sessionKey(prefix: string, jti: string): string {
  return `${prefix}session:${jti}`;
}

/** The set of session ids of one admin, so that all of them can be revoked at once. */
export function adminSessionsKey(prefix: string, adminId: string): string {
  return `${prefix}admin-sessions:${adminId}`;
}

/** The counter of login attempts for one IP + e-mail (e-mail lower-cased). */
export function loginFailuresKey(prefix: string, who: LoginAttempt): string {
  return `${prefix}login-failures:${who.ip}:${who.email.toLowerCase()}`;
}

/** A named rate-limit counter (`countHit`), e.g. `bot:line:user:U123`. */
export function hitsKey(prefix: string, counter: string): string {
  return `${prefix}hits:${counter}`;
}
