import type { QueryClient } from '@tanstack/react-query';
import { pdfFilesForOffline } from '@/features/number-tools/lib/pdf-offline';
import { currentLocale } from '@/i18n';
import { type OfflinePlan, prefetchForOfflineWhenIdle } from './offline-prefetch';
import { OFFLINE_FETCHES, offlineImages } from './offline-fetches';

// The _site layout (routes/_site.tsx) imports it once the page is up.

/**
 * What the first visit to any page puts on the device, so that Home, /result, /check and /tips work
 * offline at once (PWA README, "Offline and installable", has the budget): the same query keys the
 * pages read, each persisted (`meta: { persist: true }`), the newest tips' images, and for a
 * visitor in Thai, Hindi or Urdu what the number tools' PDF needs in that language.
 */
const OFFLINE_PLAN: OfflinePlan = {
  fetches: OFFLINE_FETCHES,
  images: offlineImages,
  files: () => pdfFilesForOffline(currentLocale()),
};

/** Starts the plan when the browser is idle; returns its cancel. */
export function prefetchOfflinePlan(queryClient: QueryClient): () => void {
  return prefetchForOfflineWhenIdle(queryClient, OFFLINE_PLAN);
}
