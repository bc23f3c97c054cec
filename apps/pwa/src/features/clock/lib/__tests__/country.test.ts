import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import {
  countryFromBrowser,
  countryLabel,
  countryOfTimeZone,
  flagEmoji,
  unknownCountry,
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
    expect(countryFromBrowser('UTC')).toEqual(unknownCountry());
    expect(countryFromBrowser('Mars/Olympus')).toEqual({
      name: 'Your Country',
      flag: '🏳️',
      code: null,
    });
    expect(countryFromBrowser(undefined)).toEqual(unknownCountry());
  });

  it('then flags and names come from the country code, bad codes giving the fallback', () => {
    expect(flagEmoji('jp')).toBe('🇯🇵');
    expect(countryLabel('JP', 'Japan ')).toEqual({ name: 'Japan', flag: '🇯🇵', code: 'JP' });
    expect(countryLabel('J1')).toEqual(unknownCountry());
    expect(countryLabel(null)).toEqual(unknownCountry());
  });
});

describe('country names in other languages', () => {
  it('when Thai or Urdu is active, then Intl names the country in it, and the unknown one too', async () => {
    await activateLocale('th');
    expect(countryFromBrowser('Asia/Bangkok').name).toBe('ไทย');
    // The IP lookup's English name gives way to the language's own.
    expect(countryLabel('JP', 'Japan').name).toBe('ญี่ปุ่น');
    expect(countryFromBrowser('UTC')).toEqual({ name: 'ประเทศของคุณ', flag: '🏳️', code: null });
    await activateLocale('ur');
    expect(countryFromBrowser('Asia/Karachi').name).toBe('پاکستان');
    expect(unknownCountry().name).toBe('آپ کا ملک');
  });
});
