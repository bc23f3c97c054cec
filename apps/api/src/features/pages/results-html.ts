import { monthsWithDraws, type Result } from '@lotto/contracts';
import { differingNumbers, type Locale, RESULTS_YEAR_PARAM, SERVER_PAGES } from '@lotto/site';
import { yearText as languageYear } from '@lotto/site/titles';
import { siteHref } from './site-pieces.js';
import {
  completenessOf,
  disagreementText,
  isDisputedCell,
  type TierCell,
  tierCell,
} from '@lotto/site/draw-text';
import { APP_ONLY, attrs, escapeHtml as e } from './html.js';
import type { PageText } from './page-text.js';

/*
 * /result without scripts: the newest draws as the app's result cards (apps/pwa/src/features/
 * results/components/result-card.tsx, tier-cells.tsx) and an index of every year, each year a page
 * of its own (`/result?year=2024`) listing its draws: every draw is two links from /result.
 */

/** How many of the newest draws /result shows as cards. */
export const NEWEST_SHOWN = 12;

/** The query parameter of a year's list on /result (the app's /result reads it too). */
export const YEAR_PARAM = RESULTS_YEAR_PARAM;

function missing(text: PageText, cell: 'pending' | 'not-on-file'): string {
  if (cell === 'pending')
    return `<span class="num num-missing">${e(text.t('results.pending'))}</span>`;
  return `<span class="num num-missing"${attrs({ title: text.t('results.notOnFileTitle') })}><span aria-hidden="true">—</span><span class="sr-only">${e(text.t('results.notOnFile'))}</span></span>`;
}

function disputed(text: PageText, cell: Exclude<TierCell, string | readonly string[]>): string {
  const sentence = disagreementText(text, cell);
  const values = differingNumbers(cell)
    .map(
      ({ numbers }, i) =>
        `<span>${i > 0 ? ' / ' : ''}<span class="num" dir="ltr">${e(numbers.join(' '))}</span></span>`,
    )
    .join('');
  return `<span class="num-disputed"${attrs({ title: sentence })}><span aria-hidden="true"><span class="num-disputed-label">${e(text.t('results.disputedBadge'))}</span>${values}</span><span class="sr-only">${e(sentence)}</span></span>`;
}

function digitBox(text: PageText, title: string, cell: TierCell): string {
  const body =
    typeof cell === 'string'
      ? missing(text, cell)
      : isDisputedCell(cell)
        ? disputed(text, cell)
        : cell.map((n) => `<span class="num">${e(n)}</span>`).join('');
  return `<div class="digit-box"><h3>${e(title)}</h3>${body}</div>`;
}

/** One result card (the app's ResultCard with `MainNumbers titles="long"`). */
export function resultCardHtml(
  text: PageText,
  result: Result,
  urlLang: Locale | undefined,
): string {
  const date = text.drawDate(result.date);
  const completeness = completenessOf(text, result);
  const badge = completeness
    ? `<span class="draw-badge draw-badge-${completeness.kind}"${attrs({ title: completeness.notice })}>${e(completeness.badge)}</span>`
    : '';
  const prize1 = tierCell(result, 'prize1');
  const prize1Html =
    typeof prize1 === 'string'
      ? missing(text, prize1)
      : isDisputedCell(prize1)
        ? disputed(text, prize1)
        : `<div class="prize1 num">${e(prize1[0] ?? '')}</div>`;
  return (
    `<article class="result-row"${attrs({ 'aria-label': text.t('results.cardLabel', { date }) })}>` +
    '<div class="panel result-card"><div class="panel-head">' +
    `<h2 class="result-card-title"><span>${e(text.t('results.drawDateLine', { date }))}</span>${badge}</h2>` +
    `<a class="card-link"${attrs({ href: siteHref(`${SERVER_PAGES.drawPrefix}${result.date}`, urlLang), 'aria-label': text.t('results.fullResultsOf', { date }) })}>${e(text.t('results.fullResults'))}</a>` +
    '</div><div class="panel-body">' +
    `<div class="prize1-row"><div>${e(text.t('results.prize1Label'))}</div>${prize1Html}</div>` +
    '<div class="digit-boxes">' +
    digitBox(text, text.t('results.front3Long'), tierCell(result, 'front3')) +
    digitBox(text, text.t('results.last3Long'), tierCell(result, 'last3')) +
    digitBox(text, text.t('results.last2Long'), tierCell(result, 'last2')) +
    '</div></div></div></article>'
  );
}

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
      : `<div class="results-list results-list-static" role="feed"${attrs({ 'aria-label': input.year === undefined ? text.t('serverPages.latestDraws') : title })}>${input.shown.map((r) => resultCardHtml(text, r, input.urlLang)).join('')}</div>`;
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
