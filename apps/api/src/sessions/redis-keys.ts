/**
 * Every key the session store writes and every lifetime it uses, in one place. The in-memory
 * store uses the same key strings so both behave alike.
 */

/** Failed admin logins allowed per IP + e-mail inside one window. */
export const LOGIN_MAX_FAILURES = 5;

/** The window of {@link LOGIN_MAX_FAILURES}; it starts at the first failure. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** One admin session (value: the session record as JSON); expires with the token. */
export function sessionKey(prefix: string, jti: string): string {
  return `${prefix}session:${jti}`;
}

/** The set of session ids of one admin, so that all of them can be revoked at once. */
export function adminSessionsKey(prefix: string, adminId: string): string {
  return `${prefix}admin-sessions:${adminId}`;
}

/** The counter of failed logins for one IP + e-mail (e-mail lower-cased). */
export function loginFailuresKey(prefix: string, ip: string, email: string): string {
  return `${prefix}login-failures:${ip}:${email.toLowerCase()}`;
}
