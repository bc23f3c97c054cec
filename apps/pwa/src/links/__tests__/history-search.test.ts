import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { parseLookupQuery } from '../history-search';

describe('parseLookupQuery', () => {
  it.each([
    ['123', '123'],
    [' 12 ', '12'],
    ['300 635', '300635'],
    ['300-635', '300635'],
    ['๓๐๐๖๓๕', '300635'],
    ['000', '000'],
  ])('when %j is typed, then it looks up %s', (input, query) => {
    expect(parseLookupQuery(input)).toEqual({ ok: true, query });
  });

  it.each([
    ['', 'Enter a number of 2, 3 or 6 digits.'],
    ['   ', 'Enter a number of 2, 3 or 6 digits.'],
    ['7', 'Enter at least 2 digits: prizes match 2, 3 or 6 digits.'],
    ['12a', 'Use digits only (0–9).'],
    ['1,234', 'Use digits only (0–9).'],
    ['1234', /^Prizes match 2, 3 or 6 digits: no prize is paid on 4 or 5 digits\./],
    ['12345', /^Prizes match 2, 3 or 6 digits/],
    ['6284069', /^Enter at most 6 digits/],
  ])('when %j is typed, then it says %s', (input, error) => {
    const parsed = parseLookupQuery(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });
});

describe('parseLookupQuery in Hindi', () => {
  it('when a Hindi visitor types 5 digits or a letter, then it says why in Hindi', async () => {
    await activateLocale('hi');
    expect(parseLookupQuery('12345')).toEqual({
      ok: false,
      error:
        'इनाम 2, 3 या 6 अंकों पर मिलते हैं: 4 या 5 अंकों पर कोई इनाम नहीं मिलता। आख़िरी 2 या 3 अंक लिखें, या पूरी 6 अंकों की संख्या।',
    });
    expect(parseLookupQuery('12a')).toEqual({ ok: false, error: 'केवल अंक (0–9) लिखें।' });
    // Thai digits are still read as digits.
    expect(parseLookupQuery('๓๙')).toEqual({ ok: true, query: '39' });
  });
});
