import { describe, expect, it } from 'vitest';
import { LOCALES } from '../index.js';
import { readCatalog } from '../node.js';
import {
  checkPageTitle,
  DRAW_NOT_FOUND_TITLE,
  drawPageTitle,
  formTicketNumber,
  longDateText,
  resultsPageTitle,
  type TitleId,
  titleText,
  yearText,
} from '../titles.js';

/** The catalog's message with its `{placeholders}` filled (the titles have no plurals). */
const formatIn =
  (lang: string) =>
  (id: TitleId, values: Record<string, string> = {}): string => {
    const message = readCatalog(lang)[id];
    if (message === undefined) throw new Error(`no ${id} in catalogs/${lang}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };

describe('the titles of the pages the server renders', () => {
  it('when a draw page is titled, then its date is spelt out in the language, Thai in the Buddhist era', () => {
    expect(titleText(drawPageTitle('2026-11-16', 'en'), formatIn('en'))).toBe(
      'Thai lottery result November 16, 2026',
    );
    const thai = titleText(drawPageTitle('2026-11-16', 'th'), formatIn('th'));
    expect(thai).toContain('พฤศจิกายน');
    expect(thai).toContain('2569');
    expect(thai).not.toContain('2026');
    // Western digits in every language, as tickets print them.
    for (const lang of LOCALES) expect(longDateText('2026-11-16', lang)).toMatch(/16/);
  });

  it('when /result, a year’s list or /check is titled, then the year counts as the language does and a checked ticket names its draw', () => {
    expect(titleText(resultsPageTitle(undefined, 'en'), formatIn('en'))).toBe(
      'Thai lottery results — every draw since 1990',
    );
    expect(titleText(resultsPageTitle('2024', 'en'), formatIn('en'))).toBe(
      'Thai lottery results of 2024',
    );
    expect(titleText(resultsPageTitle('2024', 'th'), formatIn('th'))).toContain('2567');
    expect(yearText('2024', 'hi')).toBe('2024');
    expect(titleText(checkPageTitle(undefined, 'en'), formatIn('en'))).toBe(
      'Check your Thai lottery ticket',
    );
    expect(
      titleText(checkPageTitle({ number: '187221', draw: '2024-11-16' }, 'th'), formatIn('th')),
    ).toContain('187221 งวด 16/11/2567');
  });

  it('when a page has no draw, then its title is the not-found page’s, the inner message formatted too', () => {
    expect(titleText(DRAW_NOT_FOUND_TITLE, formatIn('en'))).toBe(
      `${readCatalog('en')['results.notFoundTitle']} — Thai Lottery`,
    );
  });

  it('when the plain form’s number is read, then spaces and dashes are dropped and only six digits are a ticket', () => {
    expect(formTicketNumber('187221')).toBe('187221');
    expect(formTicketNumber(' 187-221 ')).toBe('187221');
    expect(formTicketNumber('187 221')).toBe('187221');
    expect(formTicketNumber('18722')).toBeUndefined();
    expect(formTicketNumber('1872211')).toBeUndefined();
    expect(formTicketNumber('18722a')).toBeUndefined();
    expect(formTicketNumber('')).toBeUndefined();
  });
});
