import { currentLocale, t } from '@/i18n';
import { browserTimeZone } from '@/lib/time-zone';
import { COUNTRY_TIME_ZONES } from './time-zone-countries';

// Moved to lib/ (the next-draw card reads it too); the clock's callers keep this import.
export { browserTimeZone };

export interface CountryLabel {
  name: string;
  flag: string;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  code: string | null;
}

/** Spec §8: when the country cannot be found ('Your Country' in English, in the active language). */
export function unknownCountry(): CountryLabel {
  return { name: t('home.yourCountry'), flag: '🏳️', code: null };
}

let zoneToCountry: Map<string, string> | undefined;

/** ISO country code of an IANA time zone (Asia/Bangkok → TH), or undefined. */
export function countryOfTimeZone(timeZone: string): string | undefined {
  if (!zoneToCountry) {
    zoneToCountry = new Map();
    for (const [code, zones] of Object.entries(COUNTRY_TIME_ZONES)) {
      for (const zone of zones.split(' ')) zoneToCountry.set(zone, code);
    }
  }
  return zoneToCountry.get(timeZone);
}

/** 'TH' → 🇹🇭 (two regional indicator symbols). */
export function flagEmoji(code: string): string {
  const upper = code.toUpperCase();
  return String.fromCodePoint(
    0x1f1e6 + upper.charCodeAt(0) - 65,
    0x1f1e6 + upper.charCodeAt(1) - 65,
  );
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the active language (Intl), or undefined when Intl cannot name it. */
function regionName(code: string): string | undefined {
  const locale = currentLocale();
  try {
    let names = regionNames.get(locale);
    if (!names)
      regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
    return names.of(code);
  } catch {
    return undefined;
  }
}

/**
 * Country name and flag for an ISO code; unknown or malformed codes give 'Your Country' 🏳️. `name`
 * (the IP lookup's, in English) is used in English; other languages name the country themselves.
 */
export function countryLabel(code: string | null | undefined, name?: string | null): CountryLabel {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return unknownCountry();
  const upper = code.toUpperCase();
  const given = name?.trim() ? name.trim() : undefined;
  const display = (currentLocale() === 'en' ? given : undefined) ?? regionName(upper) ?? given;
  if (!display || display === upper)
    return { ...unknownCountry(), flag: flagEmoji(upper), code: upper };
  return { name: display, flag: flagEmoji(upper), code: upper };
}

/** The visitor's country from the browser's time zone: no network, works offline. */
export function countryFromBrowser(timeZone: string | undefined = browserTimeZone()): CountryLabel {
  if (!timeZone) return unknownCountry();
  return countryLabel(countryOfTimeZone(timeZone));
}
