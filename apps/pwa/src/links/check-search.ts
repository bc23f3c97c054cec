import { DrawDateSchema } from '@lotto/contracts';
import { CHECK_FORM } from '@lotto/site';
import * as v from 'valibot';

/** The longest `?number=` kept: a few tickets' worth (the form says what is wrong with them). */
const MAX_NUMBER_LENGTH = 200;

/**
 * `?number=`: the ticket(s) to check, as typed (the form validates them, and says what is wrong);
 * undefined when it is not something to put in the field. The router reads `123456` as a number:
 * it is the same ticket.
 */
function numberParam(value: unknown): string | undefined {
  const typed =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  return typed !== '' && typed.length <= MAX_NUMBER_LENGTH ? typed : undefined;
}

/** `numberParam` as a schema: a string, or fails (and is then ignored). */
const NumberParamSchema = v.pipe(v.unknown(), v.transform(numberParam), v.string());

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
  return v.parse(CheckSearchSchema, search);
}

/** The search of a link to /check with the draw of period `date` preselected. */
export function checkSearch(date: string): CheckSearch {
  return { draw: date };
}
