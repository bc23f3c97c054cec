import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { OddsPanel, oneIn, sameChanceText } from '../odds-panel';

/*
 * The figures are worked out by hand from the prize schedules of data/README.md ("Prize
 * schedules"), not read back from the function under test: from 1 Jan 2020, per 80-baht ticket,
 * 1st 6,000,000 · near-first 100,000 · 2nd 200,000 · 3rd 80,000 · 4th 40,000 · 5th 20,000 ·
 * front-3 4,000 · last-3 4,000 · last-2 2,000; from 1 Sep 2017 to the end of 2019 the same but the
 * first prize, which is not on file (6,000,000 is evidenced from 2020 on).
 */

/** The odds table's body rows as [prize, winning numbers, chance, baht]. */
function rows(): string[][] {
  const table = screen.getAllByRole('table')[0];
  if (table === undefined) throw new Error('no odds table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('OddsPanel', () => {
  it('when it shows today’s draw, then each tier’s chance and amount come from the current schedule, with the expected return of 48 of 80 baht', () => {
    render(<OddsPanel date="2026-11-23" />);
    const panel = screen.getByRole('region', { name: 'Honest odds' });
    expect(panel).toHaveTextContent(sameChanceText());
    expect(sameChanceText()).toBe(
      'Past frequencies do not change future odds: every number has the same chance in every draw.',
    );
    expect(rows()).toEqual([
      ['First prize', '1', '1 in 1,000,000', '6,000,000'],
      ['Next to first prize', '2', '1 in 500,000', '100,000'],
      ['Front 3 digits', '2,000', '1 in 500', '4,000'],
      ['Last 3 digits', '2,000', '1 in 500', '4,000'],
      ['Last 2 digits', '10,000', '1 in 100', '2,000'],
      ['2nd prize', '5', '1 in 200,000', '200,000'],
      ['3rd prize', '10', '1 in 100,000', '80,000'],
      ['4th prize', '50', '1 in 20,000', '40,000'],
      ['5th prize', '100', '1 in 10,000', '20,000'],
    ]);
    // (6M + 2×100k + 2,000×4,000 ×2 + 10,000×2,000 + 5×200k + 10×80k + 50×40k + 100×20k) ÷ 1M = 48.
    expect(panel).toHaveTextContent(
      '48 baht of every 80 come back as prizes on average: the expected return of one 80-baht ticket.',
    );
    expect(panel).toHaveTextContent(`Prize schedule in force from 01/01/2020.`);
    expect(panel).toHaveTextContent('Amounts per 80-baht ticket.');
    expect(within(panel).getByRole('link', { name: /Thansettakij/ })).toHaveAttribute(
      'href',
      'https://www.thansettakij.com/content/normal_news/454822',
    );
    expect(panel).toHaveTextContent('lekdii.com: a first-prize win of 16 November 2020');
  });

  it('when a draw of the single ticket before 2020 is shown, then its first prize is not on file, the other tiers per 80-baht ticket, and no return is made up', () => {
    render(<OddsPanel date="2018-06-01" />);
    const panel = screen.getByRole('region', { name: 'Honest odds' });
    expect(rows()[0]).toEqual(['First prize', '1', '1 in 1,000,000', 'Not on file']);
    expect(rows().find((row) => row[0] === '2nd prize')).toEqual([
      '2nd prize',
      '5',
      '1 in 200,000',
      '200,000',
    ]);
    expect(panel).toHaveTextContent('The expected return cannot be worked out for this draw');
    expect(panel).toHaveTextContent('Prize schedule in force from 01/09/2017 to 31/12/2019.');
    expect(panel).toHaveTextContent('The first-prize amount of this period is not on file');
    expect(within(panel).getByRole('link', { name: /Chiang Mai City Life/ })).toHaveAttribute(
      'href',
      'https://www.chiangmaicitylife.com/citynews/general/new-lottery-tickets-on-sale-for-september-1st-draw/',
    );
  });

  it('when a draw of the slip era is shown, then amounts and the return are per 40-baht slip: 23 of 40 baht in 2010', () => {
    render(<OddsPanel date="2010-06-16" />);
    // Four last-3 numbers (4,000 of 1,000,000), no front-3.
    expect(rows().map((row) => row[0])).not.toContain('Front 3 digits');
    expect(rows().find((row) => row[0] === 'Last 3 digits')).toEqual([
      'Last 3 digits',
      '4,000',
      '1 in 250',
      '2,000',
    ]);
    // (2M + 2×50k + 5×100k + 10×40k + 50×20k + 100×10k + 4,000×2,000 + 10,000×1,000) ÷ 1M = 23.
    expect(screen.getByRole('region', { name: 'Honest odds' })).toHaveTextContent(
      '23 baht of every 40 come back as prizes on average: the expected return of one 40-baht slip.',
    );
  });

  it('when an amount of the schedule is not on file (the first prize of 2015–17), then no return is made up', () => {
    render(<OddsPanel date="2016-03-01" />);
    const panel = screen.getByRole('region', { name: 'Honest odds' });
    expect(rows()[0]).toEqual(['First prize', '1', '1 in 1,000,000', 'Not on file']);
    expect(panel).toHaveTextContent('The expected return cannot be worked out for this draw');
    expect(panel).not.toHaveTextContent(/baht of every/);
  });

  it('when a chance is not a whole "1 in", then it is rounded and marked', () => {
    expect(oneIn(1_000_000, 3)).toBe('≈ 1 in 333,333');
    expect(oneIn(1_000_000, 2_000)).toBe('1 in 500');
  });
});

describe('OddsPanel in Hindi and Urdu', () => {
  it('when a Hindi visitor sees the slip era, then chances, amounts, the return and the schedule note are in Hindi', async () => {
    await activateLocale('hi');
    render(<OddsPanel date="2010-06-16" />);
    const panel = screen.getByRole('region', { name: 'सच्ची संभावनाएँ' });
    expect(panel).toHaveTextContent(
      'पिछली आवृत्तियाँ भविष्य की संभावना नहीं बदलतीं: हर ड्रॉ में हर संख्या का मौक़ा बराबर होता है।',
    );
    expect(panel).toHaveTextContent(
      'औसतन हर 40 बाट में से 23 बाट इनाम के रूप में लौटते हैं: यह 40 बाट की एक पर्ची का अपेक्षित प्रतिफल है।',
    );
    const table = screen.getByRole('table', { name: /^एक ड्रॉ में एक पर्ची की संभावना, 10,00,000/ });
    expect(within(table).getByRole('columnheader', { name: 'प्रति पर्ची बाट' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^आख़िरी 3 अंक/ })).toHaveTextContent(
      'आख़िरी 3 अंक4,000250 में 12,000',
    );
    expect(panel).toHaveTextContent('राशियाँ 40 बाट की प्रति पर्ची हैं');
    expect(panel).toHaveTextContent('30/12/2006 से 16/08/2015 तक लागू इनाम-सूची।');
  });

  it('when an Urdu visitor sees a draw whose first prize is not on file, then it says so in Urdu and makes no return up', async () => {
    await activateLocale('ur');
    render(<OddsPanel date="2016-03-01" />);
    const panel = screen.getByRole('region', { name: 'سچے امکانات' });
    expect(rows()[0]).toEqual(['پہلا انعام', '1', '1,000,000 میں 1', 'درج نہیں']);
    expect(panel).toHaveTextContent('اس قرعہ اندازی کی متوقع واپسی کا حساب نہیں لگایا جا سکتا');
    expect(oneIn(1_000_000, 3)).toBe('≈ 333,333 میں 1');
  });
});
