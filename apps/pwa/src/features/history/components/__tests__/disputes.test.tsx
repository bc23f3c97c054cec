import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { shippedFull, shippedLight } from '@/testing/shipped-draws';
import { lookupNumber } from '../../lib/lookup';
import { numbersHistory, rangeStats } from '../../lib/stats';
import { LookupAnswer } from '../lookup-answer';
import { NumbersSection } from '../stats-numbers';
import { Last2Section } from '../stats-last2';

/*
 * The shipped history's one disputed tier: the last-2 of 16 Jun 2025 (96 in GLO's table, 06 in
 * the Sanook archive), uncertain wherever history and statistics count it.
 */
const LIGHT = shippedLight();
const JUNE_2025 = { from: '2025-06-01', to: '2025-06-30' };

describe('history and statistics over a disputed tier', () => {
  it('when the last-2 table covers the disputed draw, then it notes 1 draw uncertain and counts it for neither value', async () => {
    const { last2 } = rangeStats(LIGHT, JUNE_2025);
    await renderWithProviders(
      <Last2Section rows={last2.rows} draws={last2.draws} uncertain={last2.uncertain} />,
    );
    expect(screen.getByText(/1 draw uncertain \(sources disagree\)/)).toBeInTheDocument();
    const count = (n: string) => document.querySelector(`tr[data-number="${n}"] td`)?.textContent;
    expect(count('96')).toBe('0');
    expect(count('06')).toBe('0');
  });

  it('when 96 is looked up, then 16 Jun 2025 is listed as "sources disagree", not as a win', async () => {
    const answer = lookupNumber('96', LIGHT, shippedFull());
    await renderWithProviders(<LookupAnswer answer={answer} light={LIGHT} />);
    const hits = screen.getByRole('list', { name: 'Draws where 96 came up' });
    const june = within(hits)
      .getAllByRole('listitem')
      .find((item) => item.textContent.startsWith('16/06/2025'));
    expect(june).toHaveTextContent('Last 2 digits — sources disagree, not counted as a win');
    expect(
      screen.getByText(
        "Uncertain in 1 draw: the sources disagree there, and this number is only one source's value (see the draw).",
      ),
    ).toBeInTheDocument();
  });

  it('when the generator’s number is the disputed value, then it did not come up, with 1 draw uncertain', async () => {
    await renderWithProviders(
      <NumbersSection
        parsed={{ numbers: ['06'], invalid: [], dropped: 0 }}
        answers={numbersHistory(['06'], LIGHT, JUNE_2025)}
      />,
    );
    expect(screen.getByText(/1 draw uncertain \(sources disagree\)/)).toBeInTheDocument();
    expect(
      screen.getByText('Last 2 digits — sources disagree, not counted as a win'),
    ).toBeInTheDocument();
  });
});
