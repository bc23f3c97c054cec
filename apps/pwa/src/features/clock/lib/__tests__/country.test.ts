import { describe, expect, it } from 'vitest';
import {
  countryFromBrowser,
  countryLabel,
  countryOfTimeZone,
  flagEmoji,
  UNKNOWN_COUNTRY,
} from '../country';

describe('country from the time zone', () => {
  it('when the zone belongs to a country, then its name and flag are shown', () => {
    expect(countryFromBrowser('Asia/Bangkok')).toEqual({
      name: 'Thailand',
      flag: '🇹🇭',
      code: 'TH',
    });
    expect(countryFromBrowser('Europe/Berlin').name).toBe('Germany');
  });

  it('when the browser reports an old zone name, then it is still recognised', () => {
    expect(countryOfTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryOfTimeZone('Asia/Saigon')).toBe('VN');
  });

  it('when the zone is not a country (UTC) or unknown, then it is "Your Country" with a white flag', () => {
    expect(countryFromBrowser('UTC')).toEqual(UNKNOWN_COUNTRY);
    expect(countryFromBrowser('Mars/Olympus')).toEqual({
      name: 'Your Country',
      flag: '🏳️',
      code: null,
    });
    expect(countryFromBrowser(undefined)).toEqual(UNKNOWN_COUNTRY);
  });

  it('then flags and names come from the country code, bad codes giving the fallback', () => {
    expect(flagEmoji('jp')).toBe('🇯🇵');
    expect(countryLabel('JP', 'Japan ')).toEqual({ name: 'Japan', flag: '🇯🇵', code: 'JP' });
    expect(countryLabel('J1')).toEqual(UNKNOWN_COUNTRY);
    expect(countryLabel(null)).toEqual(UNKNOWN_COUNTRY);
  });
});
