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
import { laterMessages } from '@/i18n/activate';
import { useDrawSchedule } from '@/draws/use-draw-schedule';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import {
  isLive,
  liveRefetchInterval,
  useBecameFinal,
  useLiveDrawDate,
  useRefreshOnChange,
} from '@/draws/live';
import { drawSummary } from '../lib/draw-text';
import {
  LastResultActions,
  LastResultLoaded,
  LastResultPanel,
  LastResultSkeleton,
} from '@lotto/site/home';
import { LiveLine } from '@lotto/site/live-line';
import { HomePieces } from '@/links/home-pieces';

// Draw day only (live line, 'Notify me when final', the final note and notification): its code
// loads when a draw is live or has just become final, not on every visit's first paint.
// With the language's later part: the draw-day notifications' words (on Home they come after the
// first render).
const LiveStatus = lazy(() =>
  Promise.all([import('./live-status'), laterMessages()])
    .then(([m]) => ({ default: m.LiveStatus }))
    // Its code could not load (offline before it was stored): the live line alone.
    .catch(() => ({ default: ({ live }: { live: boolean }) => (live ? <LiveLine /> : null) })),
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
    <Suspense fallback={live && <LiveLine />}>
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
          <LastResultSkeleton />
          {view.slow && <SlowNote onRetry={retry} />}
        </>
      );
      break;
    case 'offline':
      body = (
        <>
          <QueryOffline scope="card" />
          <LastResultActions />
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
          <LastResultActions />
        </>
      );
      break;
    case 'data':
      body = (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {liveStatus}
          <LastResultLoaded result={view.data} />
        </>
      );
      break;
  }
  return (
    <HomePieces>
      <LastResultPanel extra={extra}>{body}</LastResultPanel>
    </HomePieces>
  );
}
