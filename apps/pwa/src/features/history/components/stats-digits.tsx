import { memo, useId } from 'react';
import { type MessageId, t, tierName } from '@/i18n';
import { formatNumber } from '@/i18n/format-locale';
import { Trans } from '@/i18n/trans';
import type { DigitFrequency, DigitTier } from '../lib/stats';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The note under a tier's table when draws of the range were not counted, saying why, by tier. */
const SKIPPED_NOTES = {
  prize1: 'history.digitsNoteSkippedPrize1',
  front3: 'history.digitsNoteSkippedFront3',
  last3: 'history.digitsNoteSkippedLast3',
} as const satisfies Record<DigitTier, MessageId>;

/**
 * The shade of a count within its row, 0–10 (a class, stats.css: eleven shades read as well as a
 * continuous one, and a class costs less to set on 130 cells than an inline custom property).
 */
function shadeClass(count: number, min: number, max: number): string {
  const level = max === min ? 5 : Math.round(((count - min) / (max - min)) * 10);
  return `stats-shade-${level}`;
}

/** Whether two digit tables hold the same figures (a new list with the same draws re-renders nothing). */
function sameFrequency(a: DigitFrequency, b: DigitFrequency): boolean {
  if (a === b) return true;
  if (a.draws !== b.draws || a.numbers !== b.numbers || a.skipped !== b.skipped) return false;
  if (a.uncertain !== b.uncertain) return false;
  if (a.counts.length !== b.counts.length) return false;
  return a.counts.every((row, p) => {
    const other = b.counts[p];
    return other !== undefined && row.every((count, digit) => count === other[digit]);
  });
}

/**
 * A heat table: how often each digit 0–9 stood at each position of the tier's numbers in the range.
 * The shade of a cell follows its count within its row (the lightest is the row's least frequent
 * digit); the count is always written, so the table reads without the colours.
 */
function DigitTable({ tier, frequency }: { tier: DigitTier; frequency: DigitFrequency }) {
  const titleId = useId();
  const { counts, draws, numbers, skipped, uncertain } = frequency;
  return (
    <section className="stats-digits" aria-labelledby={titleId}>
      <h3 id={titleId} className="stats-subtitle">
        {tierName(tier)}
      </h3>
      <p className="muted stats-note">
        {t(skipped > 0 ? SKIPPED_NOTES[tier] : 'history.digitsNote', {
          numbers,
          n: formatNumber(numbers),
          draws,
          d: formatNumber(draws),
          skipped,
          s: formatNumber(skipped),
        })}
        {uncertain > 0 && (
          <> {t('history.uncertainDraws', { count: uncertain, n: formatNumber(uncertain) })}</>
        )}
      </p>
      {numbers > 0 && (
        <div className="stats-heat-scroll">
          <table className="stats-heat">
            <caption className="sr-only">
              {t('history.digitsCaption', { tier: tierName(tier) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('history.position')}</th>
                {DIGITS.map((digit) => (
                  <th key={digit} scope="col" className="num">
                    {digit}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {counts.map((row, position) => {
                const min = Math.min(...row);
                const max = Math.max(...row);
                return (
                  <tr key={position}>
                    <th scope="row">
                      <Trans
                        id="history.positionDigit"
                        values={{ position: String(position + 1) }}
                        components={{ 0: <span className="sr-only" /> }}
                      />
                    </th>
                    {row.map((count, digit) => (
                      <td key={DIGITS[digit]} className={shadeClass(count, min, max)}>
                        {formatNumber(count)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Digit frequency by position for `tiers` (the first prize, front-3 and last-3). */
function DigitsSectionView({
  tiers,
  frequencies,
}: {
  tiers: readonly DigitTier[];
  frequencies: Readonly<Record<DigitTier, DigitFrequency>>;
}) {
  const titleId = useId();
  return (
    <section className="stats-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-title">
        {t('history.digitsTitle')}
      </h2>
      <p className="muted stats-note">{t('history.digitsIntro')}</p>
      {tiers.map((tier) => (
        <DigitTable key={tier} tier={tier} frequency={frequencies[tier]} />
      ))}
    </section>
  );
}

/** The digit tables, rendered again only when a figure changes. */
export const DigitsSection = memo(
  DigitsSectionView,
  (before, after) =>
    before.tiers === after.tiers &&
    before.tiers.every((tier) => sameFrequency(before.frequencies[tier], after.frequencies[tier])),
);
