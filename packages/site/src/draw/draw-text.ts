import {
  type DrawNumbers,
  type DrawStatus,
  type Tier,
  type TierDisagreement,
  tierNumbers,
} from '@lotto/contracts';
import {
  differingNumbers,
  disagreementOn,
  disputedTiers,
  type MayDisagree,
} from '../disagreements.js';
import type { Words } from '../words.js';

/*
 * The words every page says about a draw — completeness, a disputed tier, the one-line summary —
 * once, for the app's pages and cards, the server's pages, the share card and the notifications,
 * each with its own words (`Words`). The draw page's own (amounts, corrections) are in
 * draw-details.ts: Home's card paints without them.
 */

/** "96 in GLO's table, 06 in the Sanook archive": every source's differing numbers, by source. */
export function sourceValuesText(words: Words, disagreement: TierDisagreement): string {
  return differingNumbers(disagreement)
    .map(({ source, numbers }) =>
      words.t('results.sourceValue', {
        numbers: numbers.join(' '),
        source: words.sourceName(source),
      }),
    )
    .join(words.t('results.listSeparator'));
}

/**
 * The sentence the draw page, the cards and the share text show in place of a disputed tier's
 * numbers: "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official
 * sheet". The draw's `note` is English data; the advice is said in the page's language.
 */
export function disagreementText(words: Words, disagreement: TierDisagreement): string {
  return words.t('results.sourcesDisagree', { values: sourceValuesText(words, disagreement) });
}

const LOWER_PRIZES: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

function joinWords(words: Words, parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return words.t('results.listAnd', {
    head: parts.slice(0, -1).join(words.t('results.listSeparator')),
    last: parts.at(-1) ?? '',
  });
}

/**
 * The tiers not on file, in words: '2nd–5th prizes' when all four lower prizes are missing, else
 * each tier by name ('Next to first prize and 2nd–5th prizes').
 */
export function missingTierWords(words: Words, missing: readonly Tier[]): string {
  const lowerAll = LOWER_PRIZES.every((tier) => missing.includes(tier));
  const parts: string[] = [];
  for (const tier of missing) {
    if (lowerAll && LOWER_PRIZES.includes(tier)) {
      if (tier === 'prize2') parts.push(words.t('results.lowerPrizes'));
      continue;
    }
    parts.push(words.tierName(tier));
  }
  // Lower-case after the first part: "Next to first prize and last 2 digits".
  return joinWords(
    words,
    parts.map((part, i) => (i === 0 ? part : lowerFirst(part))),
  );
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

/**
 * How complete a draw is, or null when every tier of its era is on file, its sources agree and
 * it is final. A tier the sources disagree on is not 'not on file': the notice says the sources
 * disagree on it ('Sources disagree on last 2 digits: …').
 */
export function completenessOf(
  words: Words,
  draw: {
    status: DrawStatus;
    missing: readonly Tier[];
  } & MayDisagree,
): Completeness | null {
  const disputed = disputedTiers(draw);
  const disputedNotice =
    disputed.length > 0
      ? words.t('results.disputedNotice', {
          tiers: lowerAfterFirst(
            words,
            disputed.map((tier) => words.tierName(tier)),
          ),
        })
      : null;
  if (draw.status === 'provisional') {
    const notice = words.t('results.provisionalNotice');
    return {
      kind: 'provisional',
      badge: words.t('results.provisionalBadge'),
      notice: disputedNotice
        ? words.t('results.noticeBoth', { first: notice, second: disputedNotice })
        : notice,
    };
  }
  if (draw.missing.length === 0) {
    if (disputedNotice === null) return null;
    return { kind: 'partial', badge: words.t('results.disputedBadge'), notice: disputedNotice };
  }
  const missing = words.t('results.partialNotice', {
    tiers: missingTierWords(words, draw.missing),
  });
  return {
    kind: 'partial',
    badge: words.t('results.partialBadge'),
    notice: disputedNotice
      ? words.t('results.noticeBoth', { first: missing, second: disputedNotice })
      : missing,
  };
}

function lowerAfterFirst(words: Words, parts: readonly string[]): string {
  return joinWords(
    words,
    parts.map((part) => lowerFirst(part)),
  );
}

/**
 * What to show where a tier's numbers are: the numbers, why there are none, or every source's
 * value when they disagree.
 */
export type TierCell = readonly string[] | 'pending' | 'not-on-file' | TierDisagreement;

/** Whether a cell is a disagreement (every source's value, no number of the draw's own). */
export function isDisputedCell(cell: TierCell): cell is TierDisagreement {
  return typeof cell === 'object' && !Array.isArray(cell);
}

/**
 * A tier of a draw for display: its numbers; the disagreement when its sources disagree (the tier
 * is left out of the numbers); 'pending' or 'not-on-file' when the tier belongs to the draw's era
 * but is not on file (still coming in on a provisional draw); an empty list when the era has no
 * such tier (no front-3 before 1 Sep 2015).
 */
export function tierCell(
  draw: DrawNumbers & { status: DrawStatus; missing: readonly Tier[] } & MayDisagree,
  tier: Tier,
): TierCell {
  const numbers = tierNumbers(draw, tier);
  if (numbers !== undefined) return numbers;
  const disagreement = disagreementOn(draw, tier);
  if (disagreement !== undefined) return disagreement;
  if (!draw.missing.includes(tier)) return [];
  return draw.status === 'provisional' ? 'pending' : 'not-on-file';
}

/**
 * The main tiers of a draw in one line (a notification's body, the share card's text):
 * 'First prize 123456 · Front 3: 123 456 · Last 3: 789 012 · Last 2: 34'; tiers not out yet are
 * left out; a tier whose sources disagree says so with every value ('Last 2 digits: Sources
 * disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet').
 */
export function drawSummary(words: Words, draw: DrawNumbers & MayDisagree): string {
  const parts: string[] = [];
  const disputed = (tier: Tier) => {
    const disagreement = disagreementOn(draw, tier);
    if (disagreement !== undefined)
      parts.push(
        words.t('results.summaryDisputed', {
          tier: words.tierName(tier),
          sentence: disagreementText(words, disagreement),
        }),
      );
  };
  if (draw.prize1 !== undefined)
    parts.push(words.t('results.summaryPrize1', { number: draw.prize1 }));
  else disputed('prize1');
  if (draw.front3?.length)
    parts.push(words.t('results.summaryFront3', { numbers: draw.front3.join(' ') }));
  else disputed('front3');
  if (draw.last3?.length)
    parts.push(words.t('results.summaryLast3', { numbers: draw.last3.join(' ') }));
  else disputed('last3');
  if (draw.last2 !== undefined) parts.push(words.t('results.summaryLast2', { number: draw.last2 }));
  else disputed('last2');
  return parts.join(' · ');
}
