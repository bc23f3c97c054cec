import { DrawDateSchema } from '@lotto/contracts';
import { CHECK_FORM } from '@lotto/site';
import * as v from 'valibot';

/** The longest `?number=` kept: a few tickets' worth (the form says what is wrong with them). */
const MAX_NUMBER_LENGTH = 200;

/**
 * `?number=`: the ticket(s) to check, as typed (the form validates them, and says what is wrong).
 * The router reads `123456` as a number: it is the same ticket. Anything else is ignored.
 */
const NumberParamSchema = v.pipe(
  v.union([
    v.string(),
    v.pipe(
      v.number(),
      v.safeInteger(),
      v.minValue(0),
      v.transform((n) => String(n)),
    ),
  ]),
  v.trim(),
  v.nonEmpty(),
  v.maxLength(MAX_NUMBER_LENGTH),
);

/**
 * /check's search, the names of its plain HTML form (`CHECK_FORM`, @lotto/site): `?draw=YYYY-MM-DD`
 * preselects that draw (the draw page links here), `?number=123456` checks that ticket at once (the
 * server's form sends both). Anything else is ignored.
 */
const CheckSearchSchema = v.object({
  [CHECK_FORM.draw]: v.optional(v.fallback(v.optional(DrawDateSchema), undefined)),
  [CHECK_FORM.number]: v.optional(v.fallback(v.optional(NumberParamSchema), undefined)),
});

export interface CheckSearch {
  draw?: string | undefined;
  number?: string | undefined;
}

/** `validateSearch` of /check. */
export function validateCheckSearch(search: Record<string, unknown>): CheckSearch {
  const { draw, number } = v.parse(CheckSearchSchema, search);
  return {
    ...(draw === undefined ? {} : { draw }),
    ...(number === undefined ? {} : { number }),
  };
}

/** The search of a link to /check with the draw of period `date` preselected. */
export function checkSearch(date: string): CheckSearch {
  return { draw: date };
}
