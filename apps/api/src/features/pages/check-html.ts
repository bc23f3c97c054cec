import type { Result } from '@lotto/contracts';
import { CHECK_FORM, LANG_PARAM, type Locale, SERVER_PAGES } from '@lotto/site';
import { formTicketNumber } from '@lotto/site/titles';
import { type CheckedTicket, checkedCardHtml } from './check-verdict.js';
import { APP_ONLY, attrs, escapeHtml as e } from './html.js';
import type { PageText } from '../../shared/page-text.js';

/*
 * /check without scripts: a plain GET form (the draw, the 6-digit number, the page's language) and,
 * when the form came with a ticket, the app's own checked card (check-verdict.tsx).
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
}

function form(text: PageText, input: CheckPageInput): string {
  const { request, draws, urlLang } = input;
  const errors = request.kind === 'invalid' ? request.errors : {};
  const selected = request.draw ?? draws[0]?.date;
  const options = draws
    .map(
      (d) =>
        `<option${attrs({ value: d.date, selected: d.date === selected })}>${e(text.drawDate(d.date))}</option>`,
    )
    .join('');
  const number = request.kind === 'form' ? '' : request.number;
  const field = (id: string, label: string, control: string, error: string | undefined) =>
    `<div class="form-field"><label class="field-label" for="${id}">${e(label)}</label>${control}` +
    (error === undefined
      ? ''
      : `<p class="field-error" id="${id}-error" role="alert">${e(error)}</p>`) +
    '</div>';
  return (
    `<form method="get"${attrs({ action: SERVER_PAGES.check, 'aria-label': text.t('checker.formLabel') })}>` +
    (urlLang === undefined
      ? ''
      : `<input type="hidden"${attrs({ name: LANG_PARAM, value: urlLang })} />`) +
    field(
      'check-number',
      // Its own label: the app's checker and its save-a-ticket form name their fields otherwise.
      text.t('serverPages.numberLabel'),
      `<input${attrs({
        id: 'check-number',
        name: CHECK_FORM.number,
        class: 'native-text',
        type: 'text',
        inputmode: 'numeric',
        autocomplete: 'off',
        pattern: '[0-9]{6}',
        maxlength: 6,
        required: true,
        value: number,
        'aria-invalid': errors.number === undefined ? undefined : 'true',
        'aria-describedby': errors.number === undefined ? undefined : 'check-number-error',
      })} />`,
      errors.number,
    ) +
    field(
      'check-draw',
      text.t('checker.drawLabel'),
      `<select${attrs({
        id: 'check-draw',
        name: CHECK_FORM.draw,
        class: 'native-select',
        'aria-invalid': errors.draw === undefined ? undefined : 'true',
        'aria-describedby': errors.draw === undefined ? undefined : 'check-draw-error',
      })}>${options}</select>`,
      errors.draw,
    ) +
    `<button type="submit" class="btn btn-primary btn-large btn-block">${e(text.t('checker.check'))}</button>` +
    '</form>'
  );
}

/** One field of a form without antd, as the app's PlainFormField lays it out. */
function plainField(id: string, label: string, control: string, extra?: string): string {
  return (
    `<div class="form-field"><label class="field-label"${attrs({ for: id })}>${e(label)}</label>${control}` +
    (extra === undefined ? '' : `<span class="field-extra">${e(extra)}</span>`) +
    '</div>'
  );
}

/**
 * The tickets saved on this device, as the app's first render has them for a visitor with none
 * (apps/pwa/src/features/ticket-checker/components/saved-tickets.tsx: the panel, its empty state
 * and the form that saves a ticket), with the same classes and texts, so the same boxes are painted
 * before the app runs. App-only (APP_ONLY): the tickets live on the device, so the app's takeover
 * shows the visitor's own; with scripts off the panel is not shown.
 */
export function savedTicketsHtml(text: PageText): string {
  const input = (id: string, extra: Record<string, string | number>) =>
    `<input${attrs({ id, value: '', ...extra })} />`;
  return (
    `<section class="panel" aria-labelledby="saved-title"${APP_ONLY}>` +
    `<header class="panel-head"><h2 id="saved-title" class="panel-title">${e(text.t('checker.savedPanel'))}</h2></header>` +
    '<div class="panel-body">' +
    `<p class="state-text">${e(text.t('checker.noSaved'))}</p>` +
    `<form novalidate class="checker-add-form"${attrs({ 'aria-label': text.t('checker.saveTicketForm') })}>` +
    `<h3 class="checker-add-title">${e(text.t('checker.saveTicketTitle'))}</h3>` +
    plainField(
      'saved-number',
      text.t('checker.ticketNumber'),
      input('saved-number', {
        class: 'native-text',
        inputmode: 'numeric',
        autocomplete: 'off',
        maxlength: 6,
      }),
    ) +
    plainField(
      'saved-period',
      text.t('checker.periodDate'),
      input('saved-period', { type: 'date', class: 'native-date' }),
      text.t('checker.periodHelp'),
    ) +
    '<div class="checker-add-pair">' +
    plainField(
      'saved-set',
      text.t('checker.setOptional'),
      input('saved-set', { class: 'native-text', inputmode: 'numeric', maxlength: 2 }),
    ) +
    plainField(
      'saved-book',
      text.t('checker.bookOptional'),
      input('saved-book', { class: 'native-text', inputmode: 'numeric', maxlength: 4 }),
    ) +
    '</div>' +
    `<button type="submit" class="btn">${e(text.t('checker.saveTicket'))}</button>` +
    '<p class="checker-saved-note" role="status"></p>' +
    '</form></div></section>'
  );
}

/** The content of /check's `<main>`. */
export function checkMainHtml(text: PageText, input: CheckPageInput): string {
  const problem =
    input.request.kind === 'invalid'
      ? `<p class="draw-notice draw-notice-warning" role="alert">${e(text.t('serverPages.formError'))}</p>`
      : '';
  return (
    '<div class="results-container">' +
    `<h1 class="page-title">${e(text.t('pages.check'))}</h1>` +
    '<div class="checker-stack">' +
    problem +
    `<div class="panel"><div class="panel-body">${form(text, input)}</div></div>` +
    (input.checked === undefined || input.request.kind !== 'ticket'
      ? ''
      : checkedCardHtml(text, input.checked, input.today, input.urlLang)) +
    // Under the form and the verdict, as in the app (which shows none of it without draws).
    (input.draws.length === 0 ? '' : savedTicketsHtml(text)) +
    '</div></div>'
  );
}
