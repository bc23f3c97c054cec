import { type DrawNumbers, TIER_NAMES, TIERS } from '@lotto/contracts';
import { eraFor, tierValue } from './slots';

/**
 * The numbers of a stored draw as text to edit where the admin pastes, which `parseOfficialText`
 * reads back: one tier a line in GLO's order with its English name in front (the parser ignores
 * labels), long tiers wrapped every 10 numbers as on the printed sheet. A draw with a gap (a
 * tier missing before one it holds) cannot be told by position, so it comes as JSON instead.
 */
export function pasteTextOf(numbers: DrawNumbers, date: string): string {
  const era = eraFor(date);
  const held = TIERS.filter(
    (tier) => era.tiers[tier] !== undefined && tierValue(numbers, tier) !== undefined,
  );
  const prefix = TIERS.filter((tier) => era.tiers[tier] !== undefined).slice(0, held.length);
  const foreign = TIERS.some(
    (tier) => era.tiers[tier] === undefined && tierValue(numbers, tier) !== undefined,
  );
  if (foreign || held.some((tier, i) => prefix[i] !== tier)) {
    const lines = TIERS.flatMap((tier) => {
      const value = tierValue(numbers, tier);
      return value === undefined ? [] : [`  ${JSON.stringify(tier)}: ${JSON.stringify(value)}`];
    });
    return `{\n  "date": ${JSON.stringify(date)},\n${lines.join(',\n')}\n}`;
  }
  const lines: string[] = [];
  for (const tier of held) {
    const value = tierValue(numbers, tier) ?? [];
    const list = typeof value === 'string' ? [value] : value;
    lines.push(`${TIER_NAMES[tier]}: ${list.slice(0, 10).join(' ')}`);
    for (let i = 10; i < list.length; i += 10) lines.push(list.slice(i, i + 10).join(' '));
  }
  return lines.join('\n');
}
