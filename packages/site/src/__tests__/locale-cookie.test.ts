import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookie, localeOfCookie } from '../locales.js';

describe('the saved language’s cookie', () => {
  it('when a Cookie header names a language the site speaks, then that is the saved language', () => {
    expect(localeOfCookie(`a=1; ${LOCALE_COOKIE}=th; b=2`)).toBe('th');
    expect(localeOfCookie(`${LOCALE_COOKIE}=ur`)).toBe('ur');
  });

  it('when the cookie is missing, empty or names another language, then there is none', () => {
    expect(localeOfCookie(undefined)).toBeUndefined();
    expect(localeOfCookie('')).toBeUndefined();
    expect(localeOfCookie('lotto_language=th')).toBeUndefined();
    expect(localeOfCookie(`${LOCALE_COOKIE}=fr`)).toBeUndefined();
    expect(localeOfCookie(`${LOCALE_COOKIE}=`)).toBeUndefined();
  });

  it('when written, then it is kept a year for the whole site, and read back', () => {
    expect(localeCookie('hi')).toBe(`${LOCALE_COOKIE}=hi;path=/;max-age=31536000;samesite=lax`);
    expect(localeOfCookie(localeCookie('hi').split(';')[0])).toBe('hi');
  });
});
