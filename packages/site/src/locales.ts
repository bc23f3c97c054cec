/*
 * The languages the site speaks. Shared by the app (apps/pwa/src/i18n/locales.ts adds the
 * browser's choice) and the server-rendered pages (apps/api/src/features/pages), so both say the
 * same thing in the same language.
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
  /** The Open Graph locale (`og:locale`): language_TERRITORY. */
  ogLocale: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    name: 'English',
    englishName: 'English',
    dir: 'ltr',
    intl: 'en-US',
    buddhistEra: false,
    ogLocale: 'en_US',
  },
  th: {
    name: 'ไทย',
    englishName: 'Thai',
    dir: 'ltr',
    intl: 'th-TH-u-nu-latn',
    buddhistEra: true,
    ogLocale: 'th_TH',
  },
  hi: {
    name: 'हिन्दी',
    englishName: 'Hindi',
    dir: 'ltr',
    intl: 'hi-IN-u-nu-latn',
    buddhistEra: false,
    ogLocale: 'hi_IN',
  },
  ur: {
    name: 'اردو',
    englishName: 'Urdu',
    dir: 'rtl',
    intl: 'ur-PK-u-nu-latn',
    buddhistEra: false,
    ogLocale: 'ur_PK',
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'th-TH' → 'th', 'ur' → 'ur', 'fr-FR' → undefined. */
export function matchLocale(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The cookie that carries the visitor's saved language to the server: the app writes it with the
 * choice (and from the device's saved choice at its start), the server's pages read it first —
 * one rule on both sides (the saved choice, then `?lang=`, then the browser's languages), so the
 * app's takeover never changes the page's language.
 */
export const LOCALE_COOKIE = 'lotto_lang';

/** The saved language a `Cookie` header (or `document.cookie`) carries, if it names one. */
export function localeOfCookie(cookies: string | undefined): Locale | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The `document.cookie` line that keeps `locale` for a year on every page of the site. Not
 * `Secure`: it holds a language, which the page's own `lang` shows anyway.
 */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax`;
}
