import type { TierDisagreement } from '@lotto/contracts';
import * as site from '@lotto/site/draw-text';
import { appWords } from '@/i18n/words';

export { sourceName } from '@/i18n/words';

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

/** "96 in GLO's table, 06 in the Sanook archive": every source's differing numbers, by source. */
export const sourceValuesText = (disagreement: TierDisagreement): string =>
  site.sourceValuesText(appWords, disagreement);

/**
 * "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet",
 * in the active language (`@lotto/site/draw-text`).
 */
export const disagreementText = (disagreement: TierDisagreement): string =>
  site.disagreementText(appWords, disagreement);
