import { SERVICE_WORKER } from './app-start';

/*
 * A server page on a device the app never ran on (src/lib/app-start.ts): the page is whole and
 * works as HTML — its links lead to the next page, /check's plain form checks a ticket — so the app
 * waits until the visitor reaches for something else: a tap, a key or a focus anywhere but on a
 * link or in the plain form. Meanwhile, once the page has loaded and the main thread is idle, the
 * service worker is registered (it precaches the app, so the next page opens as the app, offline
 * too) and the offline plan runs off the main thread (`whileWaiting`).
 */

/** Events that mean the visitor reached for the page. Scrolling is reading: not among them. */
const REACHES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Whether `target` works without the app: a link (it leaves the page) or the server's plain GET
 * form (/check's, answered by the server).
 */
export function worksWithoutApp(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('a[href], form[method="get"]') !== null;
}

export interface OnDemandOptions {
  /** Starts the app (src/boot.ts). */
  start: () => void;
  /**
   * Runs after the load, once idle, while the app is not started; returns its stop, called when
   * the app starts (the app then does that work itself).
   */
  whileWaiting?: () => () => void;
  /** Registers the service worker; the default registers the app's (production builds only). */
  register?: () => Promise<unknown>;
  doc?: Document;
}

function registerServiceWorker(): Promise<unknown> {
  // import.meta.env is read here rather than through src/config/env.ts, whose schema would join
  // the entry every page evaluates first.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve();
  return navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
}

/** Waits for the visitor to reach for the page, then calls `start` once. Returns a cancel. */
export function startOnDemand({
  start,
  whileWaiting,
  register = registerServiceWorker,
  doc = document,
}: OnDemandOptions): () => void {
  let done = false;
  let stopWaiting: (() => void) | undefined;
  let idle: number | undefined;
  const view = doc.defaultView ?? window;

  const finish = () => {
    done = true;
    for (const type of REACHES) doc.removeEventListener(type, onReach, true);
    view.removeEventListener('load', afterLoad);
    if (idle !== undefined) view.clearTimeout(idle);
    stopWaiting?.();
    stopWaiting = undefined;
  };
  function onReach(event: Event) {
    if (done || worksWithoutApp(event.target)) return;
    finish();
    start();
  }
  function afterLoad() {
    // Past the load and a moment of quiet, so neither competes with the page's own requests.
    idle = view.setTimeout(() => {
      if (done) return;
      register().catch((error: unknown) => {
        // The next visit tries again; the page works meanwhile, only not offline yet.
        console.warn('The service worker could not be registered', error);
      });
      stopWaiting = whileWaiting?.();
    }, 500);
  }

  for (const type of REACHES) doc.addEventListener(type, onReach, { capture: true, passive: true });
  if (doc.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true });
  return finish;
}
