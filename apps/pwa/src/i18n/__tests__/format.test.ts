import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBaht, formatDateTime, formatDrawDate } from '@/lib/format';
import { activateLocale } from '../activate';
import { formatLongDate, formatMonthYear, monthName } from '../format-locale';
import { currentLocale, t, tierName } from '../index';
import { LOCALE_COOKIE, localeOfCookie } from '@lotto/site/locales';
import { detectLocale, LOCALE_STORAGE_KEY, rememberLocale, startLocale } from '../locales';

dayjs.extend(buddhistEra);

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('dates in each language', () => {
  it('writes a draw date dd/MM/yyyy, in Thai with the Buddhist-era year as dayjs BBBB does', async () => {
    expect(formatDrawDate('2026-11-16')).toBe('16/11/2026');
    await activateLocale('th');
    expect(formatDrawDate('2026-11-16')).toBe('16/11/2569');
    expect(formatDrawDate('2026-11-16')).toBe(dayjs('2026-11-16').format('DD/MM/BBBB'));
    expect(formatDrawDate('1990-01-16')).toBe(dayjs('1990-01-16').format('DD/MM/BBBB'));
    expect(formatDrawDate('2026-02-31')).toBe('วันที่ไม่ถูกต้อง');
    expect(formatDateTime(new Date(2026, 10, 16, 15, 30).getTime())).toBe('16/11/2569 15:30');
    for (const locale of ['hi', 'ur'] as const) {
      await activateLocale(locale);
      expect(formatDrawDate('2026-11-16')).toBe('16/11/2026');
    }
  });

  it('names weekdays and months in the language, Western digits always', async () => {
    expect(formatLongDate(2026, 11, 16)).toBe('Monday 16 November 2026');
    expect(formatMonthYear(2026, 11)).toBe('November 2026');
    await activateLocale('th');
    expect(formatLongDate(2026, 11, 16)).toContain('พฤศจิกายน');
    expect(formatLongDate(2026, 11, 16)).toContain('2569');
    expect(monthName(1)).toBe('มกราคม');
    await activateLocale('hi');
    expect(formatLongDate(2026, 11, 16)).toContain('नवंबर');
    await activateLocale('ur');
    expect(formatLongDate(2026, 11, 16)).toContain('نومبر');
    expect(formatLongDate(2026, 11, 16)).toMatch(/16/);
  });
});

describe('amounts in each language', () => {
  it('groups baht as the language does, in Western digits', async () => {
    expect(formatBaht(6_000_000)).toBe('6,000,000');
    await activateLocale('hi');
    expect(formatBaht(6_000_000)).toBe('60,00,000');
    await activateLocale('th');
    expect(formatBaht(6_000_000)).toBe('6,000,000');
    await activateLocale('ur');
    expect(formatBaht(6_000_000)).toMatch(/^[0-9,]+$/);
  });
});

describe('messages', () => {
  it('names the prize tiers with the official Thai terms', async () => {
    expect(tierName('near1')).toBe('Next to first prize');
    await activateLocale('th');
    expect(tierName('prize1')).toBe('รางวัลที่ 1');
    expect(tierName('near1')).toBe('รางวัลข้างเคียงรางวัลที่ 1');
    expect(tierName('front3')).toBe('เลขหน้า 3 ตัว');
    expect(tierName('last3')).toBe('เลขท้าย 3 ตัว');
    expect(tierName('last2')).toBe('เลขท้าย 2 ตัว');
    expect(t('pages.title', { page: t('pages.home') })).toBe('หน้าแรก — Lotto');
  });
});

describe('which language a visitor gets', () => {
  it('follows the browser on a first visit, the choice kept on the device after', () => {
    expect(detectLocale(['th-TH', 'en-US'])).toBe('th');
    expect(detectLocale(['fr-FR', 'ur-PK'])).toBe('ur');
    expect(detectLocale(['hi'])).toBe('hi');
    expect(detectLocale(['fr-FR', 'de'])).toBe('en');
    expect(detectLocale([])).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    expect(detectLocale(['th-TH'])).toBe('hi');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(detectLocale(['th-TH'])).toBe('th');
  });

  it('keeps the admin panel in English', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ur');
    expect(startLocale('/admin/results')).toBe('en');
    expect(startLocale('/result')).toBe('ur');
  });

  it('when the URL names a language, then the page starts in it for this visit where the device has no choice, the setting kept as it was', () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(startLocale('/result/2024-12-16', '?lang=th')).toBe('th');
    expect(startLocale('/check', '?draw=2024-12-16&lang=hi')).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    // A language the site does not speak, or none: the browser's, as without the parameter.
    expect(startLocale('/result', '?lang=fr')).toBe(detectLocale());
    // The admin panel stays English whatever the URL says.
    expect(startLocale('/admin/results', '?lang=th')).toBe('en');
  });

  it('when the visitor has saved a language, then it comes before the URL’s, and the server is told (its cookie): one rule, so the takeover never changes the language', () => {
    document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ur');
    expect(startLocale('/result/2024-12-16', '?lang=th')).toBe('ur');
    expect(startLocale('/check', '?draw=2024-12-16&lang=hi')).toBe('ur');
    // Saved before the cookie existed: the start writes it.
    expect(localeOfCookie(document.cookie)).toBe('ur');
    rememberLocale('hi');
    expect(localeOfCookie(document.cookie)).toBe('hi');
    expect(startLocale('/result', '?lang=th')).toBe('hi');
  });

  it('when the page itself has ?lang=, then the start reads it from the address', () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    window.history.replaceState(null, '', '/result?lang=ur');
    try {
      expect(startLocale('/result')).toBe('ur');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('puts the language and its direction on <html>', async () => {
    await activateLocale('ur');
    expect(currentLocale()).toBe('ur');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await activateLocale('th', { remember: true });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('th');
  });
});
