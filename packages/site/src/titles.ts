import { BUDDHIST_ERA_OFFSET } from '@lotto/contracts';
import { drawDateText } from './draw-date.js';
import { LOCALE_INFO, type Locale } from './locales.js';

/*
 * The titles of the pages the API renders (a draw's page, /result and a year's list, /check and a
 * checked ticket): the server writes them into `<title>`, and the app sets the same ones as it takes
 * the page over or navigates to it, so a page has one title however it was reached — the one people
 * search for. The messages are the `titles` namespace of the catalogs (the app ships it in its
 * 'later' part); each side formats them with its own ICU runtime (the API's intl-messageformat, the
 * app's Lingui) through `titleText`. Its own entry (`@lotto/site/titles`), not the package's index:
 * the app's first paint (Home) imports the index and has no use for the long date's Intl format.
 */

/** The messages a title is made of. */
export type TitleId =
  | 'titles.page'
  | 'titles.draw'
  | 'titles.results'
  | 'titles.year'
  | 'titles.check'
  | 'titles.checkResult'
  | 'results.notFoundTitle'
  | 'pages.title'
  | 'home.heading';

/** A title to format: a message and its values, a value being a text or a message of its own. */
export interface TitleMessage {
  id: TitleId;
  values?: Readonly<Record<string, string | TitleMessage>>;
}

/** Formats message `id` with `values` in the page's language (the API's or the app's runtime). */
export type FormatMessage = (id: TitleId, values?: Record<string, string>) => string;

/** The title's text, its messages formatted by `format`. */
export function titleText(title: TitleMessage, format: FormatMessage): string {
  if (title.values === undefined) return format(title.id);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(title.values))
    values[name] = typeof value === 'string' ? value : titleText(value, format);
  return format(title.id, values);
}

const longFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * A draw date spelt out in the language, as titles and descriptions say it: 'November 16, 2026',
 * '16 พฤศจิกายน 2569' (Thai in the Buddhist calendar), in Western digits (the language's Intl tag).
 */
export function longDateText(date: string, lang: Locale): string {
  let format = longFormats[lang];
  if (format === undefined) {
    const info = LOCALE_INFO[lang];
    format = new Intl.DateTimeFormat(info.intl, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      calendar: info.buddhistEra ? 'buddhist' : 'gregory',
    });
    longFormats[lang] = format;
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A year ('2024') as the language counts it: Thai in the Buddhist era (2567). */
export function yearText(year: string, lang: Locale): string {
  return LOCALE_INFO[lang].buddhistEra ? String(Number(year) + BUDDHIST_ERA_OFFSET) : year;
}

/**
 * The plain form's `number` field (`CHECK_FORM`) as one ticket — spaces and dashes dropped
 * (`123 456`, `123-456`) — or undefined when that is not six digits: a ticket /check checks.
 */
export function formTicketNumber(number: string): string | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * Home: 'Thai lottery results and tips — Lotto', as the app titles its pages (`pages.title`,
 * which Home's first catalog part carries: the `titles` namespace comes later).
 */
export function homePageTitle(): TitleMessage {
  return { id: 'pages.title', values: { page: { id: 'home.heading' } } };
}

/** A draw's page (`/result/2026-11-16`). */
export function drawPageTitle(date: string, lang: Locale): TitleMessage {
  return { id: 'titles.draw', values: { longDate: longDateText(date, lang) } };
}

/** The page of a date without a draw on file (or of something that is not a date). */
export const DRAW_NOT_FOUND_TITLE: TitleMessage = {
  id: 'titles.page',
  values: { page: { id: 'results.notFoundTitle' } },
};

/** /result, or its list of `year`'s draws (`?year=2024`). */
export function resultsPageTitle(year: string | undefined, lang: Locale): TitleMessage {
  return year === undefined
    ? { id: 'titles.results' }
    : { id: 'titles.year', values: { year: yearText(year, lang) } };
}

/** /check, or a ticket checked against the draw of period `draw` (`?draw=&number=`). */
export function checkPageTitle(
  ticket: { number: string; draw: string } | undefined,
  lang: Locale,
): TitleMessage {
  return ticket === undefined
    ? { id: 'titles.check' }
    : {
        id: 'titles.checkResult',
        values: { number: ticket.number, date: drawDateText(ticket.draw, lang) ?? ticket.draw },
      };
}
