import type { QueryClient } from '@tanstack/react-query';
import { upcomingDrawsQueryOptions } from '@/draws/get-upcoming-draws';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { successImagesQueryOptions } from '@/features/success-images/api/get-success-images';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { queryForOffline } from './offline-prefetch';

/*
 * The data half of the offline plan (./offline-plan.ts): nothing here touches the page (no window,
 * no document, no React rendering), so the same steps run in the app and in the offline plan's
 * worker (./offline-plan-worker.ts), which a server page starts when the app does not run. Both
 * then save the same query keys the same way.
 */

/** Tip images kept on the device: the newest ones, as many as Home shows. */
const TIP_IMAGES_ON_DEVICE = 8;
/** Data younger than this is not fetched again by the idle prefetch (pages revalidate their own). */
const PREFETCH_FRESH = 5 * 60_000;

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
