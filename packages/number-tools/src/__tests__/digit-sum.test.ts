import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitSumMod10, totalMatch } from '../digit-sum.js';
import { digitString, typedString, untyped } from './arbitraries.js';

const sumOfDigits = (s: string) =>
  Array.from(s)
    .filter((ch) => ch >= '0' && ch <= '9')
    .reduce((sum, d) => sum + Number(d), 0);

describe('digitSumMod10', () => {
  it('when given digits, then it gives their sum modulo 10', () => {
    expect(digitSumMod10('479')).toBe(0);
    expect(digitSumMod10('123')).toBe(6);
    expect(digitSumMod10('99999')).toBe(5);
    expect(digitSumMod10('007')).toBe(7);
  });

  it('when the input holds non-digits, then they are ignored', () => {
    expect(digitSumMod10('a1b2')).toBe(3);
    expect(digitSumMod10('1-2 3')).toBe(6);
  });

  it('when the input holds no digit, then the total is 0', () => {
    expect(digitSumMod10('')).toBe(0);
    expect(digitSumMod10('abc')).toBe(0);
  });

  it('when the input is not a string, then a TypeError says so', () => {
    expect(() => untyped(digitSumMod10)(479)).toThrow(
      new TypeError('Expected `s` to be a string, got number'),
    );
  });

  it('property: it is the digit sum mod 10, between 0 and 9, whatever else is typed', () => {
    fc.assert(
      fc.property(typedString(20), (s) => {
        const total = digitSumMod10(s);
        expect(total).toBe(sumOfDigits(s) % 10);
        expect(Number.isInteger(total) && total >= 0 && total <= 9).toBe(true);
      }),
    );
  });
});

describe('totalMatch', () => {
  it('when the digits are empty, then nothing matches', () => {
    expect(totalMatch('', ['000', '123'])).toEqual([]);
  });

  it('when the digits hold no digit at all, then nothing matches', () => {
    expect(totalMatch('  ', ['000', '123'])).toEqual([]);
    expect(totalMatch('ab', ['000', '123'])).toEqual([]);
  });

  it('when digits are typed, then numbers from every list with the same total are kept', () => {
    // '12' totals 3: 003, 012, 030 and 111 do too; 112 totals 4.
    expect(totalMatch('12', ['003', '112', '012'], ['030', '111'])).toEqual([
      '003',
      '012',
      '030',
      '111',
    ]);
  });

  it('when a number is in several lists or repeated, then it appears once', () => {
    expect(totalMatch('3', ['012', '003', '012'], ['003', '012'])).toEqual(['003', '012']);
  });

  it('when the lists are out of order, then the answer is ascending', () => {
    expect(totalMatch('9', ['900', '117', '009'], ['036'])).toEqual(['009', '036', '117', '900']);
  });

  it('when the digit total wraps past 10, then only the last digit counts', () => {
    expect(totalMatch('99', ['008', '189', '080'])).toEqual(['008', '080', '189']);
  });

  it('when no list is given, then nothing matches', () => {
    expect(totalMatch('12')).toEqual([]);
  });

  it('when an argument has the wrong type, then a TypeError says which', () => {
    expect(() => untyped(totalMatch)(12, ['003'])).toThrow(
      new TypeError('Expected `digits` to be a string, got number'),
    );
    expect(() => untyped(totalMatch)('12', ['003'], '030')).toThrow(
      new TypeError('Expected `lists[1]` to be an array of strings, got string'),
    );
  });

  it('property: the answer is every listed number with the same total, once each, ascending', () => {
    fc.assert(
      fc.property(
        digitString(1, 6),
        fc.array(fc.array(digitString(3, 3), { maxLength: 15 }), { maxLength: 3 }),
        (digits, lists) => {
          const target = sumOfDigits(digits) % 10;
          const result = totalMatch(digits, ...lists);
          const expected = new Set(lists.flat().filter((n) => sumOfDigits(n) % 10 === target));
          expect(new Set(result)).toEqual(expected);
          expect(result).toHaveLength(expected.size);
          expect(result).toEqual([...result].sort());
        },
      ),
    );
  });
});
