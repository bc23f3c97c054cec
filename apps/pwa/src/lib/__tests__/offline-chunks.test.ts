import { afterEach, describe, expect, it } from 'vitest';
import { explainOfflineChunkFailures } from '../offline-chunks';
import { setNavigatorOnline } from '@/testing/network';

const failure = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/result-B05g_En7.js',
);
const reloadKey = `tanstack_router_reload:${failure.message}`;

/** What Vite's preload helper dispatches when a dynamic import fails. */
function preloadError(payload: unknown): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  Object.assign(event, { payload });
  window.dispatchEvent(event);
  return event;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  setNavigatorOnline(true);
  sessionStorage.clear();
});

describe('explainOfflineChunkFailures', () => {
  it('when a page’s code fails offline without a service worker, then the router is kept from reloading into the browser’s offline page, and the error still propagates', () => {
    stop = explainOfflineChunkFailures();
    setNavigatorOnline(false);
    const event = preloadError(failure);
    expect(sessionStorage.getItem(reloadKey)).toBe('1');
    expect(event.defaultPrevented).toBe(false);
  });

  it('when the connection is back, then the mark is gone, so a chunk a new deployment removed reloads as before', () => {
    stop = explainOfflineChunkFailures();
    setNavigatorOnline(false);
    preloadError(failure);
    setNavigatorOnline(true);
    expect(sessionStorage.getItem(reloadKey)).toBeNull();
  });

  it('when a chunk fails online, then nothing is marked (the router reloads into the new version)', () => {
    stop = explainOfflineChunkFailures();
    preloadError(failure);
    expect(sessionStorage.getItem(reloadKey)).toBeNull();
  });

  it('when the router already reloaded once for that error, then the mark is left as it was when back online', () => {
    stop = explainOfflineChunkFailures();
    sessionStorage.setItem(reloadKey, '1');
    setNavigatorOnline(false);
    preloadError(failure);
    setNavigatorOnline(true);
    expect(sessionStorage.getItem(reloadKey)).toBe('1');
  });
});
