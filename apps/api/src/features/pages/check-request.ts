import type { Result } from '@lotto/contracts';
import { CHECK_FORM, type Locale } from '@lotto/site';
import { formTicketNumber } from '@lotto/site/titles';
import type { CheckedTicket } from './check-verdict.js';
import type { PageText } from '../../shared/page-text.js';

/*
 * What /check's plain GET form sent (the draw, the 6-digit number): read and checked here, rendered
 * by check-page-html.tsx.
 */

/** What the form asked: nothing yet, a ticket to check, or input that cannot be checked. */
export type CheckRequest =
  | { kind: 'form'; draw: string | undefined }
  | { kind: 'ticket'; draw: string; number: string }
  | { kind: 'invalid'; draw: string | undefined; number: string; errors: CheckErrors };

export interface CheckErrors {
  number?: string;
  draw?: string;
}

/** Reads the form's fields (`?draw=&number=`): the request, with an error per bad field. */
export function readCheckRequest(
  text: PageText,
  search: URLSearchParams,
  knownDraw: (date: string) => boolean,
): CheckRequest {
  const rawDraw = search.get(CHECK_FORM.draw)?.trim() ?? '';
  const draw = rawDraw === '' ? undefined : rawDraw;
  const number = search.get(CHECK_FORM.number);
  if (number === null) return { kind: 'form', draw };
  const ticket = formTicketNumber(number);
  const errors: CheckErrors = {};
  if (number.replace(/[\s-]/g, '') === '') errors.number = text.t('checker.numberEmpty');
  else if (ticket === undefined) errors.number = text.t('checker.numberDigits');
  if (draw === undefined) errors.draw = text.t('serverPages.drawMissing');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(draw) || !knownDraw(draw))
    errors.draw = text.t('serverPages.drawUnknown', {
      date: /^\d{4}-\d{2}-\d{2}$/.test(draw) ? text.drawDate(draw) : draw,
    });
  if (ticket === undefined || errors.draw !== undefined || draw === undefined)
    return { kind: 'invalid', draw, number, errors };
  return { kind: 'ticket', draw, number: ticket };
}

export interface CheckPageInput {
  /** The draws the form offers: every claimable draw and the newest, newest first. */
  draws: readonly Pick<Result, 'date'>[];
  request: CheckRequest;
  /** The ticket checked and its draw, when the request was a ticket of a draw on file. */
  checked?: CheckedTicket;
  urlLang: Locale | undefined;
  /** Today in Bangkok (YYYY-MM-DD): the claim deadline counts down from it. */
  today: string;
  /** What the page says above the form (a shared photo that did not reach the app). */
  notice?: string;
}
