import { describe, expect, it } from 'vitest';
import { CATALOG_DIR, readCatalog } from '../node.js';
import { isServerPagePath, langOfSearch, LOCALES, matchLocale, pageHref } from '../index.js';

describe('the server pages contract', () => {
  it('reads a page language from ?lang= only when the site speaks it', () => {
    expect(langOfSearch('?lang=th')).toBe('th');
    expect(langOfSearch('lang=ur&draw=2026-11-16')).toBe('ur');
    expect(langOfSearch('?lang=fr')).toBeUndefined();
    expect(langOfSearch('')).toBeUndefined();
  });

  it('builds a page link in a language, the x-default without one', () => {
    expect(pageHref('/result/2026-11-16', 'th')).toBe('/result/2026-11-16?lang=th');
    expect(pageHref('/result/2026-11-16')).toBe('/result/2026-11-16');
    expect(pageHref('/check', 'hi', { draw: '2026-11-16', number: '123456' })).toBe(
      '/check?draw=2026-11-16&number=123456&lang=hi',
    );
  });

  it('names the paths the API renders, and only those', () => {
    for (const path of [
      '/',
      '/result',
      '/result/2026-11-16',
      '/check',
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect(isServerPagePath(path), path).toBe(true);
    for (const path of ['/tips', '/index.html', '/history', '/admin', '/results', '/checkout'])
      expect(isServerPagePath(path), path).toBe(false);
  });

  it('matches browser language tags to the four languages', () => {
    expect(matchLocale('th-TH')).toBe('th');
    expect(matchLocale('fr-FR')).toBeUndefined();
  });
});

describe('the catalogs', () => {
  it('has every language the site speaks, each with the English ids', () => {
    const english = Object.keys(readCatalog('en', CATALOG_DIR));
    expect(english.length).toBeGreaterThan(100);
    for (const locale of LOCALES)
      expect(Object.keys(readCatalog(locale)).sort()).toEqual([...english].sort());
  });
});
