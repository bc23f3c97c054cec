import { assertDigits, assertString, typeName } from './assert.js';

/**
 * The prize tiers, in the order GLO's result sheet shows them. Each is also the field name of the
 * tier in a draw (`prize1`, `front3`…), so one name serves the numbers, the wins and the amounts.
 */
export const TIERS = [
  'prize1',
  'near1',
  'front3',
  'last3',
  'last2',
  'prize2',
  'prize3',
  'prize4',
  'prize5',
] as const;

/** A prize tier: see {@link TIERS}. */
export type Tier = (typeof TIERS)[number];

/**
 * One draw as `checkTicket` needs it: the tiers on file. Any tier may be missing (a historic gap,
 * or numbers still coming in on draw day); a missing tier is not matched, so it wins nothing.
 * Before 2015-09-01 `front3` is absent or empty and `last3` holds four entries. Other keys (an
 * `_id`, a stored `near1` list) are ignored: the near-first numbers are always computed from
 * `prize1`, so without `prize1` there is no near-first win either.
 */
export interface DrawResult {
  date: string;
  prize1?: string;
  front3?: readonly string[];
  last3?: readonly string[];
  last2?: string;
  prize2?: readonly string[];
  prize3?: readonly string[];
  prize4?: readonly string[];
  prize5?: readonly string[];
}

const FULL_PRIZE_TIERS = ['prize2', 'prize3', 'prize4', 'prize5'] as const;
const LIST_TIERS = [
  ['front3', 3],
  ['last3', 3],
  ['prize2', 6],
  ['prize3', 6],
  ['prize4', 6],
  ['prize5', 6],
] as const;

function assertDigitList(value: unknown, length: number, name: string): void {
  if (!Array.isArray(value)) {
    throw new TypeError(`Expected \`${name}\` to be an array of strings, got ${typeName(value)}`);
  }
  value.forEach((entry: unknown, index) => {
    assertDigits(entry, length, `${name}[${index}]`);
  });
}

// A malformed draw must not quietly report "no win" for a ticket that did win, so the whole draw is
// checked before any comparison.
function assertDrawResult(result: unknown): asserts result is DrawResult {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    throw new TypeError(`Expected \`result\` to be a draw result object, got ${typeName(result)}`);
  }
  const draw = result as Record<string, unknown>;
  assertString(draw.date, 'result.date');
  // Absent (undefined) means "not on file"; null or any other value is a malformed draw.
  if (draw.prize1 !== undefined) assertDigits(draw.prize1, 6, 'result.prize1');
  if (draw.last2 !== undefined) assertDigits(draw.last2, 2, 'result.last2');
  for (const [tier, length] of LIST_TIERS) {
    if (draw[tier] !== undefined) assertDigitList(draw[tier], length, `result.${tier}`);
  }
}

/**
 * The numbers one below and one above `prize1` (the next-to-first prize), as many digits as it
 * has, wrapping around: 000000's neighbours are 999999 and 000001.
 *
 * @example nearFirstOf('097863') //=> ['097862', '097864']
 */
export function nearFirstOf(prize1: string): [string, string] {
  const value = Number(prize1);
  const size = 10 ** prize1.length;
  const pad = (n: number) => String(n % size).padStart(prize1.length, '0');
  return [pad(value + size - 1), pad(value + 1)];
}

/**
 * Every prize tier `ticket` wins in the draw `result` — all of them, not just the best — in the
 * order `prize1`, `near1`, `prize2`…`prize5`, `front3`, `last3`, `last2`. A tier with several
 * entries counts once per matching entry. `near1` is `prize1` ± 1 with wrap-around (000000's
 * neighbours are 999999 and 000001). A tier the draw does not hold wins nothing. No win gives `[]`.
 * The amounts depend on the draw's date: `prizeAmount` of `@lotto/contracts` gives them.
 *
 * @example
 * checkTicket('097863', draw); //=> ['prize1']
 * checkTicket('290339', draw); //=> ['front3', 'last3']
 *
 * @throws {TypeError} When `ticket` is not a string or `result` does not have the shape of a draw.
 * @throws {RangeError} When `ticket` is not exactly 6 digits or a number of `result` has the wrong
 * number of digits.
 */
export function checkTicket(ticket: string, result: DrawResult): Tier[] {
  assertDigits(ticket, 6, 'ticket');
  assertDrawResult(result);

  const wins: Tier[] = [];
  const win = (tier: Tier, times = 1) => {
    for (let i = 0; i < times; i++) wins.push(tier);
  };
  const count = (entries: readonly string[], value: string) =>
    entries.filter((entry) => entry === value).length;

  if (result.prize1 !== undefined) {
    if (ticket === result.prize1) win('prize1');
    if (nearFirstOf(result.prize1).includes(ticket)) win('near1');
  }
  for (const tier of FULL_PRIZE_TIERS) win(tier, count(result[tier] ?? [], ticket));
  win('front3', count(result.front3 ?? [], ticket.slice(0, 3)));
  win('last3', count(result.last3 ?? [], ticket.slice(3)));
  if (result.last2 !== undefined && ticket.slice(4) === result.last2) win('last2');
  return wins;
}
