import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWN_NUMBERS, searchDown } from '../down.js';
import { digitString, typedString, untyped } from './arbitraries.js';

describe('DOWN_NUMBERS', () => {
  it('when read, then it is 00..99 ascending, as two-digit strings', () => {
    expect(DOWN_NUMBERS).toHaveLength(100);
    expect(DOWN_NUMBERS.slice(0, 3)).toEqual(['00', '01', '02']);
    expect(DOWN_NUMBERS.at(-1)).toBe('99');
    DOWN_NUMBERS.forEach((n, value) => {
      expect(n).toMatch(/^\d{2}$/);
      expect(Number(n)).toBe(value);
    });
  });

  it('when someone tries to change it, then it throws because it is frozen', () => {
    expect(() => (DOWN_NUMBERS as string[]).push('100')).toThrow(TypeError);
  });
});

describe('searchDown', () => {
  it('when the query is empty, then every number is kept', () => {
    expect(searchDown('')).toEqual(DOWN_NUMBERS);
  });

  it('when one digit is typed, then the 19 numbers containing it are kept in order', () => {
    expect(searchDown('7')).toEqual([
      '07',
      '17',
      '27',
      '37',
      '47',
      '57',
      '67',
      '70',
      '71',
      '72',
      '73',
      '74',
      '75',
      '76',
      '77',
      '78',
      '79',
      '87',
      '97',
    ]);
  });

  it('when two digits are typed, then only that number is kept', () => {
    expect(searchDown('07')).toEqual(['07']);
  });

  it('when the query cannot occur in two digits, then nothing is kept', () => {
    expect(searchDown('123')).toEqual([]);
    expect(searchDown('a')).toEqual([]);
  });

  it('when the query has spaces, then it is used as typed', () => {
    expect(searchDown(' 7')).toEqual([]);
  });

  it('when a list is given, then it is searched instead, order kept', () => {
    expect(searchDown('12', ['12', '21', '112', '312'])).toEqual(['12', '112', '312']);
    expect(searchDown('', ['21', '12'])).toEqual(['21', '12']);
  });

  it('when an argument has the wrong type, then a TypeError says which', () => {
    expect(() => untyped(searchDown)(7)).toThrow(
      new TypeError('Expected `query` to be a string, got number'),
    );
    expect(() => untyped(searchDown)('7', '17')).toThrow(
      new TypeError('Expected `list` to be an array of strings, got string'),
    );
  });

  it('property: the answer is the list entries containing the query, order kept', () => {
    fc.assert(
      fc.property(typedString(3), fc.array(digitString(0, 4), { maxLength: 20 }), (query, list) => {
        expect(searchDown(query, list)).toEqual(list.filter((n) => n.includes(query)));
      }),
    );
  });
});
