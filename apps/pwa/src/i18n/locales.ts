/*
 * The languages the site speaks, and which one a visitor gets. No i18n runtime here: src/boot.ts
 * imports this to start the catalog's download with the app's, before React or Lingui load.
 */

export const LOCALES = ['en', 'th', 'hi', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language's own name, as the switcher lists it. */
  name: string;
  /** English name, for the README and tests. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /**
   * The BCP 47 tag Intl formats with. Every language keeps Western digits (`-u-nu-latn`): tickets
   * print their numbers that way, and so do the amounts next to them.
   */
  intl: string;
  /** Thai dates count years in the Buddhist era (2026 → 2569), as GLO's own tables do. */
  buddhistEra: boolean;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: 'English', englishName: 'English', dir: 'ltr', intl: 'en-US', buddhistEra: false },
  th: { name: 'ไทย', englishName: 'Thai', dir: 'ltr', intl: 'th-TH-u-nu-latn', buddhistEra: true },
  hi: {
    name: 'हिन्दी',
    englishName: 'Hindi',
    dir: 'ltr',
    intl: 'hi-IN-u-nu-latn',
    buddhistEra: false,
  },
  ur: {
    name: 'اردو',
    englishName: 'Urdu',
    dir: 'rtl',
    intl: 'ur-PK-u-nu-latn',
    buddhistEra: false,
  },
};

/** Where the visitor's choice is kept on the device. */
export const LOCALE_STORAGE_KEY = 'lotto.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'th-TH' → 'th', 'ur' → 'ur', 'fr-FR' → undefined. */
export function matchLocale(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

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

/** Remembers the choice on this device (quietly skipped where storage is blocked). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode with storage off: the choice lasts this visit
  }
}

/** The language a page starts in: the admin panel is English-only; elsewhere the visitor's. */
export function startLocale(pathname: string): Locale {
  return pathname.startsWith('/admin') ? DEFAULT_LOCALE : detectLocale();
}

/**
 * The namespaces Home does not show, in a second chunk per language: Home paints without them
 * (≈ 7 kB gzip less), every other page waits for them (src/routes/__root.tsx), and they download
 * beside the app on those pages and right after Home's first render (src/i18n/activate.ts).
 */
export const LATER_NAMESPACES = ['auth', 'checker', 'history', 'members'] as const;
export type CatalogPart = 'first' | 'later';
