import { monthsWithDraws, type Result } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { DRAW_2015_08_16, DRAW_2026_08_01, manyDraws } from '@/testing/fixtures';
import { firstIndexOfMonth, matchResult, nearestDraws, searchWords } from '../results-find';

const at = (date: string): Pick<Result, 'date'> => ({ date });

describe('monthsWithDraws', () => {
  it('when draws skip months, then only the months with a draw are offered, newest first', () => {
    const list = [at('2020-05-16'), at('2020-05-01'), at('2020-03-16'), at('2019-12-30')];
    expect(monthsWithDraws(list)).toEqual([
      { year: 2020, months: [5, 3] },
      { year: 2019, months: [12] },
    ]);
  });
});

describe('firstIndexOfMonth', () => {
  it('then the month starts at its newest draw in a newest-first list, and a month without draws is -1', () => {
    const draws = manyDraws(40);
    const index = firstIndexOfMonth(draws, 2025, 3);
    expect(draws[index]?.date).toBe('2025-03-16');
    expect(draws[index + 1]?.date).toBe('2025-03-01');
    expect(firstIndexOfMonth(draws, 1999, 3)).toBe(-1);
  });
});

describe('matchResult', () => {
  it('when digits are searched, then the numbers holding them are found with their tier', () => {
    expect(matchResult(DRAW_2026_08_01, searchWords('932479'))).toEqual({
      found: [{ tier: 'Prize 1', number: '932479' }],
    });
    expect(matchResult(DRAW_2026_08_01, searchWords('039'))?.found).toEqual([
      { tier: 'Last 3 Digits', number: '039' },
    ]);
    expect(matchResult(DRAW_2026_08_01, searchWords('69'))?.found).toEqual([
      { tier: 'Last 2 Digits', number: '69' },
    ]);
    expect(matchResult(DRAW_2026_08_01, searchWords('555555'))).toBeNull();
  });

  it('when a date is searched in any usual form, then the draw of that date matches with nothing highlighted', () => {
    for (const query of ['01/08/2026', '2026-08-01', '1/8/2026', 'aug 2026', '1 August 2026']) {
      expect(matchResult(DRAW_2026_08_01, searchWords(query))).toEqual({ found: [] });
    }
    expect(matchResult(DRAW_2026_08_01, searchWords('02/08/2026'))).toBeNull();
    expect(matchResult(DRAW_2015_08_16, searchWords('2015'))).not.toBeNull();
  });

  it('when several words are searched, then every one must match; Thai digits count as digits', () => {
    expect(matchResult(DRAW_2026_08_01, searchWords('aug 039'))?.found).toHaveLength(1);
    expect(matchResult(DRAW_2026_08_01, searchWords('16 aug 2026'))).toBeNull();
    expect(matchResult(DRAW_2026_08_01, searchWords('sep 039'))).toBeNull();
    expect(matchResult(DRAW_2026_08_01, searchWords('๐๓๙'))?.found).toEqual([
      { tier: 'Last 3 Digits', number: '039' },
    ]);
    expect(matchResult(DRAW_2026_08_01, searchWords('   '))).toBeNull();
  });
});

describe('nearestDraws', () => {
  const list = [at('2024-12-16'), at('2024-12-01'), at('2024-11-16')];
  it('when a date between two draws has none, then the draws on either side are offered', () => {
    expect(nearestDraws(list, '2024-12-10')).toEqual({
      before: at('2024-12-01'),
      after: at('2024-12-16'),
    });
  });
  it('when the date is past either end of the history, then only the end is offered', () => {
    expect(nearestDraws(list, '2025-01-05')).toEqual({
      before: at('2024-12-16'),
      after: undefined,
    });
    expect(nearestDraws(list, '2024-11-01')).toEqual({
      before: undefined,
      after: at('2024-11-16'),
    });
  });
});
