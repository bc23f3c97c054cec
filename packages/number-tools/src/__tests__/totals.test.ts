import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTAL_TABLE, searchTotals, type TotalsSearchMode } from '../totals.js';
import { digit, typedString, untyped } from './arbitraries.js';

const sumMod10 = (n: string) => Array.from(n).reduce((sum, d) => sum + Number(d), 0) % 10;
const isNonDecreasing = (n: string) =>
  Array.from(n).every((d, i) => i === 0 || (n[i - 1] ?? '') <= d);
const allTableNumbers = () => TOTAL_TABLE.flatMap((group) => group.numbers);
const occurrences = (n: string, ch: string) => n.split(ch).length - 1;

describe('TOTAL_TABLE', () => {
  it('when read, then it holds 10 groups with totals 0..9 in order', () => {
    expect(TOTAL_TABLE.map((group) => group.total)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('when counted, then every group holds exactly 22 numbers and 220 in all, none repeated', () => {
    for (const group of TOTAL_TABLE) expect(group.numbers).toHaveLength(22);
    expect(allTableNumbers()).toHaveLength(220);
    expect(new Set(allTableNumbers()).size).toBe(220);
  });

  it('when every 3-digit string 000..999 is tried, then exactly the non-decreasing ones are listed, under their digit total', () => {
    for (let value = 0; value < 1000; value++) {
      const n = String(value).padStart(3, '0');
      const listedUnder = TOTAL_TABLE.filter((group) => group.numbers.includes(n)).map(
        (group) => group.total,
      );
      expect(listedUnder).toEqual(isNonDecreasing(n) ? [sumMod10(n)] : []);
    }
  });

  it('when a group is read, then its numbers are ascending', () => {
    for (const group of TOTAL_TABLE) {
      expect([...group.numbers]).toEqual([...group.numbers].sort());
    }
  });

  it('when group 0 is read, then it starts 000, 019, 028 and ends 668, 677', () => {
    const group0 = TOTAL_TABLE[0]?.numbers ?? [];
    expect(group0.slice(0, 3)).toEqual(['000', '019', '028']);
    expect(group0.slice(-2)).toEqual(['668', '677']);
  });

  it('when someone tries to change the table, then it throws because it is frozen', () => {
    expect(() => (TOTAL_TABLE as unknown as { total: number }[]).push({ total: 10 })).toThrow(
      TypeError,
    );
    const group = TOTAL_TABLE[3] as unknown as { numbers: string[] };
    expect(() => group.numbers.push('123')).toThrow(TypeError);
    expect(() => {
      group.numbers = [];
    }).toThrow(TypeError);
  });

  it('property: any three digits, sorted, are listed under their digit total', () => {
    fc.assert(
      fc.property(fc.tuple(digit, digit, digit), (digits) => {
        const n = [...digits].sort().join('');
        const group = TOTAL_TABLE[sumMod10(n)];
        expect(group?.numbers).toContain(n);
      }),
    );
  });
});

describe('searchTotals', () => {
  it('when the query is empty or blank, then every mode gives the whole table', () => {
    for (const mode of ['total', 'pair', 'single'] as const) {
      for (const query of ['', '   ', '\t\n']) {
        expect(searchTotals(mode, query)).toEqual([...TOTAL_TABLE]);
      }
    }
  });

  it('when mode is total and the query is one digit, then just that group is returned', () => {
    expect(searchTotals('total', '7')).toEqual([TOTAL_TABLE[7]]);
    expect(searchTotals('total', ' 0 ')).toEqual([TOTAL_TABLE[0]]);
  });

  it('when mode is total and the query is not a single digit, then the answer is empty', () => {
    for (const query of ['10', '-1', 'a', '1.0', '٣', '7 7']) {
      expect(searchTotals('total', query)).toEqual([]);
    }
  });

  it('when mode is pair with two different characters, then numbers holding both are kept', () => {
    const result = searchTotals('pair', '12');
    const numbers = result.flatMap((group) => group.numbers);
    expect(numbers).toContain('012');
    expect(numbers).toContain('122');
    expect(numbers).not.toContain('111');
    expect(numbers).not.toContain('022');
    expect(numbers.every((n) => n.includes('1') && n.includes('2'))).toBe(true);
  });

  it('when mode is pair with a repeated digit, then numbers need that digit twice', () => {
    expect(searchTotals('pair', '11')).toEqual([
      { total: 0, numbers: ['118'] },
      { total: 1, numbers: ['119'] },
      { total: 2, numbers: ['011'] },
      { total: 3, numbers: ['111'] },
      { total: 4, numbers: ['112'] },
      { total: 5, numbers: ['113'] },
      { total: 6, numbers: ['114'] },
      { total: 7, numbers: ['115'] },
      { total: 8, numbers: ['116'] },
      { total: 9, numbers: ['117'] },
    ]);
  });

  it('when mode is pair and the query is longer, then only its first two characters count', () => {
    expect(searchTotals('pair', '129')).toEqual(searchTotals('pair', '12'));
    expect(searchTotals('pair', ' 55x ')).toEqual(searchTotals('pair', '55'));
  });

  it('when mode is pair and fewer than two characters are typed, then the answer is empty', () => {
    expect(searchTotals('pair', '1')).toEqual([]);
    expect(searchTotals('pair', ' 1 ')).toEqual([]);
  });

  it('when mode is pair with a non-digit, then nothing matches', () => {
    expect(searchTotals('pair', 'a1')).toEqual([]);
  });

  it('when mode is single, then numbers containing the trimmed query are kept, grouped by total', () => {
    expect(searchTotals('single', ' 99 ')).toEqual([
      { total: 0, numbers: ['299'] },
      { total: 1, numbers: ['399'] },
      { total: 2, numbers: ['499'] },
      { total: 3, numbers: ['599'] },
      { total: 4, numbers: ['699'] },
      { total: 5, numbers: ['799'] },
      { total: 6, numbers: ['899'] },
      { total: 7, numbers: ['999'] },
      { total: 8, numbers: ['099'] },
      { total: 9, numbers: ['199'] },
    ]);
  });

  it('when only some groups have matches, then the empty groups are left out', () => {
    expect(searchTotals('single', '999')).toEqual([{ total: 7, numbers: ['999'] }]);
    expect(searchTotals('single', '1234')).toEqual([]);
  });

  it('when the mode is unknown, then a RangeError names the allowed modes', () => {
    expect(() => untyped(searchTotals)('sum', '1')).toThrow(RangeError);
    expect(() => untyped(searchTotals)('sum', '1')).toThrow(
      "Expected `mode` to be one of 'total', 'pair', 'single', got \"sum\"",
    );
  });

  it('when the query is not a string, then a TypeError says so', () => {
    expect(() => untyped(searchTotals)('total', 7)).toThrow(
      new TypeError('Expected `query` to be a string, got number'),
    );
  });

  it('property: the answer is exactly the table numbers the mode accepts, in table order, without empty groups', () => {
    const accepts = (mode: TotalsSearchMode, query: string, n: string, total: number) => {
      const q = query.trim();
      if (q === '') return true;
      if (mode === 'total') return /^\d$/.test(q) && Number(q) === total;
      if (mode === 'single') return n.includes(q);
      const [a, b] = Array.from(q);
      if (a === undefined || b === undefined) return false;
      return a === b ? occurrences(n, a) >= 2 : n.includes(a) && n.includes(b);
    };
    fc.assert(
      fc.property(
        fc.constantFrom<TotalsSearchMode>('total', 'pair', 'single'),
        typedString(4),
        (mode, query) => {
          const expected = TOTAL_TABLE.map((group) => ({
            total: group.total,
            numbers: group.numbers.filter((n) => accepts(mode, query, n, group.total)),
          })).filter((group) => group.numbers.length > 0);
          expect(searchTotals(mode, query)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
