import type { QueryClient } from '@tanstack/react-query';
import { startPushMirror } from '@/features/ticket-checker/stores/saved-tickets-mirror';
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

/**
 * What every visit starts once its page is up (the _site layout, routes/_site.tsx): the offline
 * plan, and the mirror of the saved tickets and the app's language that the push worker reads
 * (Web Push, issue 38: IndexedDB, then on every change; on a device with push on only). One chunk for both, off the first paint.
 * Returns the stop of both.
 */
export function startAfterLoad(queryClient: QueryClient): () => void {
  const stops = [prefetchOfflinePlan(queryClient), startPushMirror()];
  return () => {
    for (const stop of stops) stop();
  };
}
