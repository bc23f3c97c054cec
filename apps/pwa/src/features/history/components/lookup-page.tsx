import type { Result } from '@lotto/contracts';
import { useLayoutEffect, useMemo } from 'react';
import { WorksOffline } from '@/components/layout/route-error';
import {
  QueryFailed,
  QueryState,
  SlowNotice,
  useQueryView,
  type QueryLike,
} from '@/components/ui/query-state';
import { type LookupAnswer as Answer, lookupNumber, parseLookupQuery } from '@/lib/history/lookup';
import { resultsQueryOptions, useAllResults } from '@/lib/results/get-results';
import { useOnline } from '@/lib/use-online';
import { LookupAnswer, yearRanges } from './lookup-answer';
import { LookupForm } from './lookup-form';
import { useLookupTiers } from './lookup-tiers';
import './lookup.css';

/** Names of the marks and the measure `pnpm bench` reads (bench/history-bench.ts). */
export const LOOKUP_MEASURE = 'history:lookup';
const LOOKUP_START = 'history:lookup:start';

/**
 * The state of the near-first and 2nd–5th prizes a 6-digit lookup still needs: loading, failed
 * (Retry), offline (which years were not searched). Nothing once they are here.
 */
function TiersState({ query, answer }: { query: QueryLike<unknown>; answer: Answer }) {
  const online = useOnline();
  const { view, retry, attempt } = useQueryView(query);
  if (answer.yearsToFetch.length === 0) return null;
  const years = yearRanges(answer.yearsToFetch);
  switch (view.kind) {
    case 'loading':
      return (
        <div className="lookup-tiers" role="status">
          <p aria-busy="true">Loading the 2nd–5th prizes of every draw…</p>
          <SlowNotice key={attempt} onRetry={retry} />
        </div>
      );
    case 'failed':
      return (
        <QueryFailed
          title={`Could not load the 2nd–5th prizes of ${years}: they were not searched.`}
          reason={view.reason}
          retrying={view.retrying}
          onRetry={retry}
        />
      );
    default:
      // Offline (or the prizes that came are still not all of them): say what was not searched.
      return (
        <p className="draw-notice draw-notice-warning lookup-tiers" role="status">
          {online
            ? `The 2nd–5th prizes of ${years} are not on this device: they were not searched.`
            : `Offline: the 2nd–5th prizes of ${years} are not on this device, so they were not searched. They load when the connection is back.`}
        </p>
      );
  }
}

/** The answer for a valid query over the light list, fetching the full tiers a 6-digit one needs. */
function LookupResult({ query, light }: { query: string; light: readonly Result[] }) {
  const tiers = useLookupTiers(query.length === 6);
  const answer = useMemo(() => {
    performance.mark(LOOKUP_START);
    return lookupNumber(query, light, tiers.full);
  }, [query, light, tiers.full]);
  // Script time of the lookup and its render, up to the commit (read by the bench, not by tests).
  useLayoutEffect(() => {
    try {
      performance.measure(LOOKUP_MEASURE, LOOKUP_START);
    } catch {
      // The start mark was cleared (the bench clears them between runs): nothing to measure.
    }
  }, [answer]);
  return (
    <LookupAnswer
      answer={answer}
      light={light}
      tiers={query.length === 6 ? <TiersState query={tiers.query} answer={answer} /> : null}
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
  const results = useAllResults();
  const parsed = n === undefined ? undefined : parseLookupQuery(n);
  return (
    <div className="results-container lookup-page">
      <h2 className="page-title">Number history</h2>
      <p className="lookup-intro">
        Has your number ever won? Type it to see every draw since 1990 where it came up, newest
        first.
      </p>
      <LookupForm value={n ?? ''} onChange={onNumberChange} />
      {parsed?.ok && (
        <QueryState
          query={results}
          what="the results"
          worksOffline={<WorksOffline current="/history" />}
          queryKey={resultsQueryOptions().queryKey}
          loading={<p className="state-text">Loading results...</p>}
          empty={<p className="state-text">No results found.</p>}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => <LookupResult query={parsed.query} light={data.results} />}
        </QueryState>
      )}
    </div>
  );
}
