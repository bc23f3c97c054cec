import type { Page } from '@playwright/test';

/** What is on the device: the service worker, the persisted query cache, the image cache. */

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
 * Whether the light list is kept on the device: its years' index (`lib/result-pieces.ts`, database
 * `lotto-results`) names at least one year. Never opens the database before the app has created it.
 */
function lightListSaved(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((d) => d.name === 'lotto-results')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('lotto-results');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        const done = (value: boolean) => {
          db.close();
          resolve(value);
        };
        if (!db.objectStoreNames.contains('years')) return done(false);
        const get = db.transaction('years').objectStore('years').get('index');
        get.onsuccess = () => {
          const index = get.result as { years?: unknown[] } | undefined;
          done(Array.isArray(index?.years) && index.years.length > 0);
        };
        get.onerror = () => done(false);
      };
    });
  });
}

/**
 * The query hashes (`["results","claimable"]`…) of the persisted React Query cache, or none. The
 * light list (`["results"]`) is kept by year beside the one value, and listed when it is there.
 */
export async function persistedQueries(page: Page): Promise<string[]> {
  const text = await persistedCache(page);
  const saved = (text === '' ? {} : JSON.parse(text)) as {
    clientState?: { queries?: { queryHash: string; state: { data?: unknown } }[] };
  };
  const hashes = (saved.clientState?.queries ?? [])
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryHash);
  return (await lightListSaved(page)) ? [...hashes, '["results"]'] : hashes;
}

/** Whether the service worker's image cache holds `url`. */
export function imageCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async (u) => Boolean(await (await caches.open('lotto-images')).match(u)),
    url,
  );
}
