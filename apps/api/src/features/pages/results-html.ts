import type { Result } from '@lotto/contracts';
import { differingNumbers, type Locale, RESULTS_YEAR_PARAM, SERVER_PAGES } from '@lotto/site';
import { yearText as languageYear } from '@lotto/site/titles';
import { siteHref } from './draw-html.js';
import {
  completenessOf,
  disagreementText,
  isDisputedCell,
  type TierCell,
  tierCell,
} from './draw-words.js';
import { attrs, escapeHtml as e } from './html.js';
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
    list +
    yearIndex(text, drawYears(input.draws), input.urlLang) +
    '</div>'
  );
}
