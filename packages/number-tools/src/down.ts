import { assertString, assertStringList } from './assert.js';

/** The two-digit ("down") numbers `'00'` … `'99'`, ascending and frozen. */
export const DOWN_NUMBERS: readonly string[] = Object.freeze(
  Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
);

/**
 * The numbers of `list` that contain `query` as a substring, order kept; an empty query keeps
 * them all. The query is used as typed (not trimmed).
 *
 * @example
 * searchDown('7'); //=> ['07', '17', '27', …, '70', '71', …, '97']
 * searchDown('12', ['12', '21', '112']); //=> ['12', '112']
 *
 * @throws {TypeError} When `query` is not a string or `list` is not an array of strings.
 */
export function searchDown(query: string, list: readonly string[] = DOWN_NUMBERS): string[] {
  assertString(query, 'query');
  assertStringList(list, 'list');
  return list.filter((n) => n.includes(query));
}
