import type { DrawNumbers, DrawStatus, Tier } from '@lotto/contracts';
import type { MayDisagree } from '@lotto/site';
import * as site from '@lotto/site/draw-text';
import type { Completeness } from '@lotto/site/draw-text';
import { appWords } from '@/i18n/words';

/*
 * The words the draw pages and cards use about a draw — completeness, amounts, corrections, the
 * one-line summary — in the active language: `@lotto/site/draw-text` (which the server's pages,
 * the share card and the notifications use too) with the app's words.
 */

export { type Completeness, isDisputedCell, tierCell, type TierCell } from '@lotto/site/draw-text';

/** How complete a draw is, or null when whole, undisputed and final (`site.completenessOf`). */
export const completenessOf = (
  draw: { status: DrawStatus; missing: readonly Tier[] } & MayDisagree,
): Completeness | null => site.completenessOf(appWords, draw);

/** The main tiers of a draw in one line (a notification's body, the share card's text). */
export const drawSummary = (draw: DrawNumbers & MayDisagree): string =>
  site.drawSummary(appWords, draw);
