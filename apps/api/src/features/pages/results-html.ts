import { monthsWithDraws, type Result } from '@lotto/contracts';
import { type Locale, RESULTS_YEAR_PARAM, SERVER_PAGES } from '@lotto/site';
import { yearText as languageYear } from '@lotto/site/titles';
import { resultCardsHtml } from './result-cards-html.js';
import { siteHref } from './site-pieces.js';
import { APP_ONLY, attrs, escapeHtml as e } from './html.js';
import type { PageText } from '../../shared/page-text.js';

/*
 * /result without scripts: the newest draws as the app's result cards (result-cards-html.tsx) and
 * an index of every year, each year a page of its own (`/result?year=2024`) listing its draws:
 * every draw is two links from /result.
 */

/** How many of the newest draws /result shows as cards. */
export const NEWEST_SHOWN = 12;

/** The query parameter of a year's list on /result (the app's /result reads it too). */
export const YEAR_PARAM = RESULTS_YEAR_PARAM;

/** The years with draws, newest first, each a link to its list. */
function yearIndex(text: PageText, years: readonly string[], urlLang: Locale | undefined): string {
  const links = years
    .map(
      (year) =>
        `<li><a${attrs({ href: siteHref(SERVER_PAGES.results, urlLang, { [YEAR_PARAM]: year }), 'aria-label': text.t('serverPages.drawsOfYear', { year: yearText(text, year) }) })}>${e(yearText(text, year))}</a></li>`,
    )
    .join('');
  return (
    '<nav class="results-years" aria-labelledby="results-years-title">' +
    `<h2 id="results-years-title">${e(text.t('serverPages.drawsByYear'))}</h2>` +
    `<ul class="results-year-links">${links}</ul></nav>`
  );
}

/** A year as the language counts it (Thai: the Buddhist era). */
export function yearText(text: PageText, year: string): string {
  return languageYear(year, text.lang);
}

export interface ResultsPageInput {
  /** Every draw on file, newest first. */
  draws: readonly Result[];
  /** The draws the page lists as cards: the newest, or the year's. */
  shown: readonly Result[];
  /** The year the page lists (`?year=`), if any. */
  year: string | undefined;
  urlLang: Locale | undefined;
}

/** The years that have draws, newest first. */
export function drawYears(draws: readonly Pick<Result, 'date'>[]): string[] {
  const years: string[] = [];
  for (const draw of draws) {
    const year = draw.date.slice(0, 4);
    if (years.at(-1) !== year) years.push(year);
  }
  return years;
}

/** A labelled native select (the toolbar's year and month), `picked` selected. */
function selectHtml(
  id: string,
  label: string,
  options: readonly { value: number; text: string }[],
  picked: number | undefined,
): string {
  const items = options
    .map(
      (o) =>
        `<option${attrs({ value: o.value, selected: o.value === picked })}>${e(o.text)}</option>`,
    )
    .join('');
  return `<div><label class="field-label"${attrs({ for: id })}>${e(label)}</label><select${attrs({ id, class: 'native-select' })}>${items}</select></div>`;
}

/**
 * The app's results toolbar as its first render has it (apps/pwa/src/features/results/components/
 * results-browser.tsx: jump to a month, go to a draw, search the rows), with its classes, options
 * and texts, so the same boxes are painted before the app runs. App-only (APP_ONLY): the app's
 * takeover makes it work; with scripts off it is not shown, and the year index is the way to a draw.
 */
export function resultsToolbarHtml(
  text: PageText,
  draws: readonly Pick<Result, 'date'>[],
  year: string | undefined,
): string {
  const years = monthsWithDraws(draws);
  // As the app's JumpToMonth starts: the year asked for (`?year=`) if it has draws, else the
  // newest; that year's newest month.
  const shown = years.find((y) => String(y.year) === year) ?? years[0];
  const yearOptions = years.map((y) => ({ value: y.year, text: yearText(text, String(y.year)) }));
  const monthOptions = (shown?.months ?? []).map((m) => ({ value: m, text: text.monthName(m) }));
  return (
    `<div class="results-toolbar"${APP_ONLY}>` +
    `<form class="results-tool"${attrs({ 'aria-label': text.t('results.jumpToMonth') })}>` +
    '<div class="results-tool-fields">' +
    selectHtml('results-year', text.t('results.year'), yearOptions, shown?.year) +
    selectHtml('results-month', text.t('results.month'), monthOptions, shown?.months[0]) +
    '</div>' +
    `<button type="submit" class="btn">${e(text.t('results.showMonth'))}</button></form>` +
    `<form class="results-tool" novalidate${attrs({ 'aria-label': text.t('results.goToADraw') })}>` +
    '<div class="results-tool-fields"><div>' +
    `<label class="field-label" for="results-date">${e(text.t('results.drawDate'))}</label>` +
    `<input${attrs({ id: 'results-date', type: 'date', class: 'native-date', value: '', min: draws.at(-1)?.date, max: draws[0]?.date })} />` +
    '</div></div>' +
    `<button type="submit" class="btn btn-primary">${e(text.t('results.goToDraw'))}</button>` +
    '<div role="status" class="results-tool-message"></div></form>' +
    '<div class="results-tool results-search" role="search">' +
    `<label class="field-label" for="results-search">${e(text.t('results.searchLabel'))}</label>` +
    `<input${attrs({ id: 'results-search', type: 'search', class: 'native-date', style: 'width: 100%;', enterkeyhint: 'search', value: '', autocomplete: 'off', placeholder: text.t('results.searchPlaceholder') })} />` +
    '<p class="results-search-status" role="status"></p></div>' +
    '</div>'
  );
}

/** The content of /result's `<main>` (and of a year's list). */
export function resultsMainHtml(text: PageText, input: ResultsPageInput): string {
  const title =
    input.year === undefined
      ? text.t('pages.results')
      : text.t('titles.year', { year: yearText(text, input.year) });
  const list =
    input.shown.length === 0
      ? `<p class="state-text">${e(input.year === undefined ? text.t('results.empty') : text.t('serverPages.yearNotFound', { year: yearText(text, input.year) }))}</p>`
      : resultCardsHtml(text, input.shown, input.urlLang, {
          label: input.year === undefined ? text.t('serverPages.latestDraws') : title,
        });
  return (
    '<div class="results-container">' +
    `<h1 class="page-title">${e(title)}</h1>` +
    // The app shows its toolbar over any list it has (a year's page included), none without draws.
    (input.draws.length === 0 ? '' : resultsToolbarHtml(text, input.draws, input.year)) +
    list +
    yearIndex(text, drawYears(input.draws), input.urlLang) +
    '</div>'
  );
}
