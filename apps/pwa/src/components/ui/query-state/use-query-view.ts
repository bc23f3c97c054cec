import {
  onlineManager,
  type QueryKey,
  useIsRestoring,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchStartedAt } from '@/lib/fetch-start';
import { useOnline } from '@/lib/use-online';
import {
  isEmptyList,
  type QueryLike,
  type QueryView,
  queryView,
  SLOW_AFTER_MS,
} from './query-view';

/**
 * The state to show for `query` (see `queryView`), kept up to date as the wait grows slow. null
 * data is empty; `isEmpty` tells an empty answer apart too (default: an empty array). `retry`
 * refetches, cancelling a request still under way.
 */
export function useQueryView<T>(
  query: QueryLike<T>,
  {
    isEmpty = isEmptyList,
    queryKey,
  }: {
    isEmpty?: (data: T) => boolean;
    /**
     * The query's key: the wait counts from when its request started, and Retry can cancel a
     * first load that hangs (React Query's refetch joins a request under way when there is no
     * data yet instead of starting a new one).
     */
    queryKey?: QueryKey;
  } = {},
): { view: QueryView<T>; retry: () => void } {
  const browserOnline = useOnline();
  const queriesOnline = useQueriesOnline();
  const online = browserOnline && queriesOnline;
  const restoring = useIsRestoring();
  const queryClient = useQueryClient();
  // Without a known start of the request (none under way, or not tracked), the wait counts from
  // when this mounted or Retry was last pressed.
  const [mountedAt] = useState(() => Date.now());
  const [retriedAt, setRetriedAt] = useState(0);
  const startedAt = queryKey ? fetchStartedAt(queryClient, queryKey) : undefined;
  const since = Math.max(startedAt ?? mountedAt, retriedAt);
  const waiting = query.data === undefined && (restoring || query.status !== 'error');
  const now = useTimeOnceAt(waiting ? since + SLOW_AFTER_MS : null, mountedAt);

  const retry = () => {
    setRetriedAt(Date.now());
    const hanging = query.data === undefined && query.fetchStatus === 'fetching';
    void (async () => {
      if (hanging && queryKey) await queryClient.cancelQueries({ queryKey, exact: true });
      await query.refetch({ cancelRefetch: true });
    })();
  };
  const view = queryView(query, { online, restoring, waited: now - since, isEmpty });
  return { view, retry };
}

/**
 * The time as of the last render this caused: `start` at first, then `at` once it comes (one
 * re-render then; null: nothing to wait for). It moves only when `at` is reached, so it is no
 * clock for anything else.
 */
function useTimeOnceAt(at: number | null, start: number): number {
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (at === null || now >= at) return;
    // At least `at`: the timer has fired, whatever a test's frozen clock says.
    const timer = setTimeout(() => setNow(Math.max(Date.now(), at)), at - Date.now());
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

/** React Query's own idea of the connection (it pauses requests while offline). */
function useQueriesOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
