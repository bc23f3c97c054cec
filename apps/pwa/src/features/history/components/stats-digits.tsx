import { TIER_NAMES } from '@lotto/contracts';
import { memo, useId } from 'react';
import type { DigitFrequency, DigitTier } from '@/lib/history/stats';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/** Why draws of the range gave no number to count, by tier. */
const SKIPPED: Readonly<Record<DigitTier, string>> = {
  prize1: 'their first prize had 7 digits (1990–94) or is not on file',
  front3: 'front 3 digits were drawn from 1 Sep 2015 on',
  last3: 'their last 3 digits are not on file',
};

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
  const { counts, draws, numbers, skipped } = frequency;
  return (
    <section className="stats-digits" aria-labelledby={titleId}>
      <h3 id={titleId} className="stats-subtitle">
        {TIER_NAMES[tier]}
      </h3>
      <p className="muted stats-note">
        {numbers} {numbers === 1 ? 'number' : 'numbers'} from {draws}{' '}
        {draws === 1 ? 'draw' : 'draws'}
        {skipped > 0 &&
          `; ${skipped} ${skipped === 1 ? 'draw' : 'draws'} of the range not counted: ${SKIPPED[tier]}`}
        .
      </p>
      {numbers > 0 && (
        <div className="stats-heat-scroll">
          <table className="stats-heat">
            <caption className="sr-only">
              {TIER_NAMES[tier]}: how many times each digit stood at each position
            </caption>
            <thead>
              <tr>
                <th scope="col">Position</th>
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
                  <tr key={ORDINALS[position]}>
                    <th scope="row">
                      {ORDINALS[position]}
                      <span className="sr-only"> digit</span>
                    </th>
                    {row.map((count, digit) => (
                      <td key={DIGITS[digit]} className={shadeClass(count, min, max)}>
                        {count}
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
        Digits by position
      </h2>
      <p className="muted stats-note">
        How many times each digit stood at each position (the 1st digit is the leftmost). Darker
        cells came up more often within their row.
      </p>
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
