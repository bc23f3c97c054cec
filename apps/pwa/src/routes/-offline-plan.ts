import type { QueryClient } from '@tanstack/react-query';
import { upcomingDrawsQueryOptions } from '@/draws/get-upcoming-draws';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { successImagesQueryOptions } from '@/features/success-images/api/get-success-images';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { pdfFilesForOffline } from '@/features/number-tools/lib/pdf-offline';
import { currentLocale } from '@/i18n';
import {
  type OfflinePlan,
  prefetchForOfflineWhenIdle,
  queryForOffline,
} from '@/lib/offline-prefetch';

// Not a route (the leading '-'): the _site layout imports it once the page is up.

/** Tip images kept on the device: the newest ones, as many as Home shows. */
const TIP_IMAGES_ON_DEVICE = 8;
/** Data younger than this is not fetched again by the idle prefetch (pages revalidate their own). */
const PREFETCH_FRESH = 5 * 60_000;

/**
 * What the first visit to any page puts on the device, so that Home, /result, /check and /tips work
 * offline at once (PWA README, "Offline and installable", has the budget): the same query keys the
 * pages read, each persisted (`meta: { persist: true }`), the newest tips' images, and for a
 * visitor in Thai, Hindi or Urdu what the number tools' PDF needs in that language.
 */
const OFFLINE_PLAN: OfflinePlan = {
  fetches: [
    (client) =>
      queryForOffline(client, { ...latestResultQueryOptions(), staleTime: PREFETCH_FRESH }),
    // The light list of every draw: /result, and the checker's list of draws.
    (client) => queryForOffline(client, { ...resultsQueryOptions(), staleTime: PREFETCH_FRESH }),
    // Every claimable draw in full: the checker's every tier, and those draw pages.
    (client) => queryForOffline(client, claimableDrawsQueryOptions()),
    (client) => queryForOffline(client, { ...tipsQueryOptions(), staleTime: PREFETCH_FRESH }),
    (client) =>
      queryForOffline(client, { ...successImagesQueryOptions(), staleTime: PREFETCH_FRESH }),
    // The announced draw-date changes: Home's next-draw card shows a moved draw offline too.
    (client) => queryForOffline(client, upcomingDrawsQueryOptions()),
  ],
  images: (client) =>
    (client.getQueryData(tipsQueryOptions().queryKey) ?? [])
      .slice(0, TIP_IMAGES_ON_DEVICE)
      .map((tip) => tip.imageUrl),
  files: () => pdfFilesForOffline(currentLocale()),
};

/** Starts the plan when the browser is idle; returns its cancel. */
export function prefetchOfflinePlan(queryClient: QueryClient): () => void {
  return prefetchForOfflineWhenIdle(queryClient, OFFLINE_PLAN);
}
