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

/** Spec §8: when the country cannot be found. */
export const UNKNOWN_COUNTRY: CountryLabel = { name: 'Your Country', flag: '🏳️', code: null };

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

let regionNames: Intl.DisplayNames | undefined;

/** Country name and flag for an ISO code; unknown or malformed codes give 'Your Country' 🏳️. */
export function countryLabel(code: string | null | undefined, name?: string | null): CountryLabel {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return UNKNOWN_COUNTRY;
  const upper = code.toUpperCase();
  let display = name?.trim();
  if (!display) {
    try {
      regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
      display = regionNames.of(upper);
    } catch {
      display = undefined;
    }
  }
  if (!display || display === upper)
    return { ...UNKNOWN_COUNTRY, flag: flagEmoji(upper), code: upper };
  return { name: display, flag: flagEmoji(upper), code: upper };
}

/** The visitor's country from the browser's time zone: no network, works offline. */
export function countryFromBrowser(timeZone: string | undefined = browserTimeZone()): CountryLabel {
  if (!timeZone) return UNKNOWN_COUNTRY;
  return countryLabel(countryOfTimeZone(timeZone));
}
