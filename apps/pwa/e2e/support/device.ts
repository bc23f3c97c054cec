import type { Page } from '@playwright/test';

/** What is on the device: the service worker, the persisted query cache, the image cache. */

/**
 * What the offline plan of a first visit puts in the persisted cache (the pages' own keys), whether
 * the app runs it or its worker does on a server page the app is held back on.
 */
export const OFFLINE_PLAN_KEYS = [
  '["results","latest"]',
  '["results"]',
  '["results","claimable"]',
  '["tips"]',
  '["success"]',
];

/** Waits until the service worker controls the page (it claims clients on activation). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The persisted React Query cache as idb-keyval stores it (JSON text), or ''. It never opens the
 * database before the app has created it: opening creates it without its object store, and the
 * app's persister could then never write.
 */
export function persistedCache(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === 'keyval-store')) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const db = open.result;
        const done = (value: string) => {
          db.close();
          resolve(value);
        };
        if (!db.objectStoreNames.contains('keyval')) return done('');
        const get = db.transaction('keyval').objectStore('keyval').get('lotto-query-cache-v1');
        get.onsuccess = () => done(typeof get.result === 'string' ? get.result : '');
        get.onerror = () => done('');
      };
    });
  });
}

/**
 * What is kept in pieces on the device (`draws/result-pieces.ts`, database `lotto-results`): whether
 * the light list's index names at least one year, and the claimable draws (each its own entry, all
 * that their index names), or null when they are not all there. Never opens the database before
 * the app has created it.
 */
function piecesOnDevice(page: Page): Promise<{ lightList: boolean; claimable: unknown[] | null }> {
  return page.evaluate(async () => {
    const none = { lightList: false, claimable: null };
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === 'lotto-results')) return none;
    return new Promise<{ lightList: boolean; claimable: unknown[] | null }>((resolve) => {
      const open = indexedDB.open('lotto-results');
      open.onerror = () => resolve(none);
      open.onsuccess = () => {
        const db = open.result;
        const done = (value: { lightList: boolean; claimable: unknown[] | null }) => {
          db.close();
          resolve(value);
        };
        if (!db.objectStoreNames.contains('years')) return done(none);
        const store = db.transaction('years').objectStore('years');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          const all = values.result as unknown[];
          const byKey = new Map<string, unknown>(
            keys.result.map((key, i) => [typeof key === 'string' ? key : '', all[i]]),
          );
          const index = byKey.get('index') as { years?: unknown[] } | undefined;
          const claimable = byKey.get('claimable') as { dates?: string[] } | undefined;
          const draws = Array.isArray(claimable?.dates)
            ? claimable.dates.map((date) => byKey.get(`draw:${date}`))
            : [];
          done({
            lightList: Array.isArray(index?.years) && index.years.length > 0,
            claimable: draws.length > 0 && draws.every((draw) => draw !== undefined) ? draws : null,
          });
        };
        values.onerror = () => done(none);
      };
    });
  });
}

/**
 * The query hashes (`["results","claimable"]`…) of the persisted React Query cache, or none. The
 * light list (`["results"]`) and the claimable draws are kept in pieces beside the one value, and
 * listed when they are there.
 */
export async function persistedQueries(page: Page): Promise<string[]> {
  const text = await persistedCache(page);
  const saved = (text === '' ? {} : JSON.parse(text)) as {
    clientState?: { queries?: { queryHash: string; state: { data?: unknown } }[] };
  };
  const hashes = (saved.clientState?.queries ?? [])
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryHash);
  const pieces = await piecesOnDevice(page);
  if (pieces.lightList) hashes.push('["results"]');
  if (pieces.claimable !== null) hashes.push('["results","claimable"]');
  return hashes;
}

/** The claimable draws kept on the device (each its own entry), as JSON text, or ''. */
export async function claimableOnDevice(page: Page): Promise<string> {
  const { claimable } = await piecesOnDevice(page);
  return claimable === null ? '' : JSON.stringify(claimable);
}

/** Whether the service worker's image cache holds `url`. */
export function imageCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async (u) => Boolean(await (await caches.open('lotto-images')).match(u)),
    url,
  );
}
