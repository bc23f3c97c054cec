import {
  type DrawChange,
  type DrawStatus,
  isCorrection,
  type Tier,
  TIERS,
  tierNumbers,
  type DrawNumbers,
} from '@lotto/contracts';
import { t, tierName } from '@/i18n';
import { formatBaht } from '@/lib/format';

/*
 * The words the draw pages and cards use about a draw: completeness, amounts, corrections. Kept
 * apart from the components so the card, Home's card and the draw page say the same things.
 */

const LOWER_PRIZES: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return t('results.listAnd', {
    head: parts.slice(0, -1).join(t('results.listSeparator')),
    last: parts.at(-1) ?? '',
  });
}

/**
 * The tiers not on file, in words: '2nd–5th prizes' when all four lower prizes are missing, else
 * each tier by name ('Next to first prize and 2nd–5th prizes').
 */
export function missingTierWords(missing: readonly Tier[]): string {
  const lowerAll = LOWER_PRIZES.every((tier) => missing.includes(tier));
  const parts: string[] = [];
  for (const tier of missing) {
    if (lowerAll && LOWER_PRIZES.includes(tier)) {
      if (tier === 'prize2') parts.push(t('results.lowerPrizes'));
      continue;
    }
    parts.push(tierName(tier));
  }
  // Lower-case after the first part: "Next to first prize and last 2 digits".
  return joinWords(parts.map((part, i) => (i === 0 ? part : lowerFirst(part))));
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export interface Completeness {
  kind: 'provisional' | 'partial';
  /** A few words for a small badge. */
  badge: string;
  /** The sentence the draw page shows. */
  notice: string;
}

/** How complete a draw is, or null when every tier of its era is on file and it is final. */
export function completenessOf(draw: {
  status: DrawStatus;
  missing: readonly Tier[];
}): Completeness | null {
  if (draw.status === 'provisional') {
    return {
      kind: 'provisional',
      badge: t('results.provisionalBadge'),
      notice: t('results.provisionalNotice'),
    };
  }
  if (draw.missing.length === 0) return null;
  const words = missingTierWords(draw.missing);
  return {
    kind: 'partial',
    badge: t('results.partialBadge'),
    notice: t('results.partialNotice', { tiers: words }),
  };
}

/** What to show where a tier's numbers are: the numbers, or why there are none. */
export type TierCell = readonly string[] | 'pending' | 'not-on-file';

/**
 * A tier of a draw for display: its numbers; 'pending' or 'not-on-file' when the tier belongs to
 * the draw's era but is not on file (still coming in on a provisional draw); an empty list when the
 * era has no such tier (no front-3 before 1 Sep 2015).
 */
export function tierCell(
  draw: DrawNumbers & { status: DrawStatus; missing: readonly Tier[] },
  tier: Tier,
): TierCell {
  const numbers = tierNumbers(draw, tier);
  if (numbers !== undefined) return numbers;
  if (!draw.missing.includes(tier)) return [];
  return draw.status === 'provisional' ? 'pending' : 'not-on-file';
}

/** A schedule as `GET /results/:date` states it (only what the amounts need). */
export interface ScheduleLike {
  unit: 'ticket' | 'slip';
  amounts: Partial<Record<Tier, number | null>>;
}

/** '6,000,000 baht per ticket', '2,000,000 baht per 40-baht slip', or 'Amount not on file'. */
export function amountText(schedule: ScheduleLike | null, tier: Tier): string {
  const amount = schedule?.amounts[tier];
  if (schedule === null || amount === null || amount === undefined)
    return t('results.amountNotOnFile');
  return schedule.unit === 'ticket'
    ? t('results.amountPerTicket', { amount: formatBaht(amount) })
    : t('results.amountPerSlip', { amount: formatBaht(amount) });
}

/** The corrections of published numbers in a draw's history, oldest first. */
export function corrections(changes: readonly DrawChange[]): DrawChange[] {
  return changes.filter(isCorrection).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * A draw's corrections in two groups: the admin's, dated ('Corrected on …'), and the fixes our
 * history made to the public tables it was built from (kind 'source'), which have no date of
 * their own (their `at` is when this install imported the history).
 */
export function correctionGroups(changes: readonly DrawChange[]): {
  admin: DrawChange[];
  source: DrawChange[];
} {
  const list = corrections(changes);
  return {
    admin: list.filter((c) => c.kind !== 'source'),
    source: list.filter((c) => c.kind === 'source'),
  };
}

/** The name of a changed field: a tier's name, else the field as recorded. */
export function fieldName(field: string | undefined): string {
  if (field === undefined) return t('results.fieldNumbers');
  const [tier = ''] = field.split('.');
  return (TIERS as readonly string[]).includes(tier) ? tierName(tier as Tier) : field;
}

/**
 * What a change replaced: for lists, only the numbers that differ (a 4th-prize correction names the
 * one number, not all fifty), as multisets; for single values, old and new as they were.
 */
export function changedValues(change: DrawChange): { from: string[]; to: string[] } {
  const list = (value: DrawChange['from']): string[] =>
    value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value];
  const from = list(change.from);
  const to = list(change.to);
  if (!Array.isArray(change.from) || !Array.isArray(change.to)) return { from, to };
  const added = [...to];
  const removed: string[] = [];
  for (const value of from) {
    const index = added.indexOf(value);
    if (index === -1) removed.push(value);
    else added.splice(index, 1);
  }
  return { from: removed, to: added };
}

/**
 * The main tiers of a draw in one line (a notification's body, the share card's text):
 * 'First prize 123456 · Front 3: 123 456 · Last 3: 789 012 · Last 2: 34'; tiers not out yet are left out.
 */
export function drawSummary(draw: DrawNumbers): string {
  const parts: string[] = [];
  if (draw.prize1 !== undefined) parts.push(t('results.summaryPrize1', { number: draw.prize1 }));
  if (draw.front3?.length)
    parts.push(t('results.summaryFront3', { numbers: draw.front3.join(' ') }));
  if (draw.last3?.length) parts.push(t('results.summaryLast3', { numbers: draw.last3.join(' ') }));
  if (draw.last2 !== undefined) parts.push(t('results.summaryLast2', { number: draw.last2 }));
  return parts.join(' · ');
}
