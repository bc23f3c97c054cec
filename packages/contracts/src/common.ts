import { ISO_DATE_PATTERN } from '@lotto/number-tools';
import * as v from 'valibot';

/** Document ids are 24-character hex strings made by the app (ObjectId-compatible). */
export const IdSchema = v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/, 'Invalid id'));

/**
 * The machine code of every error the API returns: apps word it in the visitor's language (the
 * `message` stays English, for API clients and older apps). Codes never change meaning; a client
 * meeting one it does not know words the error by its status.
 */
export const ERROR_CODES = [
  /** 400: the input breaks its schema (`details` lists the fields). */
  'validation',
  /** 400: the body is not JSON (or not an object). */
  'malformed_body',
  /** 400 of any other kind. */
  'bad_request',
  /** 401: no usable credentials. */
  'unauthenticated',
  /** 401: the session ran out or was ended: sign in again. */
  'session_expired',
  /** 401: wrong e-mail or password. */
  'invalid_credentials',
  /** 403: not allowed. */
  'forbidden',
  /** 403: the member's membership awaits the admin's approval. */
  'membership_pending',
  /** 403: the member's membership is suspended. */
  'membership_suspended',
  /** 404 */
  'not_found',
  /** 405 */
  'method_not_allowed',
  /** 409: it already exists. */
  'conflict',
  /** 409: it changed under the request, again and again: try again. */
  'changed_meanwhile',
  /** 413 */
  'body_too_large',
  /** 415 */
  'unsupported_media_type',
  /** 429: `details.retryAfterSeconds` and the Retry-After header say when to try again. */
  'rate_limited',
  /** 500 */
  'internal',
  /** 503: a backing service is down; try again soon. */
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error the API returns has this body. `code` is optional for answers of older servers. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.optional(v.string()),
  details: v.optional(v.unknown()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** A field-level problem, as listed in `details` of a 400 answer. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Flattens valibot issues into `{ path, message }` pairs (path dotted, '' for the root). */
export function toFieldIssues(issues: readonly v.BaseIssue<unknown>[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  }));
}

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter a valid email address'),
);

/** Whether a `YYYY-MM-DD` string names a day that exists (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD` that exists: a draw's date, a payment's date. */
export const CalendarDaySchema = v.pipe(
  v.string('Date is required'),
  v.regex(ISO_DATE_PATTERN, 'Date must be YYYY-MM-DD'),
  v.check(isCalendarDay, 'Date is not a real calendar day'),
);
