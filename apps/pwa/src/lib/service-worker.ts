import { SERVICE_WORKER } from './app-start';

/*
 * The one registration of the app's service worker (vite-plugin-pwa's, `injectRegister: false`),
 * for its two callers: a server page while it waits for its visitor (./start-on-demand.ts) and the
 * app (src/main.tsx). On a first visit to a server page both call it in the same document, the
 * page first: the worker is registered once, and the app still hears of an update.
 *
 * A file of its own, loaded by both with `import()` and importing only what the entry has already
 * (./app-start.ts): imported statically by the app, it would join the app's `start` file
 * (build/vite-start-chunk.ts), and the waiting page would then load the framework with it. Hence
 * `import.meta.env` here rather than src/config/env.ts (valibot), and a listener list for the
 * update instead of the app's store (zustand: ./update-store.ts subscribes to it).
 */

/** The update check's period: a tab left open all day still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Shows the new version: tells a waiting worker to take over first, then reloads the page. */
export type ApplyUpdate = () => void;
type UpdateListener = (apply: ApplyUpdate) => void;

const listeners = new Set<UpdateListener>();
/** The update found so far, for a listener subscribed after it (the app, after a server page). */
let updateFound: ApplyUpdate | undefined;

function updateReady(apply: ApplyUpdate): void {
  updateFound = apply;
  for (const listener of listeners) listener(apply);
}

/**
 * Calls `listener` each time a new version is installed and waiting, or has taken over this tab and
 * needs a reload to show — at once when that happened before it subscribed. Returns its
 * unsubscribe.
 */
export function onUpdateReady(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (updateFound) listener(updateFound);
  return () => void listeners.delete(listener);
}

let registering: Promise<void> | undefined;

/**
 * Registers the service worker (production builds only), once per page however often it is called;
 * resolves once registered. A failed registration is tried again by the next call. The worker
 * skips waiting and claims clients, so an update normally takes over at once; the running page
 * still holds the old code, hence the update signal (`onUpdateReady`) to prompt a reload. Should a
 * worker ever wait (another tab still on the old one), applying the update tells it to skip waiting
 * first.
 */
export function registerServiceWorker(): Promise<void> {
  registering ??= register().catch((error: unknown) => {
    registering = undefined;
    throw error;
  });
  return registering;
}

async function register(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded here, once the page has loaded, rather than with the files a page needs to paint.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });

  wb.addEventListener('waiting', () => {
    updateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // The first install (nothing controlled this page) needs no reload: the page already runs the
  // code it precached. Any later change of controller is a new version taking over this tab —
  // workbox-window calls that one "external" when found by an update check, so watch it directly.
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) updateReady(() => window.location.reload());
    hadController = true;
  });

  const registration = await wb.register();
  if (!registration) return;
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
