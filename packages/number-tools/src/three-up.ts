import { assertDigits, assertOneOf, assertString, assertStringList } from './assert.js';
import { SORTED_TRIPLES, containsEvery } from './multiset.js';

/** How many distinct digits a 3-digit number has: 3 → `'SINGLE'`, 2 → `'DOUBLE'`, 1 → `'TRIPLE'`. */
export type ThreeUpKind = 'SINGLE' | 'DOUBLE' | 'TRIPLE';

/** The 3UP list filter: one kind, or `'ALL'` for no filter. */
export type ThreeUpFilter = 'ALL' | ThreeUpKind;

const FILTERS: readonly ThreeUpFilter[] = ['ALL', 'SINGLE', 'DOUBLE', 'TRIPLE'];

function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * The 3UP numbers of `digits`: every choice of 3 positions i<j<k among the digits, its 3 digits
 * sorted ascending, duplicates removed, ascending. Non-digits are ignored; fewer than 3 digits
 * give `[]`.
 *
 * @example
 * generate3Up('1123'); //=> ['112', '113', '123']
 *
 * @throws {TypeError} When `digits` is not a string.
 */
export function generate3Up(digits: string): string[] {
  assertString(digits, 'digits');
  const typed = onlyDigits(digits);
  // A sorted triple can be chosen exactly when the typed digits hold its digits (with repeats),
  // so testing the 220 candidates replaces walking every i<j<k, which grows with the cube of the
  // input length.
  return SORTED_TRIPLES.filter((triple) => containsEvery(typed, triple));
}

/**
 * The kind of a 3-digit number by its distinct digits: 3 → `'SINGLE'`, 2 → `'DOUBLE'`,
 * 1 → `'TRIPLE'`.
 *
 * @example
 * kind3('123'); //=> 'SINGLE'
 * kind3('121'); //=> 'DOUBLE'
 * kind3('777'); //=> 'TRIPLE'
 *
 * @throws {TypeError} When `n` is not a string.
 * @throws {RangeError} When `n` is not exactly 3 digits.
 */
export function kind3(n: string): ThreeUpKind {
  assertDigits(n, 3, 'n');
  const distinct = new Set(n).size;
  if (distinct === 3) return 'SINGLE';
  return distinct === 2 ? 'DOUBLE' : 'TRIPLE';
}

/**
 * The numbers of one kind (see `kind3`), order kept; `'ALL'` keeps every number. The `SINGLE`,
 * `DOUBLE` and `TRIPLE` lists partition the `ALL` list.
 *
 * @example
 * filter3Up(['112', '123', '111'], 'DOUBLE'); //=> ['112']
 *
 * @throws {TypeError} When `numbers` is not an array of strings or `filter` is not a string.
 * @throws {RangeError} When a number is not exactly 3 digits or `filter` is not a known filter.
 */
export function filter3Up(numbers: readonly string[], filter: ThreeUpFilter): string[] {
  assertStringList(numbers, 'numbers');
  assertOneOf(filter, FILTERS, 'filter');
  // Classify every number even for 'ALL', so a malformed list fails the same way whatever filter
  // the user happens to have selected.
  const kinds = numbers.map((n, index) => {
    assertDigits(n, 3, `numbers[${index}]`);
    return kind3(n);
  });
  return numbers.filter((_, index) => filter === 'ALL' || kinds[index] === filter);
}

/**
 * The numbers that contain every typed digit, counting repeats (`'11'` needs two 1s); order kept.
 * Non-digits in `digits` are ignored; with no digits every number is kept.
 *
 * @example
 * search3Up(['112', '123', '145'], '1'); //=> ['112', '123', '145']
 * search3Up(['112', '123', '145'], '11'); //=> ['112']
 *
 * @throws {TypeError} When `numbers` is not an array of strings or `digits` is not a string.
 */
export function search3Up(numbers: readonly string[], digits: string): string[] {
  assertStringList(numbers, 'numbers');
  assertString(digits, 'digits');
  const typed = onlyDigits(digits);
  if (typed === '') return [...numbers];
  return numbers.filter((n) => containsEvery(n, typed));
}
