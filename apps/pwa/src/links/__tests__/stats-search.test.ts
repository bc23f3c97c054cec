import { describe, expect, it } from 'vitest';
import { MAX_STATS_NUMBERS, parseStatsNumbers, statsNumbersSearch } from '../stats-numbers';
import { statsNumbersText, validateStatsSearch } from '../stats-search';

describe('validateStatsSearch', () => {
  it('when the URL names a preset, two dates and numbers, then they are kept as they came', () => {
    expect(
      validateStatsSearch({
        range: '5y',
        from: '2019-01-01',
        to: '2019-12-31',
        numbers: '123,078',
      } as never),
    ).toEqual({ range: '5y', from: '2019-01-01', to: '2019-12-31', numbers: '123,078' });
  });

  it('when the router made numbers of what was typed, then they are read back as text', () => {
    const search = validateStatsSearch({ numbers: 123, from: 2020 } as never);
    expect(search).toEqual({ numbers: 123, from: '2020' });
    expect(statsNumbersText(search)).toBe('123');
  });

  it('when a value is of no use, then it is dropped: an unknown preset, an object, text too long to mean anything', () => {
    expect(
      validateStatsSearch({
        range: '3y',
        from: { a: 1 },
        to: 'x'.repeat(41),
        numbers: '1,'.repeat(201),
      } as never),
    ).toEqual({});
    expect(validateStatsSearch({ numbers: -1 } as never)).toEqual({});
  });
});

describe('?numbers=', () => {
  it('when numbers are written for a link, then repeats go, at most 40 stay, and a single one without a leading zero is a number', () => {
    expect(statsNumbersSearch(['123', '456', '123', '78'])).toEqual({ numbers: '123,456,78' });
    expect(statsNumbersSearch(['123'])).toEqual({ numbers: 123 });
    expect(statsNumbersSearch(['078'])).toEqual({ numbers: '078' });
    expect(statsNumbersSearch([])).toEqual({});
    const many = Array.from({ length: 50 }, (_, i) => String(100 + i));
    expect(String(statsNumbersSearch(many).numbers).split(',')).toEqual(many.slice(0, 40));
  });

  it('when the list is read, then 2- and 3-digit numbers are kept in order, once, and anything else is named', () => {
    expect(parseStatsNumbers('123, 456,,78 123 1234 ab 7')).toEqual({
      numbers: ['123', '456', '78'],
      invalid: ['1234', 'ab', '7'],
      dropped: 0,
    });
    const many = Array.from({ length: MAX_STATS_NUMBERS + 3 }, (_, i) => String(100 + i));
    const parsed = parseStatsNumbers(many.join(','));
    expect(parsed.numbers).toHaveLength(MAX_STATS_NUMBERS);
    expect(parsed.dropped).toBe(3);
  });
});
