import {
  changedValues,
  claimDeadline,
  correctionGroups,
  type DrawChange,
  type DrawDetail,
  eraOf,
  eraTiers,
  FULL_TIERS,
  type Tier,
} from '@lotto/contracts';
import {
  agreedNumbers,
  CHECK_FORM,
  differingNumbers,
  type Locale,
  pageHref,
  SERVER_PAGES,
  shareCardPath,
} from '@lotto/site';
import {
  amountText,
  completenessOf,
  disagreementText,
  fieldName,
  isDisputedCell,
  tierCell,
} from './draw-words.js';
import { attrs, escapeHtml as e } from './html.js';
import type { PageText } from './page-text.js';

/*
 * A draw's page as HTML: the markup of the app's draw page (apps/pwa/src/features/results/
 * components/draw-page.tsx, draw-sheet.tsx, tier-cells.tsx, draw-changes.tsx) with the same
 * classes, so the styles inlined in index.html paint it and the app's first render replaces it with
 * the same picture; then links to the draws before and after. Pure: the draw, the words, today.
 */

const ERA_NOTES = {
  'seven-digit': 'results.eraSevenDigit',
  'four-last3': 'results.eraFourLast3',
  front3: 'results.eraFront3',
} as const;

const SCHEDULE_NOTES: Partial<Record<string, string>> = {
  'pair-2006': 'results.notePair2006',
  'pair-2015': 'results.notePair2015',
  'ticket-2017': 'results.noteTicket2017',
  'ticket-2020': 'results.noteTicket2020',
};

const GRID_TIERS: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** What a draw page links to besides the draw: its neighbours and the page's own language. */
export interface DrawPageLinks {
  /** The language named in the URL (links keep it), or undefined (the x-default page). */
  urlLang: Locale | undefined;
  previous: string | undefined;
  next: string | undefined;
}

/** A link within the site in the page's language (`/result/2026-11-16?lang=th`). */
export function siteHref(path: string, urlLang: Locale | undefined, search = {}): string {
  return pageHref(path, urlLang, search);
}

function numberList(text: PageText, numbers: readonly string[], grid: boolean, labelledBy: string) {
  let items = '';
  for (const n of numbers) {
    // A number the lookup takes (2, 3 or 6 digits) links to every draw where it came up.
    const linked = /^(\d{2}|\d{3}|\d{6})$/.test(n)
      ? `<a${attrs({
          href: `/history?n=${n}`,
          class: 'draw-number-link',
          title: text.t('results.everyDrawWhere', { number: n }),
        })}>${e(n)}</a>`
      : e(n);
    items += `<li class="num" dir="ltr">${linked}</li>`;
  }
  return `<ul class="draw-numbers${grid ? ' draw-numbers-grid' : ''}" aria-labelledby="${labelledBy}" translate="no">${items}</ul>`;
}

function missingNumbers(text: PageText, cell: 'pending' | 'not-on-file'): string {
  if (cell === 'pending')
    return `<span class="num num-missing">${e(text.t('results.pending'))}</span>`;
  return `<span class="num num-missing"${attrs({ title: text.t('results.notOnFileTitle') })}><span aria-hidden="true">—</span><span class="sr-only">${e(text.t('results.notOnFile'))}</span></span>`;
}

function tierSection(text: PageText, draw: DrawDetail, tier: Tier): string {
  const headingId = `tier-${tier}`;
  const cell = tierCell(draw, tier);
  const grid = GRID_TIERS.includes(tier);
  const count =
    Array.isArray(cell) && cell.length > 1
      ? `<span class="draw-tier-count"> · ${e(text.t('results.numbersCount', { count: cell.length }))}</span>`
      : '';
  let body: string;
  if (typeof cell === 'string') {
    body = `<p class="draw-tier-missing">${missingNumbers(text, cell)}</p>`;
  } else if (isDisputedCell(cell)) {
    const values = differingNumbers(cell)
      .map(
        ({ source, numbers }) =>
          `<div><dt>${e(text.sourceName(source))}</dt><dd class="num" dir="ltr" translate="no">${e(numbers.join(' '))}</dd></div>`,
      )
      .join('');
    const agreed = agreedNumbers(cell);
    body =
      `<div class="draw-tier-disputed"><p class="draw-notice draw-notice-warning">${e(disagreementText(text, cell))}</p>` +
      `<dl class="draw-disputed-values" aria-hidden="true">${values}</dl>` +
      (agreed.length > 0 ? numberList(text, agreed, grid, headingId) : '') +
      '</div>';
  } else {
    body = numberList(text, cell, grid, headingId);
  }
  return (
    `<section class="draw-tier draw-tier-${tier}" aria-labelledby="${headingId}">` +
    `<h2 id="${headingId}" class="draw-tier-name">${e(text.tierName(tier))}</h2>` +
    `<p class="draw-tier-amount">${e(amountText(text, draw, tier))}${count}</p>` +
    body +
    '</section>'
  );
}

/** The draw as GLO's sheet lays it out (the app's DrawSheet). */
export function drawSheetHtml(text: PageText, draw: DrawDetail): string {
  const tiers = eraTiers(draw.date);
  const shown = (tier: Tier) =>
    tiers.includes(tier) &&
    (!(FULL_TIERS as readonly Tier[]).includes(tier) ||
      typeof tierCell(draw, tier) !== 'string' ||
      draw.status === 'provisional');
  const top = (['prize1', 'near1'] as const).filter(shown);
  const middle = (['front3', 'last3', 'last2'] as const).filter(shown);
  const lower = GRID_TIERS.filter(shown);
  let html = '<div class="draw-sheet">';
  if (top.length > 0)
    html += `<div class="draw-row draw-row-top">${top.map((t) => tierSection(text, draw, t)).join('')}</div>`;
  if (middle.length > 0)
    html += `<div class="draw-row draw-row-middle draw-row-${middle.length}">${middle.map((t) => tierSection(text, draw, t)).join('')}</div>`;
  for (const tier of lower) html += tierSection(text, draw, tier);
  return `${html}</div>`;
}

function changeList(text: PageText, changes: readonly DrawChange[]): string {
  const values = (list: readonly string[]) =>
    list.length === 0 ? '—' : `<span class="num">${e(list.join(' '))}</span>`;
  const items = changes
    .map((change) => {
      const { from, to } = changedValues(change);
      const note =
        change.note !== undefined
          ? `<span class="draw-change-note"> (${e(change.note)})</span>`
          : '';
      return `<li>${e(fieldName(text, change.field))}: <del>${values(from)}</del> → <ins>${values(to)}</ins>${note}</li>`;
    })
    .join('');
  return `<ul class="draw-change-list">${items}</ul>`;
}

function corrections(text: PageText, draw: DrawDetail): string {
  const { admin, source } = correctionGroups(draw.changes);
  const latest = draw.correctedAt ?? admin.at(-1)?.at;
  let html = '';
  if (latest !== undefined) {
    html +=
      '<section class="draw-notice draw-notice-warning draw-corrections" aria-labelledby="draw-corrected">' +
      `<h2 id="draw-corrected" class="draw-notice-title">${e(text.t('results.correctedOn', { date: text.drawDate(latest.slice(0, 10)) }))}</h2>` +
      (admin.length > 0 ? changeList(text, admin) : '') +
      '</section>';
  }
  if (source.length > 0) {
    html +=
      '<section class="draw-notice draw-corrections" aria-labelledby="draw-fixed">' +
      `<h2 id="draw-fixed" class="draw-notice-title">${e(text.t('results.correctedFromTables'))}</h2>` +
      `<p>${e(text.t('results.sourceExplain'))}</p>${changeList(text, source)}</section>`;
  }
  return html;
}

function drawHead(text: PageText, draw: DrawDetail, today: string, links: DrawPageLinks): string {
  const era = eraOf(draw.date);
  const completeness = completenessOf(text, draw);
  const period = text.drawDate(draw.date);
  const drawn = text.drawDate(draw.drawDate);
  const deadline = claimDeadline(draw.drawDate);
  const back = `<a class="btn"${attrs({ href: siteHref(SERVER_PAGES.results, links.urlLang) })}>${e(text.t('results.seeAllResultsLower'))}</a>`;
  let html =
    '<header class="draw-head">' +
    `<h1 id="draw-title" class="page-title">${e(text.t('results.resultsOf', { date: period }))}</h1>` +
    '<dl class="draw-dates">' +
    `<div><dt>${e(text.t('results.periodDate'))}</dt><dd>${e(period)}</dd></div>` +
    `<div><dt>${e(text.t('results.drawDate'))}</dt><dd>${e(drawn)}</dd></div>` +
    '</dl>';
  if (draw.drawDate !== draw.date)
    html += `<p class="draw-notice draw-notice-info">${e(text.t('results.drawnOn', { period, drawn }))}</p>`;
  if (completeness)
    html += `<p class="draw-notice draw-notice-${completeness.kind === 'provisional' ? 'warning' : 'info'}">${e(completeness.notice)}</p>`;
  if (era.id === 'seven-digit')
    html += `<p class="draw-notice draw-notice-warning">${e(text.t('results.sevenDigit'))}</p>`;
  else if (era.until !== null)
    html += `<p class="muted draw-era">${e(text.t(ERA_NOTES[era.id]))}</p>`;
  html += corrections(text, draw);
  html +=
    deadline >= today
      ? `<p class="draw-claim">${e(text.t('results.claimUntil', { date: text.drawDate(deadline) }))}</p>`
      : `<p class="draw-claim muted">${e(text.t('results.claimEnded', { date: text.drawDate(deadline) }))}</p>`;
  html += '<div class="card-actions">';
  if (era.checkable)
    html += `<a class="btn btn-primary"${attrs({ href: siteHref(SERVER_PAGES.check, links.urlLang, { [CHECK_FORM.draw]: draw.date }) })}>${e(text.t('results.checkAgainst'))}</a>`;
  // The app's Share button makes this picture; without scripts the link opens it.
  html += `<a class="btn"${attrs({ href: pageHref(shareCardPath(draw.date), text.lang) })}>${e(text.t('results.share'))}</a>`;
  if (era.checkable) html += back;
  return `${html}</div></header>`;
}

function prizeAmounts(text: PageText, draw: DrawDetail): string {
  const id = draw.schedule ? SCHEDULE_NOTES[draw.schedule.id] : undefined;
  const note = !draw.schedule
    ? text.t('results.amountsNotOnFile')
    : id
      ? text.t(id)
      : draw.schedule.note;
  return (
    '<section class="draw-amounts" aria-labelledby="draw-amounts">' +
    `<h2 id="draw-amounts">${e(text.t('results.prizeAmounts'))}</h2>` +
    `<p class="muted">${e(note)}</p></section>`
  );
}

/** Links to the draws before and after, and to every draw: a crawler walks the whole history. */
export function drawNavHtml(text: PageText, links: DrawPageLinks): string {
  const item = (
    date: string | undefined,
    id: 'serverPages.previousDraw' | 'serverPages.nextDraw',
  ) =>
    date === undefined
      ? ''
      : `<li><a${attrs({ href: siteHref(`${SERVER_PAGES.drawPrefix}${date}`, links.urlLang), rel: id.endsWith('previousDraw') ? 'prev' : 'next' })}>${e(text.t(id, { date: text.drawDate(date) }))}</a></li>`;
  return (
    `<nav class="draw-nav" aria-label="${e(text.t('serverPages.otherDraws'))}"><ul class="draw-nav-links">` +
    item(links.previous, 'serverPages.previousDraw') +
    item(links.next, 'serverPages.nextDraw') +
    `<li><a${attrs({ href: siteHref(SERVER_PAGES.results, links.urlLang) })}>${e(text.t('serverPages.allResults'))}</a></li>` +
    '</ul></nav>'
  );
}

/** The draw page's content (what goes into `<main>`). */
export function drawMainHtml(
  text: PageText,
  draw: DrawDetail,
  today: string,
  links: DrawPageLinks,
): string {
  return (
    '<div class="results-container draw-container">' +
    '<article class="draw-page" aria-labelledby="draw-title">' +
    drawHead(text, draw, today, links) +
    drawSheetHtml(text, draw) +
    prizeAmounts(text, draw) +
    '</article>' +
    drawNavHtml(text, links) +
    '</div>'
  );
}

/** The page of a date without a draw (or not a date): the app's "not found" state. */
export function drawNotFoundHtml(
  text: PageText,
  date: string,
  validDate: boolean,
  urlLang: Locale | undefined,
): string {
  return (
    '<div class="results-container draw-container">' +
    '<section class="draw-state" aria-labelledby="draw-state-title">' +
    `<h1 id="draw-state-title" class="page-title">${e(text.t('results.notFoundTitle'))}</h1>` +
    `<p class="muted">${e(validDate ? text.t('results.noPeriod', { date: text.drawDate(date) }) : text.t('results.notADate', { date }))}</p>` +
    `<a class="btn"${attrs({ href: siteHref(SERVER_PAGES.results, urlLang) })}>${e(text.t('results.seeAllResultsLower'))}</a>` +
    '</section></div>'
  );
}

/**
 * The live draw's page before its first numbers (draw day, `liveDrawAt`): the app's "under way"
 * state — the live line (the app adds when it last asked, and the notification button), the
 * draw's heading and that its numbers appear here as they are announced.
 */
export function drawAwaitedHtml(text: PageText, date: string, urlLang: Locale | undefined): string {
  return (
    '<div class="results-container draw-container">' +
    '<div class="live-status"><p class="live-line"><span class="live-dot" aria-hidden="true"></span>' +
    `<strong>${e(text.t('results.liveLine'))}</strong></p></div>` +
    '<section class="draw-state" aria-labelledby="draw-state-title">' +
    `<h1 id="draw-state-title" class="page-title">${e(text.t('results.resultsOf', { date: text.drawDate(date) }))}</h1>` +
    `<p>${e(text.t('results.underWay'))}</p>` +
    `<a class="btn"${attrs({ href: siteHref(SERVER_PAGES.results, urlLang) })}>${e(text.t('results.seeAllResultsLower'))}</a>` +
    '</section></div>'
  );
}
