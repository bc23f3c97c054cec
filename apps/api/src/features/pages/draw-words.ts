import {
  drawAmount,
  type DrawNumbers,
  type DrawStatus,
  type StatedAmounts,
  type Tier,
  type TierDisagreement,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';
import { differingNumbers } from '@lotto/site';
import type { PageText } from './page-text.js';

/*
 * The words the app says about a draw (apps/pwa/src/features/results/lib/draw-text.ts and
 * src/draws/disagreements.ts), said the same way on the server from the same catalog messages, so
 * the page the server sends and the app's first render read alike.
 */

const LOWER_PRIZES: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

interface MayDisagree {
  disagreements?: readonly TierDisagreement[] | undefined;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function joinWords(text: PageText, parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return text.t('results.listAnd', {
    head: parts.slice(0, -1).join(text.t('results.listSeparator')),
    last: parts.at(-1) ?? '',
  });
}

/** '2nd–5th prizes' when all four lower prizes are missing, else each tier by name. */
export function missingTierWords(text: PageText, missing: readonly Tier[]): string {
  const lowerAll = LOWER_PRIZES.every((tier) => missing.includes(tier));
  const parts: string[] = [];
  for (const tier of missing) {
    if (lowerAll && LOWER_PRIZES.includes(tier)) {
      if (tier === 'prize2') parts.push(text.t('results.lowerPrizes'));
      continue;
    }
    parts.push(text.tierName(tier));
  }
  return joinWords(
    text,
    parts.map((part, i) => (i === 0 ? part : lowerFirst(part))),
  );
}

export interface Completeness {
  kind: 'provisional' | 'partial';
  badge: string;
  notice: string;
}

/** How complete a draw is (null: every tier of its era on file, agreed, final). */
export function completenessOf(
  text: PageText,
  draw: { status: DrawStatus; missing: readonly Tier[] } & MayDisagree,
): Completeness | null {
  const disputed = (draw.disagreements ?? []).map((d) => d.tier);
  const disputedNotice =
    disputed.length > 0
      ? text.t('results.disputedNotice', {
          tiers: joinWords(
            text,
            disputed.map((tier) => lowerFirst(text.tierName(tier))),
          ),
        })
      : null;
  const both = (first: string) =>
    disputedNotice ? text.t('results.noticeBoth', { first, second: disputedNotice }) : first;
  if (draw.status === 'provisional') {
    return {
      kind: 'provisional',
      badge: text.t('results.provisionalBadge'),
      notice: both(text.t('results.provisionalNotice')),
    };
  }
  if (draw.missing.length === 0) {
    if (disputedNotice === null) return null;
    return { kind: 'partial', badge: text.t('results.disputedBadge'), notice: disputedNotice };
  }
  return {
    kind: 'partial',
    badge: text.t('results.partialBadge'),
    notice: both(text.t('results.partialNotice', { tiers: missingTierWords(text, draw.missing) })),
  };
}

export type TierCell = readonly string[] | 'pending' | 'not-on-file' | TierDisagreement;

export function isDisputedCell(cell: TierCell): cell is TierDisagreement {
  return typeof cell === 'object' && !Array.isArray(cell);
}

/** A tier for display: its numbers, its disagreement, or why it has none. */
export function tierCell(
  draw: DrawNumbers & { status: DrawStatus; missing: readonly Tier[] } & MayDisagree,
  tier: Tier,
): TierCell {
  const numbers = tierNumbers(draw, tier);
  if (numbers !== undefined) return numbers;
  const disagreement = draw.disagreements?.find((d) => d.tier === tier);
  if (disagreement !== undefined) return disagreement;
  if (!draw.missing.includes(tier)) return [];
  return draw.status === 'provisional' ? 'pending' : 'not-on-file';
}

/** "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet". */
export function disagreementText(text: PageText, disagreement: TierDisagreement): string {
  const values = differingNumbers(disagreement)
    .map(({ source, numbers }) =>
      text.t('results.sourceValue', {
        numbers: numbers.join(' '),
        source: text.sourceName(source),
      }),
    )
    .join(text.t('results.listSeparator'));
  return text.t('results.sourcesDisagree', { values });
}

/** A schedule as `GET /results/:date` states it (only what the amounts need). */
export interface ScheduleLike {
  unit: 'ticket' | 'slip';
}

/** What a tier pays, in words, and where the figure comes from (`drawAmount`). */
export function amountText(
  text: PageText,
  draw: { date: string; schedule: ScheduleLike | null; amounts?: StatedAmounts | undefined },
  tier: Tier,
): string {
  const amount = drawAmount(draw, tier);
  if (amount.disagreement !== undefined) {
    return text.t('results.amountDisputed', {
      values: amount.disagreement
        .map(({ source, baht }) =>
          text.t('results.amountPerSource', {
            amount: text.baht(baht),
            source: text.sourceName(source),
          }),
        )
        .join(text.t('results.listSeparator')),
    });
  }
  if (amount.baht === null) return text.t('results.amountNotOnFile');
  const figure =
    (draw.schedule?.unit ?? 'ticket') === 'ticket'
      ? text.t('results.amountPerTicket', { amount: text.baht(amount.baht) })
      : text.t('results.amountPerSlip', { amount: text.baht(amount.baht) });
  if (amount.source === null || amount.source === 'schedule') return figure;
  const origin =
    amount.source === 'sanook'
      ? text.t('results.amountFromSanook')
      : text.t('results.amountFromSource', { source: text.sourceName(amount.source) });
  return text.t('results.amountWithOrigin', { amount: figure, origin });
}

/** The name of a changed field: a tier's name, else the field as recorded. */
export function fieldName(text: PageText, field: string | undefined): string {
  if (field === undefined) return text.t('results.fieldNumbers');
  const [tier = ''] = field.split('.');
  return (TIERS as readonly string[]).includes(tier) ? text.tierName(tier as Tier) : field;
}

/** The main tiers in one line: 'First prize 123456 · Front 3: 123 456 · Last 3: … · Last 2: 34'. */
export function drawSummary(text: PageText, draw: DrawNumbers & MayDisagree): string {
  const parts: string[] = [];
  const disputed = (tier: Tier) => {
    const disagreement = draw.disagreements?.find((d) => d.tier === tier);
    if (disagreement !== undefined)
      parts.push(
        text.t('results.summaryDisputed', {
          tier: text.tierName(tier),
          sentence: disagreementText(text, disagreement),
        }),
      );
  };
  if (draw.prize1 !== undefined)
    parts.push(text.t('results.summaryPrize1', { number: draw.prize1 }));
  else disputed('prize1');
  if (draw.front3?.length)
    parts.push(text.t('results.summaryFront3', { numbers: draw.front3.join(' ') }));
  else disputed('front3');
  if (draw.last3?.length)
    parts.push(text.t('results.summaryLast3', { numbers: draw.last3.join(' ') }));
  else disputed('last3');
  if (draw.last2 !== undefined) parts.push(text.t('results.summaryLast2', { number: draw.last2 }));
  else disputed('last2');
  return parts.join(' · ');
}
