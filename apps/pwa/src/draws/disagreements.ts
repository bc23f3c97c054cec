import type { TierDisagreement, ValueSource } from '@lotto/contracts';
import { differingNumbers } from '@lotto/site';
import { type MessageId, t } from '@/i18n';

/*
 * The words every page uses about a tier whose sources disagree (issue 25): the draw leaves the
 * tier out of its numbers and keeps every source's value in `disagreements`; the draw page, the
 * result cards, the checker and the statistics name each value with its source, never pick one.
 * The pure part (which tier, which numbers) is @lotto/site's, shared with the server's share card.
 */

export {
  agreedNumbers,
  differingNumbers,
  disagreementOn,
  disputedTiers,
  type MayDisagree,
} from '@lotto/site';

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
