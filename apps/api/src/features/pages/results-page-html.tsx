/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import { monthsWithDraws, type Result } from '@lotto/contracts';
import { type Locale, RESULTS_YEAR_PARAM, SERVER_PAGES } from '@lotto/site';
import { PageLink } from '@lotto/site/page-links';
import { ResultCard, resultCardLabel } from '@lotto/site/result-card';
import {
  GoToDrawView,
  JumpToMonthView,
  ResultsSearchView,
  ResultsToolbarView,
} from '@lotto/site/results-toolbar';
import { yearText as languageYear } from '@lotto/site/titles';
import { useWords } from '@lotto/site/words-context';
import type { PageText } from '../../shared/page-text.js';
import { APP_ONLY_PROPS } from './html.js';
import { renderPieces } from './site-pieces.js';

/*
 * /result without scripts: the newest draws as the app's result cards (`@lotto/site/result-card`)
 * under the app's toolbar (`@lotto/site/results-toolbar`, app-only until the app is up), and an
 * index of every year, each year a page of its own (`/result?year=2024`) listing its draws: every
 * draw is two links from /result.
 */

/** How many of the newest draws /result shows as cards. */
export const NEWEST_SHOWN = 12;

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

/** The years with draws, newest first, each a link to its list. */
function YearIndex({ draws }: { draws: readonly Pick<Result, 'date'>[] }) {
  const words = useWords();
  return (
    <nav className="results-years" aria-labelledby="results-years-title">
      <h2 id="results-years-title">{words.t('serverPages.drawsByYear')}</h2>
      <ul className="results-year-links">
        {monthsWithDraws(draws).map(({ year: y }) => {
          const year = String(y);
          const shown = languageYear(year, words.lang);
          return (
            <li key={year}>
              <PageLink
                to={SERVER_PAGES.results}
                search={{ [RESULTS_YEAR_PARAM]: year }}
                aria-label={words.t('serverPages.drawsOfYear', { year: shown })}
              >
                {shown}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The app's results toolbar as its first render has it (the same components, the fields' first
 * values: the year asked for (`?year=`) if it has draws, else the newest; that year's newest
 * month). App-only: the app's takeover makes it work; with scripts off it is not shown, and the
 * year index is the way to a draw.
 */
function ResultsToolbar({
  draws,
  year,
}: {
  draws: readonly Pick<Result, 'date'>[];
  year: string | undefined;
}) {
  const years = monthsWithDraws(draws);
  const shown = years.find((y) => String(y.year) === year) ?? years[0];
  return (
    <ResultsToolbarView {...APP_ONLY_PROPS}>
      <JumpToMonthView
        years={years}
        year={shown?.year ?? 0}
        month={shown?.months[0] ?? 0}
        yearId="results-year"
        monthId="results-month"
      />
      <GoToDrawView
        id="results-date"
        messageId="results-date-message"
        value=""
        min={draws.at(-1)?.date}
        max={draws[0]?.date}
      />
      <ResultsSearchView id="results-search" value="" status="" />
    </ResultsToolbarView>
  );
}

/** The content of /result's `<main>` (and of a year's list). */
export function resultsMainHtml(text: PageText, input: ResultsPageInput): string {
  const title =
    input.year === undefined
      ? text.t('pages.results')
      : text.t('titles.year', { year: yearText(text, input.year) });
  return renderPieces(
    text,
    input.urlLang,
    <div className="results-container">
      <h1 className="page-title">{title}</h1>
      {/* The app shows its toolbar over any list it has (a year's page included), none without draws. */}
      {input.draws.length > 0 && <ResultsToolbar draws={input.draws} year={input.year} />}
      {input.shown.length === 0 ? (
        <p className="state-text">
          {input.year === undefined
            ? text.t('results.empty')
            : text.t('serverPages.yearNotFound', { year: yearText(text, input.year) })}
        </p>
      ) : (
        <div
          className="results-list results-list-static"
          role="feed"
          aria-label={input.year === undefined ? text.t('serverPages.latestDraws') : title}
        >
          {input.shown.map((result) => (
            <article
              key={result.date}
              className="result-row"
              aria-label={resultCardLabel(text, result)}
            >
              <ResultCard result={result} />
            </article>
          ))}
        </div>
      )}
      <YearIndex draws={input.draws} />
    </div>,
  );
}
