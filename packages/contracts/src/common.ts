import { ISO_DATE_PATTERN } from '@lotto/number-tools';
import * as v from 'valibot';

/** Document ids are 24-character hex strings made by the app (ObjectId-compatible). */
export const IdSchema = v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/, 'Invalid id'));

/** Every error the API returns has this body. */
export const ErrorBodySchema = v.object({
  message: v.string(),
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
