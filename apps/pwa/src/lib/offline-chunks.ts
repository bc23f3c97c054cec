/** The sessionStorage key by which TanStack Router's `lazyRouteComponent` reloads once per error. */
const RELOAD_KEY = 'tanstack_router_reload:';

/**
 * A page's code (a route chunk) that is not on the device cannot load offline. TanStack Router then
 * reloads the page once, which is right after a deployment removed the chunk while online (or
 * offline under a service worker: the reload lands on the new version it precached). Offline
 * without a service worker (not installed yet) that reload can only end on the browser's own error
 * page. There, on Vite's `vite:preloadError`, the router is told it already reloaded for this
 * error: the route fails instead, and its error component (`RouteError`) says the page has not been
 * saved yet and what works offline. Back online the marks are removed, so a later failure of the
 * same chunk (a new deployment) reloads as before. The error itself still propagates, so the import
 * is tried again on the next attempt (cancelling the event instead would leave the route broken).
 */
export function explainOfflineChunkFailures(): () => void {
  const marked = new Set<string>();
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
    if (navigator.onLine || controlled || !(error instanceof Error)) return;
    const key = RELOAD_KEY + error.message;
    try {
      if (sessionStorage.getItem(key) !== null) return;
      sessionStorage.setItem(key, '1');
      marked.add(key);
    } catch {
      // No sessionStorage (blocked): the router will reload, as it would without this.
    }
  };
  const onOnline = () => {
    for (const key of marked) {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing to undo when it could not be written.
      }
    }
    marked.clear();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('online', onOnline);
  };
}
