/*
 * The offline plan's dedicated worker: the plan's fetches step on a server page on which the app
 * does not run (./offline-worker-start.ts). It runs the app's own fetches (./offline-fetches.ts)
 * with the app's own query client and persister (src/draws/query-persistence.ts), off the main
 * thread: the fetches, the checks of every answer and the IndexedDB writes never become tasks of
 * the page that Lighthouse counts. When the app starts later, offline or not, it restores exactly
 * what it would have saved itself. What a worker cannot do (load images through the service
 * worker's image route) it hands back to the page in its one message, then it closes; the page's
 * runner (./offline-run.ts) does the rest.
 */
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import type { OfflineWorkerMessage } from './offline-worker-messages';
import { persistNow, persistOptions } from '@/draws/query-persistence';
import { queryClient } from '@/lib/query-client';
import { fetchForOffline, offlineImages } from './offline-fetches';

async function runPlan(): Promise<OfflineWorkerMessage> {
  // What the device holds first, as the app's persister restores it: fresh data is not fetched
  // again (the plan's staleness), the years of the light list already saved are not asked for,
  // and the save below keeps every query an earlier run of the app saved instead of replacing
  // them with this plan's. A save too old or of another shape is dropped, as the app drops it.
  await persistQueryClientRestore({ queryClient, ...persistOptions });
  // The app's own fetches, as it runs them in the page.
  await fetchForOffline(queryClient);
  await persistNow(queryClient);
  // The light list's years and the claimable draws are written by their queries in the
  // background: the worker closes only once they are on the device.
  await (await import('@/draws/result-pieces')).piecesSaved();
  return { type: 'done', images: offlineImages(queryClient) };
}

void runPlan()
  .catch((error: unknown): OfflineWorkerMessage => ({
    type: 'failed',
    reason: error instanceof Error ? error.message : String(error),
  }))
  .then((message) => {
    postMessage(message);
    close();
  });
