import type { Tier, TierDisagreement, ValueSource } from '@lotto/contracts';
import { type MessageId, t } from '@/i18n';

/*
 * The words every page uses about a tier whose sources disagree (issue 25): the draw leaves the
 * tier out of its numbers and keeps every source's value in `disagreements`; the draw page, the
 * result cards, the checker and the statistics name each value with its source, never pick one.
 */

const SOURCE_IDS = {
  glo: 'tiers.sourceGlo',
  csv: 'tiers.sourceCsv',
  sanook: 'tiers.sourceSanook',
  'feed:glo': 'tiers.sourceFeedGlo',
  'feed:community': 'tiers.sourceFeedCommunity',
  admin: 'tiers.sourceAdmin',
  schedule: 'tiers.sourceSchedule',
  import: 'tiers.sourceImport',
} as const satisfies Record<ValueSource, MessageId>;

/** A source's name in the active language ("GLO's table", "the Sanook archive"). */
export function sourceName(source: ValueSource): string {
  return t(SOURCE_IDS[source]);
}

/** A draw shape that may carry disagreements (every draw shape of the contracts does). */
export interface MayDisagree {
  disagreements?: readonly TierDisagreement[] | undefined;
}

/** The disagreement on `tier` of a draw, when its sources disagree on it. */
export function disagreementOn(draw: MayDisagree, tier: Tier): TierDisagreement | undefined {
  return draw.disagreements?.find((d) => d.tier === tier);
}

/** The disputed tiers of a draw, in the order the draw lists them. */
export function disputedTiers(draw: MayDisagree): Tier[] {
  return (draw.disagreements ?? []).map((d) => d.tier);
}

/**
 * Each source's numbers that not every other source has (as multisets): the whole value of a
 * single-number tier, only the differing numbers of a list (a 4th prize disputed on one number
 * names that number, not all fifty). A source whose numbers all others share keeps its list.
 */
export function differingNumbers(
  disagreement: TierDisagreement,
): { source: ValueSource; numbers: string[] }[] {
  const { values } = disagreement;
  return values.map((value) => {
    const differs = value.numbers.filter((number) =>
      values.some((other) => {
        if (other === value) return false;
        const mine = value.numbers.filter((n) => n === number).length;
        return other.numbers.filter((n) => n === number).length < mine;
      }),
    );
    return { source: value.source, numbers: differs.length > 0 ? differs : [...value.numbers] };
  });
}

/**
 * The numbers of a disputed list tier every source has (as a multiset): shown as the tier's numbers
 * beside the disputed ones. Empty for a single-number tier.
 */
export function agreedNumbers(disagreement: TierDisagreement): string[] {
  const [first, ...others] = disagreement.values;
  if (first === undefined) return [];
  const left = others.map((value) => [...value.numbers]);
  const agreed: string[] = [];
  for (const number of first.numbers) {
    if (left.every((list) => list.includes(number))) {
      agreed.push(number);
      for (const list of left) list.splice(list.indexOf(number), 1);
    }
  }
  return agreed;
}

/** "96 in GLO's table, 06 in the Sanook archive": every source's differing numbers, by source. */
export function sourceValuesText(disagreement: TierDisagreement): string {
  return differingNumbers(disagreement)
    .map(({ source, numbers }) =>
      t('results.sourceValue', { numbers: numbers.join(' '), source: sourceName(source) }),
    )
    .join(t('results.listSeparator'));
}

/**
 * The sentence the draw page, the cards and the share text show in place of a disputed tier's
 * numbers: "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official
 * sheet". The draw's `note` is English data; the advice is said in the visitor's language.
 */
export function disagreementText(disagreement: TierDisagreement): string {
  return t('results.sourcesDisagree', { values: sourceValuesText(disagreement) });
}
