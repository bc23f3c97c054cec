import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { upcomingDrawsQueryOptions } from '@/draws/get-upcoming-draws';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { successImagesQueryOptions } from '@/features/success-images/api/get-success-images';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';

/*
 * The data half of the offline plan, its fetches step (./offline-run.ts runs the plan): nothing
 * here touches the page (no window, no document, no React rendering), so the same fetches run in
 * the app (./offline-plan.ts) and in the offline plan's worker (./offline-plan-worker.ts), which a
 * server page starts when the app does not run. Both then save the same query keys the same way.
 */

/** Tip images kept on the device: the newest ones, as many as Home shows. */
const TIP_IMAGES_ON_DEVICE = 8;
/** Data younger than this is not fetched again by the offline plan (pages revalidate their own). */
const PREFETCH_FRESH = 5 * 60_000;

/** A query that failed this recently is left alone by the offline plan (see `queryForOffline`). */
export const RECENT_FAILURE_MS = 60_000;

/**
 * `client.query(options)` for the offline plan — unless that query failed less than
 * `RECENT_FAILURE_MS` ago. The page that asked for it shows that failure with its Retry, which is
 * the visitor's to press: fetching it again behind their back would change the card under their
 * finger, and with the server down it would queue more rounds of retries behind their own taps.
 * The next visit (or the page's own Retry) puts it on the device.
 */
export function queryForOffline<TQueryFnData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, Error, TQueryFnData, TQueryFnData, TQueryKey>,
): Promise<unknown> {
  const state = client.getQueryState(options.queryKey);
  if (
    state?.status === 'error' &&
    state.fetchStatus === 'idle' &&
    Date.now() - state.errorUpdatedAt < RECENT_FAILURE_MS
  ) {
    return Promise.resolve(undefined);
  }
  return client.query(options);
}

/**
 * The fetches of the offline plan, run one after the other: the same query keys the pages read,
 * each persisted (`meta: { persist: true }`).
 */
export const OFFLINE_FETCHES: readonly ((client: QueryClient) => Promise<unknown>)[] = [
  (client) => queryForOffline(client, { ...latestResultQueryOptions(), staleTime: PREFETCH_FRESH }),
  // The light list of every draw: /result, and the checker's list of draws.
  (client) => queryForOffline(client, { ...resultsQueryOptions(), staleTime: PREFETCH_FRESH }),
  // Every claimable draw in full: the checker's every tier, and those draw pages.
  (client) => queryForOffline(client, claimableDrawsQueryOptions()),
  (client) => queryForOffline(client, { ...tipsQueryOptions(), staleTime: PREFETCH_FRESH }),
  (client) =>
    queryForOffline(client, { ...successImagesQueryOptions(), staleTime: PREFETCH_FRESH }),
  // The announced draw-date changes: Home's next-draw card shows a moved draw offline too.
  (client) => queryForOffline(client, upcomingDrawsQueryOptions()),
];

/** The images the offline plan puts in the service worker's image cache: the newest tips'. */
export function offlineImages(client: QueryClient): string[] {
  return (client.getQueryData(tipsQueryOptions().queryKey) ?? [])
    .slice(0, TIP_IMAGES_ON_DEVICE)
    .map((tip) => tip.imageUrl);
}

/**
 * Runs `fetches` one after the other — sequential on purpose: a cheap phone's connection serves the
 * visitor's own taps meanwhile — into `client`; a failure is skipped, not retried (the next visit
 * tries again). Once `stopped()` says so, none is started.
 */
export async function fetchForOffline(
  client: QueryClient,
  stopped: () => boolean = () => false,
  fetches: readonly ((client: QueryClient) => Promise<unknown>)[] = OFFLINE_FETCHES,
): Promise<void> {
  for (const fetch of fetches) {
    if (stopped()) return;
    await fetch(client).catch(() => undefined);
  }
}
