import { type TierDisagreement, VALUE_SOURCE_NAMES } from '@lotto/contracts';

/** Lists longer than this are told by what sets them apart, not number by number. */
const SHORT_LIST = 6;

/** The numbers of `numbers` that `others` lacks, one for one (a multiset difference). */
function onlyIn(numbers: readonly string[], others: readonly (readonly string[])[]): string[] {
  return numbers.filter((n) => others.some((other) => !other.includes(n)));
}

/**
 * One source's value of a disputed tier in words: `96 (GLO's table)`; a long list (a 5th prize of
 * 100 numbers) says what only it holds: `100 numbers, 599999 not in the others (the Sanook archive)`.
 */
export function sourceValueText(
  value: TierDisagreement['values'][number],
  all: TierDisagreement['values'],
): string {
  const name = VALUE_SOURCE_NAMES[value.source];
  if (value.numbers.length <= SHORT_LIST) return `${value.numbers.join(' ')} (${name})`;
  const others = all.filter((other) => other !== value).map((other) => other.numbers);
  const own = onlyIn(value.numbers, others);
  const shown = own.length > SHORT_LIST ? `${own.slice(0, SHORT_LIST).join(' ')} …` : own.join(' ');
  return `${value.numbers.length} numbers${own.length > 0 ? `, ${shown} not in the others` : ''} (${name})`;
}

/** Every source's value of a disputed tier: `96 (GLO's table) / 06 (the Sanook archive)`. */
export function disagreementText(disagreement: Pick<TierDisagreement, 'values'>): string {
  return disagreement.values
    .map((value) => sourceValueText(value, disagreement.values))
    .join(' / ');
}
