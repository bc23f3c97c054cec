import {
  drawAmount,
  type StatedAmounts,
  type Tier,
  TIERS,
  type ValueSource,
} from '@lotto/contracts';
import type { Words } from '../words.js';

/*
 * The words a draw's own page says beyond its cards: what each tier pays and where the figure
 * comes from, and the names of corrected fields. For the app's draw page and the server's.
 */

/** A schedule as `GET /results/:date` states it (only what the amounts need). */
export interface ScheduleLike {
  unit: 'ticket' | 'slip';
  amounts: Partial<Record<Tier, number | null>>;
}

/** Where an amount comes from, when it is not the prize schedule: 'as stated on Sanook's page of this draw'. */
export function amountOrigin(words: Words, source: ValueSource): string {
  return source === 'sanook'
    ? words.t('results.amountFromSanook')
    : words.t('results.amountFromSource', { source: words.sourceName(source) });
}

/**
 * What a tier of a draw pays, in words, and where the figure comes from (`drawAmount`):
 * '6,000,000 baht per ticket' from the schedule; '6,000,000 baht per ticket (as stated on Sanook's
 * page of this draw)' where only the source states it; 'Amount disputed: 2,000,000 per the prize
 * schedule, 3,000,000 per the Sanook archive' where they differ; else 'Amount not on file'.
 */
export function amountText(
  words: Words,
  draw: { date: string; schedule: ScheduleLike | null; amounts?: StatedAmounts | undefined },
  tier: Tier,
): string {
  const amount = drawAmount(draw, tier);
  if (amount.disagreement !== undefined) {
    return words.t('results.amountDisputed', {
      values: amount.disagreement
        .map(({ source, baht }) =>
          words.t('results.amountPerSource', {
            amount: words.baht(baht),
            source: words.sourceName(source),
          }),
        )
        .join(words.t('results.listSeparator')),
    });
  }
  if (amount.baht === null) return words.t('results.amountNotOnFile');
  const figure =
    (draw.schedule?.unit ?? 'ticket') === 'ticket'
      ? words.t('results.amountPerTicket', { amount: words.baht(amount.baht) })
      : words.t('results.amountPerSlip', { amount: words.baht(amount.baht) });
  if (amount.source === null || amount.source === 'schedule') return figure;
  return words.t('results.amountWithOrigin', {
    amount: figure,
    origin: amountOrigin(words, amount.source),
  });
}

/** The name of a changed field: a tier's name, else the field as recorded. */
export function fieldName(words: Words, field: string | undefined): string {
  if (field === undefined) return words.t('results.fieldNumbers');
  const [tier = ''] = field.split('.');
  return (TIERS as readonly string[]).includes(tier) ? words.tierName(tier as Tier) : field;
}
