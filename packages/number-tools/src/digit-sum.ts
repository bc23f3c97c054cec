import { assertString, assertStringList } from './assert.js';

const DIGIT = /\d/g;

/**
 * The sum of the digits of `s`, modulo 10 (the "total" of a number). Non-digits are ignored, so
 * a string without digits totals 0.
 *
 * @example
 * digitSumMod10('479'); //=> 0
 * digitSumMod10('1-2-3'); //=> 6
 *
 * @throws {TypeError} When `s` is not a string.
 */
export function digitSumMod10(s: string): number {
  assertString(s, 's');
  let sum = 0;
  for (const digit of s.match(DIGIT) ?? []) sum += Number(digit);
  return sum % 10;
}

/**
 * Every number from any of `lists` whose digit total (`digitSumMod10`) equals the total of
 * `digits`; duplicates removed, ascending. When `digits` holds no digit at all the answer is `[]`
 * (nothing was typed, so there is no total to match).
 *
 * @example
 * totalMatch('12', ['003', '112', '012'], ['030', '112']); //=> ['003', '012', '030']
 *
 * @throws {TypeError} When `digits` is not a string or a list is not an array of strings.
 */
export function totalMatch(digits: string, ...lists: readonly (readonly string[])[]): string[] {
  assertString(digits, 'digits');
  lists.forEach((list, index) => {
    assertStringList(list, `lists[${index}]`);
  });
  if (!/\d/.test(digits)) return [];
  const target = digitSumMod10(digits);
  const matches = new Set<string>();
  for (const list of lists) {
    for (const n of list) if (digitSumMod10(n) === target) matches.add(n);
  }
  return [...matches].sort();
}
