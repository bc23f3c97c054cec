import { Panel } from '@/components/ui/panel';
import {
  QueryFailed,
  QueryOffline,
  SavedNote,
  SlowNote,
} from '@/components/ui/query-state/query-notes';
import { type QueryLike } from '@/components/ui/query-state/query-view';
import { useQueryView } from '@/components/ui/query-state/use-query-view';
import { newestNotAfter, type Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { formatDrawDate } from '@/lib/format';
import { useDrawSchedule } from '@/draws/use-draw-schedule';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import {
  isLive,
  liveRefetchInterval,
  useBecameFinal,
  useLiveDrawDate,
  useRefreshOnChange,
} from '@/draws/live';
import { completenessOf, drawSummary } from '../lib/draw-text';
import { CompletenessBadge, MainNumbers, type MainNumbersDraw } from '@lotto/site/tier-cells';
import { WordsContext } from '@lotto/site/words-context';
import { appWords } from '@/i18n/words';

/** The live line alone: LiveStatus's place while its code loads (or when it cannot, offline). */
function LiveLine({ live }: { live: boolean }) {
  if (!live) return null;
  return (
    <div className="live-status" aria-live="polite">
      <p className="live-line">
        <span className="live-dot" aria-hidden="true" />
        <strong>{t('results.liveLine')}</strong>
      </p>
    </div>
  );
}

// Draw day only (live line, 'Notify me when final', the final note and notification): its code
// loads when a draw is live or has just become final, not on every visit's first paint.
const LiveStatus = lazy(() =>
  import('./live-status')
    .then((m) => ({ default: m.LiveStatus }))
    .catch(() => ({ default: LiveLine })),
);

/**
 * The newest draw not after today, from /api/results/latest, else from the cached full list (an
 * offline fallback); null when the API has no draw yet. Its state is the latest query's.
 */
function useLastResult(liveDate: string | null): QueryLike<Result | null> {
  // While live, one request a minute (a 304 when nothing changed); none once final or hidden.
  const latest = useQuery({
    ...latestResultQueryOptions(),
    refetchInterval: liveRefetchInterval(liveDate),
    refetchIntervalInBackground: false,
  });
  // Reads the cached list only (enabled: false never fetches).
  const { data: all, dataUpdatedAt: allUpdatedAt } = useQuery({
    ...resultsQueryOptions(),
    enabled: false,
  });
  const fromList = latest.data ? undefined : newestNotAfter(all);
  return {
    data: latest.data ?? fromList ?? latest.data,
    dataUpdatedAt: fromList ? allUpdatedAt : latest.dataUpdatedAt,
    status: latest.status,
    fetchStatus: latest.fetchStatus,
    error: latest.error,
    refetch: latest.refetch,
  };
}

function CardActions() {
  return (
    <div className="card-actions">
      <Link to="/result" className="btn btn-primary">
        {t('results.seeAllResults')}
      </Link>
      <Link to="/check" className="btn">
        {t('results.checkYourTicket')}
      </Link>
    </div>
  );
}

/** Blank numbers of the loaded card's shape. */
const BLANK_DRAW: MainNumbersDraw = {
  prize1: '000000',
  front3: ['000', '000'],
  last3: ['000', '000'],
  last2: '00',
  status: 'final',
  missing: [],
};

/**
 * The card's shape while the draw loads: the same rows as the loaded card with blank numbers, so
 * nothing below it jumps when the draw arrives (the layout shift a phone would otherwise show).
 */
function LoadingSkeleton() {
  return (
    <div className="last-result-loading" aria-busy="true">
      <p className="loading-line">{t('results.loadingLast')}</p>
      <div aria-hidden>
        <MainNumbers draw={BLANK_DRAW} titles="short" />
      </div>
      <CardActions />
    </div>
  );
}

function LoadedCard({ result }: { result: Result }) {
  return (
    <div aria-label={t('results.latestDraw')}>
      {/* One line, as the skeleton's loading line: the link and badge add no height. */}
      <p className="last-result-date">
        <span>
          <Trans
            id="results.drawDateStrong"
            values={{ date: formatDrawDate(result.date) }}
            components={{ 0: <strong /> }}
          />{' '}
          <CompletenessBadge completeness={completenessOf(result)} />
        </span>
        <Link
          to="/result/$date"
          params={{ date: result.date }}
          className="card-link"
          aria-label={t('results.fullResultsOf', { date: formatDrawDate(result.date) })}
        >
          {t('results.fullResults')}
        </Link>
      </p>
      <MainNumbers draw={result} titles="short" />
      <CardActions />
    </div>
  );
}

/**
 * Home's last-result card (spec §2 "Home"), with a link to the whole draw. 'Loading last
 * result...' while it loads (slow after a while, with Retry); a failure or an offline device with
 * nothing saved says so instead of loading for ever (issue 17).
 */
export function LastResultCard({ extra }: { extra?: React.ReactNode }) {
  // The calendar with the admin's announced moves (the standing calendar alone offline).
  const { overrides } = useDrawSchedule();
  const liveDate = useLiveDrawDate(overrides);
  const last = useLastResult(liveDate);
  const { view, retry } = useQueryView(last, {
    queryKey: latestResultQueryOptions().queryKey,
  });
  const draw = last.data;
  // Draw day (live.ts): live while the draw is provisional, or under way and not on file yet.
  const live = isLive(draw, liveDate);
  const becameFinal = useBecameFinal(draw);
  useRefreshOnChange(draw?.date, draw, 'latest');
  const liveStatus = (live || becameFinal !== null) && (
    <Suspense fallback={<LiveLine live={live} />}>
      <LiveStatus
        live={live}
        date={draw?.status === 'provisional' ? draw.date : (liveDate ?? draw?.date)}
        becameFinal={becameFinal !== null}
        updatedAt={last.dataUpdatedAt}
        summary={draw ? drawSummary(draw) : ''}
      />
    </Suspense>
  );
  let body: React.ReactNode;
  switch (view.kind) {
    case 'loading':
      body = (
        <>
          <LoadingSkeleton />
          {view.slow && <SlowNote onRetry={retry} />}
        </>
      );
      break;
    case 'offline':
      body = (
        <>
          <QueryOffline scope="card" />
          <CardActions />
        </>
      );
      break;
    case 'failed':
      body = (
        <QueryFailed
          title={t('results.lastFailed')}
          reason={view.reason}
          retrying={view.retrying}
          onRetry={retry}
        >
          <Link to="/result" className="btn">
            {t('results.seeAllResults')}
          </Link>
        </QueryFailed>
      );
      break;
    case 'empty':
      body = (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {liveStatus}
          <p className="state-text">{t('results.noneYet')}</p>
          <CardActions />
        </>
      );
      break;
    case 'data':
      body = (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {liveStatus}
          <LoadedCard result={view.data} />
        </>
      );
      break;
  }
  return (
    <Panel title={t('results.lastResult')} className="last-result-card" extra={extra}>
      {/* The shared pieces' words only: the links' part would bring the router's search
          helpers (and valibot) into Home's first paint. */}
      <WordsContext value={appWords}>{body}</WordsContext>
    </Panel>
  );
}
