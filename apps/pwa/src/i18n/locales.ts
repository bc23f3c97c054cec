/*
 * The languages the site speaks, and which one a visitor gets. No i18n runtime here: src/boot.ts
 * imports this to start the catalog's download with the app's, before React or Lingui load. From
 * @lotto/site's own modules, not its index: the index reaches the contracts, which would then count
 * as the entry's and be cut into files of their own instead of going into the app's `start` file
 * (build/vite-start-chunk.ts).
 */

import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeCookie,
  matchLocale,
} from '@lotto/site/locales';
import { LANG_PARAM } from '@lotto/site/pages';

export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  type LocaleInfo,
  matchLocale,
} from '@lotto/site/locales';

/** Where the visitor's choice is kept on the device. */
export const LOCALE_STORAGE_KEY = 'lotto.locale';

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: follow the browser
  }
}

/**
 * The visitor's language: the one chosen on this device, else the first of the browser's
 * languages the site speaks, else English.
 */
export function detectLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages.length
      ? navigator.languages
      : [navigator.language],
): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  for (const tag of languages) {
    const match = tag ? matchLocale(tag) : undefined;
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/**
 * Remembers the choice on this device (quietly skipped where storage is blocked), and in the
 * cookie the server's pages read (`LOCALE_COOKIE`): a page the server renders is then in it too,
 * and the app's takeover never changes the language.
 */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode with storage off: the choice lasts this visit
  }
}

/**
 * The language a page starts in, by the site's one rule (the server's pages follow it too,
 * apps/api/src/features/pages/page-routes.ts): the admin panel is English-only; elsewhere the
 * visitor's saved choice (kept in the cookie the server reads as well: a device that saved it
 * before the cookie existed gets it now), else the one the URL names (`?lang=th`, a server page's
 * language version: for this visit only, not kept, so a link someone shared does not change the
 * visitor's setting), else the browser's first language the site speaks, else English.
 */
export function startLocale(
  pathname: string,
  search: string = typeof location === 'undefined' ? '' : location.search,
): Locale {
  if (pathname.startsWith('/admin')) return DEFAULT_LOCALE;
  const stored = storedLocale();
  if (stored) {
    // Saved before the cookie existed, or the cookie expired: the server is told again.
    rememberLocale(stored);
    return stored;
  }
  const named = new URLSearchParams(search).get(LANG_PARAM);
  return isLocale(named) ? named : detectLocale();
}

/**
 * The namespaces Home does not show, in a second chunk per language: Home paints without them
 * (≈ 7 kB gzip less), every other page waits for them (src/routes/__root.tsx), and they download
 * beside the app on those pages and right after Home's first render (src/i18n/activate.ts).
 */
export const LATER_NAMESPACES = [
  'auth',
  'checker',
  'history',
  'members',
  'push',
  'titles',
] as const;
export type CatalogPart = 'first' | 'later';

/**
 * The namespaces the push worker's words use (its own catalog part per language,
 * `virtual:lotto-catalog/<lang>/push-worker`): the notifications' and the checker's verdicts.
 */
export const PUSH_WORKER_NAMESPACES = ['checker', 'push', 'results', 'tiers'] as const;
