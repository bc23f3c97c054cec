import type { Result } from '@lotto/contracts';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { WorksOffline } from '@/components/layout/route-error';
import { describeFailure } from '@/components/ui/query-state/describe-failure';
import { QueryFailed, SlowNotice } from '@/components/ui/query-state/query-notes';
import { QueryState } from '@/components/ui/query-state/query-state';
import {
  type FullTiersMap,
  type FullTiersStatus,
  type HistoryData,
  useHistoryData,
} from '../api/get-tiers';
import { parseLookupQuery } from '@/links/history-search';
import { lookupNumber } from '../lib/lookup';
import { resultsQueryOptions } from '@/draws/get-results';
import { useOnline } from '@/lib/use-online';
import { t } from '@/i18n';
import { PAGE_NAMES } from '@/lib/page-title';
import { LookupAnswer, yearRanges } from './lookup-answer';
import { LookupForm } from './lookup-form';
import './lookup.css';

/** Names of the marks and the measure `pnpm bench` reads (bench/history-bench.ts). */
export const LOOKUP_MEASURE = 'history:lookup';
const LOOKUP_START = 'history:lookup:start';

/**
 * Where the near-first and 2nd–5th prizes a 6-digit lookup still needs are (`years`): loading,
 * failed (Retry), offline (those years were not searched; they load when the connection is back).
 */
function TiersState({
  years,
  status,
  data,
}: {
  years: readonly number[];
  status: FullTiersStatus;
  data: Pick<HistoryData, 'fetchFull' | 'fullQuery'>;
}) {
  const online = useOnline();
  if (years.length === 0) return null;
  const named = yearRanges(years);
  // Offline, a failed request is no failure to retry: the prizes load once the connection is back.
  switch (status === 'error' && !online ? 'offline' : status) {
    case 'idle':
    case 'loading':
      return (
        <div className="lookup-tiers" role="status">
          <p className="state-text" aria-busy="true">
            {t('history.loadingTiers')}
          </p>
          <SlowNotice onRetry={data.fetchFull} />
        </div>
      );
    case 'error':
      return (
        <QueryFailed
          title={t('history.tiersFailed', { years: named })}
          reason={describeFailure(data.fullQuery.error)}
          retrying={data.fullQuery.fetchStatus === 'fetching'}
          onRetry={data.fetchFull}
        />
      );
    case 'offline':
      return (
        <p className="draw-notice draw-notice-warning lookup-tiers" role="status">
          {t('history.tiersOffline', { years: named })}
        </p>
      );
    case 'ready':
      // Fetched, yet some draws' prizes are still not here (the answer left them out).
      return (
        <p className="draw-notice draw-notice-warning lookup-tiers" role="status">
          {t('history.tiersIncomplete', { years: named })}
        </p>
      );
  }
}

/** The answer for a valid query over the light list, fetching the full tiers a 6-digit one needs. */
function LookupResult({
  query,
  light,
  full,
  data,
}: {
  query: string;
  light: readonly Result[];
  full: FullTiersMap;
  data: HistoryData;
}) {
  const answer = useMemo(() => {
    performance.mark(LOOKUP_START);
    return lookupNumber(query, light, full);
  }, [query, light, full]);
  // Script time of the lookup and its render, up to the commit (read by the bench, not by tests).
  useLayoutEffect(() => {
    try {
      performance.measure(LOOKUP_MEASURE, LOOKUP_START);
    } catch {
      // The start mark was cleared (the bench clears them between runs): nothing to measure.
    }
  }, [answer]);
  const { status, fetchFull } = data;
  const needsTiers = answer.yearsToFetch.length > 0;
  useEffect(() => {
    // A 6-digit lookup the device cannot answer in full asks for the whole history's tiers once.
    if (needsTiers && status === 'idle') fetchFull();
  }, [needsTiers, status, fetchFull]);
  return (
    <LookupAnswer
      answer={answer}
      light={light}
      tiers={<TiersState years={answer.yearsToFetch} status={status} data={data} />}
    />
  );
}

/**
 * /history: "has my number ever won?" — a number field whose text lives in the URL (`?n=`), and
 * the answer over every draw on the device (the light list, plus the full tiers for 6 digits).
 */
export function LookupPage({
  n,
  onNumberChange,
}: {
  /** The URL's `?n=`, as typed (not yet validated). */
  n: string | undefined;
  onNumberChange: (text: string) => void;
}) {
  const data = useHistoryData();
  const parsed = n === undefined ? undefined : parseLookupQuery(n);
  return (
    <div className="results-container lookup-page">
      <h1 className="page-title">{t(PAGE_NAMES.history)}</h1>
      <p className="lookup-intro">{t('history.lookupIntro')}</p>
      <LookupForm value={n ?? ''} onChange={onNumberChange} />
      {parsed?.ok && (
        <QueryState
          query={data.lightQuery}
          what={t('history.theResults')}
          worksOffline={<WorksOffline current="/history" />}
          queryKey={resultsQueryOptions().queryKey}
          loading={<p className="state-text">{t('history.loadingResults')}</p>}
          empty={<p className="state-text">{t('history.noResults')}</p>}
          isEmpty={(data) => data.results.length === 0}
        >
          {(all) => (
            <LookupResult query={parsed.query} light={all.results} full={data.full} data={data} />
          )}
        </QueryState>
      )}
    </div>
  );
}
