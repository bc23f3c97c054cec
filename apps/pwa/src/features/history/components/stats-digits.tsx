import { TIER_NAMES } from '@lotto/contracts';
import { useId } from 'react';
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
 * A heat table: how often each digit 0–9 stood at each position of the tier's numbers in the range.
 * The shade of a cell follows its count within its row (the lightest is the row's least frequent
 * digit); the count is always written, so the table reads without the colours.
 */
function DigitTable({ tier, frequency }: { tier: DigitTier; frequency: DigitFrequency }) {
  const titleId = useId();
  const { counts, draws, numbers, skipped } = frequency;
  return (
    <section className="stats-digits" aria-labelledby={titleId}>
      <h4 id={titleId} className="stats-subtitle">
        {TIER_NAMES[tier]}
      </h4>
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
                      <td
                        key={DIGITS[digit]}
                        style={{
                          ['--heat' as string]: max === min ? 0.5 : (count - min) / (max - min),
                        }}
                      >
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

/** Digit frequency by position for the first prize, front-3 and last-3. */
export function DigitsSection({
  frequencies,
}: {
  frequencies: readonly { tier: DigitTier; frequency: DigitFrequency }[];
}) {
  const titleId = useId();
  return (
    <section className="stats-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="stats-title">
        Digits by position
      </h3>
      <p className="muted stats-note">
        How many times each digit stood at each position (the 1st digit is the leftmost). Darker
        cells came up more often within their row.
      </p>
      {frequencies.map(({ tier, frequency }) => (
        <DigitTable key={tier} tier={tier} frequency={frequency} />
      ))}
    </section>
  );
}
