import type { Messages } from '@lingui/core';
import type { CatalogPart, Locale } from './locales';

/*
 * Two chunks per language (build/vite-i18n-catalogs.ts, compiled at build time, so no message compiler
 * ships): 'first', what Home and the site's frame say, and 'later', the namespaces of the other
 * pages (LATER_NAMESPACES). Only the active language's are loaded; the service worker precaches
 * all eight, so switching works offline. No Lingui import here: src/boot.ts starts the downloads
 * beside the app's.
 */
const loaders: Record<`${Locale}/${CatalogPart}`, () => Promise<{ default: Messages }>> = {
  'en/first': () => import('virtual:lotto-catalog/en/first'),
  'en/later': () => import('virtual:lotto-catalog/en/later'),
  'th/first': () => import('virtual:lotto-catalog/th/first'),
  'th/later': () => import('virtual:lotto-catalog/th/later'),
  'hi/first': () => import('virtual:lotto-catalog/hi/first'),
  'hi/later': () => import('virtual:lotto-catalog/hi/later'),
  'ur/first': () => import('virtual:lotto-catalog/ur/first'),
  'ur/later': () => import('virtual:lotto-catalog/ur/later'),
};

const loading = new Map<string, Promise<Messages>>();

/** One part of `locale`'s compiled messages, downloaded once per page. */
export function loadCatalog(locale: Locale, part: CatalogPart = 'first'): Promise<Messages> {
  const key = `${locale}/${part}` as const;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[key]().then((module) => module.default);
    // A failed download (offline before the worker cached it) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
