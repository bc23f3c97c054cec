import { describe, expect, it } from 'vitest';
import { validateResultsSearch } from '../results-search';

describe('/result search', () => {
  it('when ?year= is a year of the history, then the list opens at it', () => {
    expect(validateResultsSearch({ year: 2019 })).toEqual({ year: 2019 });
    expect(validateResultsSearch({ year: '2006' })).toEqual({ year: 2006 });
  });

  it('when ?year= is not a year of the history, then it is ignored', () => {
    for (const year of [1989, 3000, 2019.5, '20x9', '', null, ['2019']])
      expect(validateResultsSearch({ year }), String(year)).toEqual({});
    expect(validateResultsSearch({})).toEqual({});
  });
});
