import { isIsoDate } from '@lotto/number-tools';
import {
  type DrawNumbers,
  eraOf,
  type FieldIssue,
  isSingleTier,
  type Tier,
  TIER_NAMES,
  TIERS,
} from '@lotto/contracts';

/*
 * The slots of a draw as the readers fill them: the era that lays them out, and the digit-count
 * check every reader runs on what it read.
 */

/** A date in the current era, whatever it is. */
const LATEST = '9999-12-31';

/** The era the groups are laid out by; an unreadable date reads as today's era. */
export function eraFor(date: string) {
  return eraOf(isIsoDate(date) ? date : LATEST);
}

/** The path of the `index`-th number of `tier`, as `drawIssues` names it. */
function pathOf(tier: Tier, index: number): string {
  return isSingleTier(tier) ? tier : `${tier}.${index}`;
}

function lengthMessage(tier: Tier, digits: number, number: string): string {
  // Word for word what drawIssues says, so the preview shows one message per number, not two.
  return `${TIER_NAMES[tier]} must be exactly ${digits} digits (got "${number}")`;
}

/** Flags every number whose digit count is not its era's. */
export function lengthProblems(numbers: DrawNumbers, date: string): FieldIssue[] {
  const era = eraFor(date);
  const problems: FieldIssue[] = [];
  for (const tier of TIERS) {
    const rule = era.tiers[tier];
    const value = (numbers as Record<Tier, string | string[] | undefined>)[tier];
    if (rule === undefined || value === undefined) continue;
    (typeof value === 'string' ? [value] : value).forEach((number, index) => {
      if (number.length !== rule.digits) {
        problems.push({
          path: pathOf(tier, index),
          message: lengthMessage(tier, rule.digits, number),
        });
      }
    });
  }
  return problems;
}

export function tierValue(
  numbers: DrawNumbers,
  tier: Tier,
): string | readonly string[] | undefined {
  return (numbers as Record<Tier, string | readonly string[] | undefined>)[tier];
}

/** A problem of the whole pasted text rather than of one number. */
export const wholeText = (message: string): FieldIssue => ({ path: '', message });
