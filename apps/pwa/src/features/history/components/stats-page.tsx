import { bangkokDay } from '@lotto/contracts';
import type { Result } from '@lotto/contracts';
import { useLayoutEffect, useMemo } from 'react';
import { WorksOffline } from '@/components/layout/route-error';
import { QueryState } from '@/components/ui/query-state/query-state';
import { t } from '@/i18n';
import { formatNumber } from '@/i18n/format-locale';
import { formatDrawDate } from '@/lib/format';
import {
  DIGIT_TIERS,
  type DrawRange,
  numbersHistory,
  parseRange,
  rangeOf,
  rangeStats,
} from '../lib/stats';
import { PAGE_NAMES } from '@/lib/page-title';
import { resultsQueryOptions, useAllResults } from '@/draws/get-results';
import { type ParsedNumbers, parseStatsNumbers } from '@/links/stats-numbers';
import { DEFAULT_PRESET, type StatsSearch, statsNumbersText } from '@/links/stats-search';
import { OddsPanel } from './odds-panel';
import { DigitsSection } from './stats-digits';
import { Last2Section } from './stats-last2';
import { NumbersSection } from './stats-numbers';
import { rangeChoiceOf, searchForChoice } from '../lib/range-search';
import { StatsRange } from './stats-range';
import './stats.css';

/**
 * Names of the measures a bench reads (bench/history-bench.ts): `history:stats` from the start of
 * the counts to the commit of the page that shows them (the chart is drawn after it, see
 * charts-last2.tsx), `history:stats:count` the counts alone.
 */
export const STATS_MEASURE = 'history:stats';
export const STATS_COUNT_MEASURE = 'history:stats:count';
const STATS_START = 'history:stats:start';

const NO_NUMBERS: ReturnType<typeof numbersHistory> = [];

/** Everything /stats shows for a range, over the light list. */
function StatsBody({
  light,
  range,
  numbers,
}: {
  light: readonly Result[];
  range: DrawRange;
  numbers: ParsedNumbers | undefined;
}) {
  const { from, to } = range;
  // Kept per list and range by rangeStats: a re-render or a range chosen again counts nothing.
  const stats = useMemo(() => {
    performance.mark(STATS_START);
    const counted = rangeStats(light, { from, to });
    performance.measure(STATS_COUNT_MEASURE, STATS_START);
    return counted;
  }, [light, from, to]);
  const numberHits = useMemo(
    () =>
      numbers === undefined ? NO_NUMBERS : numbersHistory(numbers.numbers, light, { from, to }),
    [light, from, to, numbers],
  );
  useLayoutEffect(() => {
    try {
      performance.measure(STATS_MEASURE, STATS_START);
    } catch {
      // The start mark was cleared (a bench clears them between runs): nothing to measure.
    }
  }, [stats]);

  // Every draw of the range, those whose last-2 the sources disagree on too (uncertain).
  const drawCount = stats.last2.draws + stats.last2.uncertain;
  const empty = drawCount === 0;
  return (
    <>
      <p className="stats-summary" role="status">
        {empty
          ? t('history.noDrawBetween', { from: formatDrawDate(from), to: formatDrawDate(to) })
          : t('history.drawsBetween', {
              count: drawCount,
              n: formatNumber(drawCount),
              from: formatDrawDate(from),
              to: formatDrawDate(to),
            })}
      </p>
      {numbers !== undefined && <NumbersSection parsed={numbers} answers={numberHits} />}
      {!empty && (
        <>
          <Last2Section
            rows={stats.last2.rows}
            draws={stats.last2.draws}
            uncertain={stats.last2.uncertain}
          />
          <DigitsSection tiers={DIGIT_TIERS} frequencies={stats.digits} />
        </>
      )}
    </>
  );
}

/**
 * /stats: over a range (the URL's `?range=` or `?from=&to=`), how often each last-2 number came up
 * (chart and sortable table), the digits by position of the first prize, front-3 and last-3, the
 * Home generator's numbers in the history (`?numbers=`), and the honest odds. Everything is
 * computed on the device from the light list, so it works offline once the list is saved.
 */
export function StatsPage({
  search,
  onSearchChange,
}: {
  search: StatsSearch;
  onSearchChange: (next: StatsSearch) => void;
}) {
  const results = useAllResults();
  const today = bangkokDay();
  const choice = rangeChoiceOf(search);
  const preset = search.range ?? DEFAULT_PRESET;
  const check = choice.kind === 'dates' ? parseRange(choice.from, choice.to) : null;
  const numbersText = statsNumbersText(search);
  const numbers = useMemo(
    () => (numbersText === undefined ? undefined : parseStatsNumbers(numbersText)),
    [numbersText],
  );
  const light = results.data?.results;

  // The preset's dates, once per list: the range counted, and what the two-dates form starts with
  // (so switching to two dates changes nothing until edited).
  const suggested = useMemo(
    () => (light === undefined ? undefined : rangeOf(preset, today, light)),
    [light, preset, today],
  );

  return (
    <div className="results-container stats-page">
      <h1 className="page-title">{t(PAGE_NAMES.stats)}</h1>
      <p className="stats-intro">{t('history.statsIntro')}</p>
      <StatsRange
        value={choice}
        suggested={suggested}
        onChange={(next) => onSearchChange(searchForChoice(next, search.numbers))}
      />
      <QueryState
        query={results}
        what={t('history.theResults')}
        worksOffline={<WorksOffline current="/stats" />}
        queryKey={resultsQueryOptions().queryKey}
        loading={<p className="state-text">{t('history.loadingResults')}</p>}
        empty={<p className="state-text">{t('history.noResults')}</p>}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) =>
          check !== null && !check.ok ? (
            <p className="state-text">{t('history.fixDates')}</p>
          ) : (
            <StatsBody
              light={data.results}
              range={check?.ok ? check.range : (suggested ?? rangeOf(preset, today, data.results))}
              numbers={numbers}
            />
          )
        }
      </QueryState>
      <OddsPanel date={today} />
    </div>
  );
}
