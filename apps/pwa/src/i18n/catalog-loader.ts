import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/*
 * One chunk per language: every namespace of src/i18n/catalogs/<lang>/, compiled at build time by
 * vite-i18n-catalogs.ts (so no message compiler ships). Only the active language's is loaded; the
 * service worker precaches all four, so switching works offline. No Lingui import here: src/boot.ts
 * starts the download beside the app's.
 */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:lotto-catalog/en'),
  th: () => import('virtual:lotto-catalog/th'),
  hi: () => import('virtual:lotto-catalog/hi'),
  ur: () => import('virtual:lotto-catalog/ur'),
};

const loading = new Map<Locale, Promise<Messages>>();

/** The compiled messages of `locale`, downloaded once per page. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then((module) => module.default);
    // A failed download (offline before the worker cached it) may be tried again.
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}
