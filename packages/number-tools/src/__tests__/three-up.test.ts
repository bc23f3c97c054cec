import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOTAL_TABLE } from '../totals.js';
import { filter3Up, generate3Up, kind3, search3Up } from '../three-up.js';
import { digitString, typedString, untyped } from './arbitraries.js';

/** The contract's definition, literally: every i<j<k, digits sorted, unique, ascending. */
function generate3UpByPositions(typed: string): string[] {
  const digits = Array.from(typed.replace(/\D/g, ''));
  const found = new Set<string>();
  for (let i = 0; i < digits.length; i++) {
    for (let j = i + 1; j < digits.length; j++) {
      for (let k = j + 1; k < digits.length; k++) {
        found.add([digits[i], digits[j], digits[k]].sort().join(''));
      }
    }
  }
  return [...found].sort();
}

/** Whether every digit of `part` can be taken from `whole`, each position used once. */
function isSubMultiset(part: string, whole: string): boolean {
  const pool = Array.from(whole);
  for (const ch of part) {
    const at = pool.indexOf(ch);
    if (at < 0) return false;
    pool.splice(at, 1);
  }
  return true;
}

describe('generate3Up', () => {
  it('when given "1123", then it gives 112, 113, 123', () => {
    expect(generate3Up('1123')).toEqual(['112', '113', '123']);
  });

  it('when given fewer than 3 digits, then it gives nothing', () => {
    expect(generate3Up('')).toEqual([]);
    expect(generate3Up('12')).toEqual([]);
    expect(generate3Up('1a2')).toEqual([]);
  });

  it('when the input holds non-digits, then they are ignored', () => {
    expect(generate3Up('1-1 2a3')).toEqual(['112', '113', '123']);
  });

  it('when a digit is typed three times, then its triple appears, and not otherwise', () => {
    expect(generate3Up('111')).toEqual(['111']);
    expect(generate3Up('0000')).toEqual(['000']);
    expect(generate3Up('101')).toEqual(['011']);
  });

  it('when digits are typed in descending order, then each number is still sorted and the list ascending', () => {
    expect(generate3Up('9876')).toEqual(['678', '679', '689', '789']);
  });

  it('when every digit is typed three times, then all 220 sorted triples of the total table appear', () => {
    const all = TOTAL_TABLE.flatMap((group) => group.numbers).sort();
    expect(generate3Up('0123456789'.repeat(3))).toEqual(all);
    expect(generate3Up('9876543210'.repeat(200))).toEqual(all);
  });

  it('when the input is not a string, then a TypeError says so', () => {
    expect(() => untyped(generate3Up)(1123)).toThrow(
      new TypeError('Expected `digits` to be a string, got number'),
    );
  });

  it('property: it equals the positions definition (i<j<k, sorted, unique, ascending)', () => {
    fc.assert(
      fc.property(typedString(10), (typed) => {
        expect(generate3Up(typed)).toEqual(generate3UpByPositions(typed));
      }),
      { numRuns: 300 },
    );
  });

  it('property: every number is 3 sorted digits built from the typed digits, and the list is ascending without repeats', () => {
    fc.assert(
      fc.property(typedString(16), (typed) => {
        const numbers = generate3Up(typed);
        const digits = typed.replace(/\D/g, '');
        for (const n of numbers) {
          expect(n).toMatch(/^\d{3}$/);
          expect(Array.from(n).sort().join('')).toBe(n);
          expect(isSubMultiset(n, digits)).toBe(true);
        }
        expect(numbers).toEqual([...new Set(numbers)].sort());
      }),
    );
  });
});

describe('kind3', () => {
  it('when all three digits differ, then it is SINGLE', () => {
    expect(kind3('123')).toBe('SINGLE');
    expect(kind3('907')).toBe('SINGLE');
  });

  it('when two digits are the same, then it is DOUBLE wherever they sit', () => {
    expect(kind3('112')).toBe('DOUBLE');
    expect(kind3('121')).toBe('DOUBLE');
    expect(kind3('211')).toBe('DOUBLE');
  });

  it('when all three digits are the same, then it is TRIPLE', () => {
    expect(kind3('000')).toBe('TRIPLE');
    expect(kind3('777')).toBe('TRIPLE');
  });

  it('when the number is not exactly 3 digits, then a RangeError shows it', () => {
    for (const n of ['', '12', '1234', 'abc', '12a', ' 123']) {
      expect(() => kind3(n)).toThrow(RangeError);
    }
    expect(() => kind3('12')).toThrow('Expected `n` to be exactly 3 digits, got "12"');
  });

  it('when the number is not a string, then a TypeError says so', () => {
    expect(() => untyped(kind3)(123)).toThrow(TypeError);
  });
});

describe('filter3Up', () => {
  const numbers = ['112', '123', '111', '456', '099', '000'];

  it('when the filter is ALL, then every number is kept in order', () => {
    expect(filter3Up(numbers, 'ALL')).toEqual(numbers);
  });

  it('when the filter is a kind, then only numbers of that kind are kept in order', () => {
    expect(filter3Up(numbers, 'SINGLE')).toEqual(['123', '456']);
    expect(filter3Up(numbers, 'DOUBLE')).toEqual(['112', '099']);
    expect(filter3Up(numbers, 'TRIPLE')).toEqual(['111', '000']);
  });

  it('when the list is empty, then the answer is empty', () => {
    expect(filter3Up([], 'SINGLE')).toEqual([]);
  });

  it('when a number is not 3 digits, then a RangeError names it whatever the filter', () => {
    for (const filter of ['ALL', 'SINGLE', 'DOUBLE', 'TRIPLE'] as const) {
      expect(() => filter3Up(['123', '12'], filter)).toThrow(
        new RangeError('Expected `numbers[1]` to be exactly 3 digits, got "12"'),
      );
    }
  });

  it('when the filter is unknown, then a RangeError lists the filters', () => {
    expect(() => untyped(filter3Up)(numbers, 'QUAD')).toThrow(
      new RangeError(
        "Expected `filter` to be one of 'ALL', 'SINGLE', 'DOUBLE', 'TRIPLE', got \"QUAD\"",
      ),
    );
  });

  it('when the numbers are not an array of strings, then a TypeError says so', () => {
    expect(() => untyped(filter3Up)('123', 'ALL')).toThrow(
      new TypeError('Expected `numbers` to be an array of strings, got string'),
    );
    expect(() => untyped(filter3Up)([123], 'ALL')).toThrow(
      new TypeError('Expected `numbers[0]` to be a string, got number'),
    );
  });

  it('property: SINGLE, DOUBLE and TRIPLE partition ALL', () => {
    fc.assert(
      fc.property(fc.array(digitString(3, 3), { maxLength: 30 }), (list) => {
        const all = filter3Up(list, 'ALL');
        const parts = (['SINGLE', 'DOUBLE', 'TRIPLE'] as const).map((kind) =>
          filter3Up(list, kind),
        );
        expect(all).toEqual(list);
        // Together the parts hold every number of ALL once, no number sits in two parts, and
        // each part keeps ALL's order.
        expect(parts.flat().sort()).toEqual([...all].sort());
        parts.forEach((part, i) => {
          for (const other of parts.slice(i + 1)) {
            expect(part.filter((n) => other.includes(n))).toEqual([]);
          }
        });
        for (const part of parts) {
          expect(part).toEqual(all.filter((n) => part.includes(n)));
        }
      }),
    );
  });

  it('property: the partition of a generated 3UP list sorts each number by its distinct digits', () => {
    fc.assert(
      fc.property(typedString(12), (typed) => {
        const all = generate3Up(typed);
        expect(filter3Up(all, 'SINGLE').every((n) => new Set(n).size === 3)).toBe(true);
        expect(filter3Up(all, 'DOUBLE').every((n) => new Set(n).size === 2)).toBe(true);
        expect(filter3Up(all, 'TRIPLE').every((n) => new Set(n).size === 1)).toBe(true);
      }),
    );
  });
});

describe('search3Up', () => {
  const numbers = ['112', '123', '145', '111', '456'];

  it('when the digits are empty, then every number is kept in order', () => {
    expect(search3Up(numbers, '')).toEqual(numbers);
    expect(search3Up(numbers, ' -')).toEqual(numbers);
  });

  it('when one digit is typed, then numbers containing it are kept in order', () => {
    expect(search3Up(numbers, '1')).toEqual(['112', '123', '145', '111']);
  });

  it('when a digit is typed twice, then numbers need it twice', () => {
    expect(search3Up(numbers, '11')).toEqual(['112', '111']);
    expect(search3Up(numbers, '111')).toEqual(['111']);
  });

  it('when several digits are typed, then numbers need every one, in any order', () => {
    expect(search3Up(numbers, '21')).toEqual(['112', '123']);
    expect(search3Up(numbers, '1234')).toEqual([]);
  });

  it('when non-digits are typed, then they are ignored', () => {
    expect(search3Up(numbers, '4 5')).toEqual(['145', '456']);
  });

  it('when an argument has the wrong type, then a TypeError says which', () => {
    expect(() => untyped(search3Up)(numbers, 4)).toThrow(
      new TypeError('Expected `digits` to be a string, got number'),
    );
    expect(() => untyped(search3Up)(null, '4')).toThrow(
      new TypeError('Expected `numbers` to be an array of strings, got null'),
    );
  });

  it('property: a number is kept exactly when the typed digits can all be taken from it', () => {
    fc.assert(
      fc.property(fc.array(digitString(3, 3), { maxLength: 20 }), typedString(4), (list, typed) => {
        const digits = typed.replace(/\D/g, '');
        expect(search3Up(list, typed)).toEqual(list.filter((n) => isSubMultiset(digits, n)));
      }),
    );
  });
});
