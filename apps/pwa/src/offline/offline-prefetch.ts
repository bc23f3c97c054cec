import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { env } from '@/config/env';
import { whenIdle } from '@/lib/idle';
import { loadImage, savesData, warmImages, whenServiceWorkerControls } from '@/lib/offline-images';

/** What a first visit puts on the device when the browser is idle (see `prefetchForOfflineWhenIdle`). */
export interface OfflinePlan {
  /**
   * Fetches run one after the other, in this order; each should fill the query key its page reads
   * (with `meta: { persist: true }`, so it reaches IndexedDB). A failure is skipped, not retried.
   */
  fetches: readonly ((client: QueryClient) => Promise<unknown>)[];
  /** Images to put in the service worker's image cache once the fetches are done. */
  images?: (client: QueryClient) => readonly string[];
  /**
   * Files the service worker keeps in a runtime cache rather than its precache, each fetched by one
   * step: after the images, one after the other, once it controls the page, unless the visitor
   * saves data. A failure is skipped, not retried.
   */
  files?: () => readonly (() => Promise<unknown>)[];
}

export interface OfflinePrefetchOptions {
  /** Loads one image through the service worker; the default uses an off-screen `Image`. */
  warmImage?: (url: string) => Promise<void>;
  /** Resolves once a service worker controls the page; the default waits for the real one. */
  whenControlled?: () => Promise<void>;
  /** Called when everything of the plan has been tried (tests, diagnostics). */
  onDone?: () => void;
}

/** A query that failed this recently is left alone by the idle prefetch (see `queryForOffline`). */
export const RECENT_FAILURE_MS = 60_000;

/**
 * `client.query(options)` for the idle prefetch — unless that query failed less than
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
 * Puts what the offline pages need on the device after a page has loaded, whatever the page: the
 * plan's fetches once the browser is idle and online (waiting for the `online` event otherwise),
 * then — unless the visitor saves data — its images, two at a time, and its files, once the service
 * worker controls the page (before that they would miss its cache). Nothing competes with the first
 * paint. Returns a cancel; a cancelled run stops between steps.
 */
export function prefetchForOfflineWhenIdle(
  client: QueryClient,
  plan: OfflinePlan,
  options: OfflinePrefetchOptions = {},
): () => void {
  const warmImage = options.warmImage ?? loadImage;
  // No service worker in development: the images and files then never start.
  const whenControlled =
    options.whenControlled ??
    (env.prod ? whenServiceWorkerControls : () => new Promise<void>(() => undefined));
  let cancelled = false;
  let started = false;
  let cancelIdle: (() => void) | undefined;

  const run = async () => {
    for (const fetch of plan.fetches) {
      if (cancelled) return;
      // Sequential on purpose: a cheap phone's connection serves the visitor's own taps meanwhile.
      await fetch(client).catch(() => undefined);
    }
    const urls = savesData() ? [] : (plan.images?.(client) ?? []);
    if (urls.length > 0 && !cancelled) {
      await whenControlled();
      await warmImages(urls, warmImage, () => cancelled);
    }
    const files = savesData() ? [] : (plan.files?.() ?? []);
    if (files.length > 0 && !cancelled) await whenControlled();
    for (const file of files) {
      if (cancelled) return;
      await file().catch(() => undefined);
    }
    if (!cancelled) options.onDone?.();
  };

  const start = () => {
    if (cancelled || started) return;
    if (!navigator.onLine) {
      // Paused queries would wait anyway; start afresh (idle again) when the network is back.
      window.addEventListener('online', startWhenIdle, { once: true });
      return;
    }
    started = true;
    void run();
  };
  function startWhenIdle() {
    if (cancelled) return;
    cancelIdle = whenIdle(start, { timeout: 5000, fallbackMs: 1000 });
  }

  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', startWhenIdle);
    window.removeEventListener('online', startWhenIdle);
    cancelIdle?.();
  };
}
