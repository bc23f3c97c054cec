import { APP_WHEN_SEEN_ATTRIBUTE } from '@lotto/site';
import { REACHES } from './app-start';

/*
 * A server page on a device the app never ran on (src/lib/app-start.ts): the page is whole and
 * works as HTML — its links lead to the next page, /check's plain form checks a ticket — so the app
 * waits until the visitor reaches for something else: a tap, a key or a focus anywhere but on a
 * link or in the plain form — or scrolls into view a part only the app fills (Home's tips and tools,
 * `APP_WHEN_SEEN_ATTRIBUTE`). Meanwhile, half a second after the page has loaded, the
 * service worker is registered (it precaches the app, so the next page opens as the app, offline
 * too; the app's own registration, ./service-worker.ts, which the app calls again when it starts)
 * and the offline plan runs off the main thread (`whileWaiting`, the app's own runner with the
 * fetches in a worker: src/offline/offline-worker-start.ts).
 */

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
   * Runs half a second after the load, while the app is not started; returns its stop, called when
   * the app starts (the app then does that work itself).
   */
  whileWaiting?: () => () => void;
  /** Registers the service worker; the default is the app's one registration (production only). */
  register?: () => Promise<unknown>;
  /**
   * What the visitor did before this module had loaded (src/boot.ts keeps it: the module is
   * fetched after the first paint, seconds on a cheap phone): taken as if it happened now, so a tap
   * in that window is not lost.
   */
  earlier?: readonly Event[];
  doc?: Document;
}

/**
 * The app's one registration (./service-worker.ts), fetched only when it is due: the app calls it
 * again once it starts, which then registers nothing more and only hears of an update.
 */
function registerServiceWorker(): Promise<void> {
  return import('./service-worker').then((serviceWorker) => serviceWorker.registerServiceWorker());
}

/**
 * The first visit's offline plan, in a worker (src/offline/offline-worker-start.ts: its own small file,
 * fetched when the page has loaded), for `whileWaiting`; returns its stop.
 */
export function offlinePlanWhileWaiting(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('@/offline/offline-worker-start')
    .then(({ startOfflinePlanWorker }) => {
      // Spawning the worker in a task after the module's evaluation, not in it (see afterLoad).
      setTimeout(() => {
        if (!stopped) stop = startOfflinePlanWorker();
      }, 0);
    })
    .catch((error: unknown) => console.warn('The offline plan could not start', error));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Waits for the visitor to reach for the page, then calls `start` once. Returns a cancel. */
export function startOnDemand({
  start,
  whileWaiting,
  register = registerServiceWorker,
  earlier = [],
  doc = document,
}: OnDemandOptions): () => void {
  let done = false;
  let stopWaiting: (() => void) | undefined;
  let idle: number | undefined;
  const view = doc.defaultView ?? window;
  let seen: IntersectionObserver | undefined;

  const finish = () => {
    done = true;
    seen?.disconnect();
    for (const type of REACHES) doc.removeEventListener(type, onReach, true);
    view.removeEventListener('load', afterLoad);
    if (idle !== undefined) view.clearTimeout(idle);
    stopWaiting?.();
    stopWaiting = undefined;
  };
  function onReach(event: Event) {
    if (done || worksWithoutApp(event.target)) return;
    finish();
    const field = appOnlyPoint(doc, event);
    start();
    if (field) afterTakeover(doc, () => focusFieldAt(doc, field));
  }
  function afterLoad() {
    // Past the load and a moment of quiet, so neither competes with the page's own requests.
    // Each in a task of its own: the registration's call and the waiting work's start each take
    // a cheap phone tens of milliseconds, which together would block a tap for longer.
    idle = view.setTimeout(() => {
      if (done) return;
      register().catch((error: unknown) => {
        // The next visit tries again; the page works meanwhile, only not offline yet.
        console.warn('The service worker could not be registered', error);
      });
      idle = view.setTimeout(() => {
        if (!done) stopWaiting = whileWaiting?.();
      }, 0);
    }, 500);
  }

  for (const type of REACHES) doc.addEventListener(type, onReach, { capture: true, passive: true });
  const fillsWhenSeen = doc.querySelectorAll(`[${APP_WHEN_SEEN_ATTRIBUTE}]`);
  if (fillsWhenSeen.length > 0 && 'IntersectionObserver' in view) {
    seen = new view.IntersectionObserver((entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting)) return;
      finish();
      start();
    });
    for (const element of fillsWhenSeen) seen.observe(element);
  }
  if (doc.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true });
  for (const event of earlier) onReach(event);
  return finish;
}

/** A point of the page (CSS pixels from its top left, scrolling included). */
interface PagePoint {
  x: number;
  y: number;
}

/**
 * Where a tap landed on a part of the page only the app works (`data-app-only`, inert until then:
 * /result's search field, /check's saved-tickets form), or undefined. The tap reaches no element
 * there, so the app's field at that point takes the focus once the app is up (`focusFieldAt`).
 */
export function appOnlyPoint(doc: Document, event: Event): PagePoint | undefined {
  if (event.type !== 'pointerdown' || !('clientX' in event) || !('clientY' in event))
    return undefined;
  const { clientX: x, clientY: y } = event as MouseEvent;
  const inside = [...doc.querySelectorAll('[data-app-only]')].some((element) => {
    const box = element.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
  const view = doc.defaultView;
  return inside && view ? { x: x + view.scrollX, y: y + view.scrollY } : undefined;
}

/** Focuses the text field, select or date field the app draws at `point`, if it draws one there. */
export function focusFieldAt(doc: Document, point: PagePoint): void {
  const view = doc.defaultView;
  if (!view) return;
  const element = doc.elementFromPoint(point.x - view.scrollX, point.y - view.scrollY);
  const field = element?.closest('input:not([type="hidden"]), textarea, select');
  if (field instanceof HTMLElement && field.closest('[inert]') === null) field.focus();
}

/** How long `afterTakeover` watches for the app's first render. */
const TAKEOVER_WATCH_MS = 30_000;

/**
 * Calls `then` once the app's first render has replaced the server's page (the shell's
 * `.app-shell` gone from `#root`), or never when that does not happen within 30 s.
 */
export function afterTakeover(doc: Document, then: () => void): void {
  const root = doc.getElementById('root');
  if (!root) return;
  const taken = () => root.querySelector(':scope > .app-shell') === null;
  if (taken()) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!taken()) return;
    observer.disconnect();
    clearTimeout(timer);
    then();
  });
  const timer = setTimeout(() => observer.disconnect(), TAKEOVER_WATCH_MS);
  observer.observe(root, { childList: true });
}
