/*
 * What the offline plan's runner (./offline-run.ts) does on the page itself, wherever its fetches
 * run (in the page with the app, in a worker on a server page the app has not started on): the
 * images go through the service worker's image route, which only the page's own requests reach,
 * and the PDF's files (./offline-pdf-files.ts) are looked for in its caches. No imports on purpose:
 * a server page loads this before the app (and its framework) ever loads.
 */

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The visitor asked the browser to save data (Chromium's Lite mode, `Save-Data: on`). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true;
}

/**
 * Resolves once a service worker controls this page; never when none will (no service worker
 * support, or none registered: a development server).
 */
export function whenServiceWorkerControls(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise<void>(() => undefined);
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Whether `url` is in one of the service worker's caches (false where there are none). */
export async function inServiceWorkerCaches(url: string): Promise<boolean> {
  if (!('caches' in window)) return false;
  return (await caches.match(url)) !== undefined;
}

/**
 * An off-screen image request has the destination `image`, so the service worker's image route
 * (cache-first, `lotto-images`) stores it exactly as it stores the images a page shows. Tip
 * images are often on other hosts without CORS: a fetch() could not read them, an image can.
 */
export function loadImage(url: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.fetchPriority = 'low';
    image.onload = () => resolve();
    // A broken image is the admin's to fix; the page shows it broken online too.
    image.onerror = () => resolve();
    image.src = url;
  });
}

/**
 * Loads each of `urls` once (duplicates dropped) with `warmImage`, two at a time, in their order:
 * the newest tips first, without a phone's connection carrying eight downloads at once. Stops
 * starting new ones once `stopped()` says so.
 */
export async function warmImages(
  urls: readonly string[],
  warmImage: (url: string) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  const queue = [...new Set(urls)];
  const lane = async () => {
    for (let url = queue.shift(); url !== undefined && !stopped(); url = queue.shift()) {
      await warmImage(url);
    }
  };
  await Promise.all([lane(), lane()]);
}
