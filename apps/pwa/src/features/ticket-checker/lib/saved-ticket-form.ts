import { DrawDateSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { t } from '@/i18n';
import { BOOK_PATTERN, SET_PATTERN } from '../stores/saved-tickets-store';

/** An optional digits field: '' (or spaces) becomes undefined. */
const optionalDigits = (pattern: RegExp, message: () => string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || pattern.test(value), message),
    v.transform((value) => (value === '' ? undefined : value)),
  );

/**
 * Saving a paper ticket: its number, the period printed on it, and optionally its set and book.
 * The messages are functions: they are worded in the language active when the form validates.
 */
export const SavedTicketFormSchema = v.object({
  number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t('checker.numberEmpty')),
    v.regex(/^\d{6}$/, () => t('checker.numberDigits')),
  ),
  period: v.pipe(
    v.string(),
    v.nonEmpty(() => t('checker.periodEmpty')),
    DrawDateSchema,
    v.check(
      (date) => date >= '1990-01-01',
      () => t('checker.periodBefore1990'),
    ),
  ),
  set: optionalDigits(SET_PATTERN, () => t('checker.setDigits')),
  book: optionalDigits(BOOK_PATTERN, () => t('checker.bookDigits')),
});
