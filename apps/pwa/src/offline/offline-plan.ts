import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/idle';
import { fetchForOffline, offlineImages } from './offline-fetches';
import { type OfflineFetches, runOfflinePlan } from './offline-run';

// The _site layout (routes/_site.tsx) imports it once the page is up.

/**
 * The plan's fetches in the page, with the app's query client: the same query keys the pages read,
 * each persisted (`meta: { persist: true }`); then the newest tips' images.
 */
export function fetchesInPage(client: QueryClient): OfflineFetches {
  return async (signal) => {
    await fetchForOffline(client, () => signal.aborted);
    return signal.aborted ? undefined : offlineImages(client);
  };
}

/**
 * Puts on the device what the offline pages need, whatever page the visit started on (PWA README,
 * "Offline and installable", has the budget): the offline plan (./offline-run.ts) with its fetches
 * in the page, started once the main thread is idle — at the latest 5 s after the load, or 1 s
 * where the browser has no idle callback (Safari) — so it never competes with the page's own
 * work. Returns its stop.
 */
export function prefetchOfflinePlan(queryClient: QueryClient): () => void {
  return runOfflinePlan(fetchesInPage(queryClient), {
    whenQuiet: (start) => whenIdle(start, { timeout: 5000, fallbackMs: 1000 }),
  });
}
