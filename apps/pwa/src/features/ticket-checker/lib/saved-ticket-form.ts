import { DrawDateSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { BOOK_PATTERN, SET_PATTERN } from '../stores/saved-tickets-store';

/** An optional digits field: '' (or spaces) becomes undefined. */
const optionalDigits = (pattern: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || pattern.test(value), message),
    v.transform((value) => (value === '' ? undefined : value)),
  );

/** Saving a paper ticket: its number, the period printed on it, and optionally its set and book. */
export const SavedTicketFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the 6-digit ticket number'),
    v.regex(/^\d{6}$/, 'The ticket number must be exactly 6 digits'),
  ),
  period: v.pipe(
    v.string(),
    v.nonEmpty('Enter the period date printed on the ticket'),
    DrawDateSchema,
    v.check((date) => date >= '1990-01-01', 'Our draws start in 1990'),
  ),
  set: optionalDigits(SET_PATTERN, 'The set (ชุด) is 1 or 2 digits'),
  book: optionalDigits(BOOK_PATTERN, 'The book (เล่ม) is up to 4 digits'),
});
