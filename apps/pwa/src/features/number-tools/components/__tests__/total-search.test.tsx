import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import { TotalSearch } from '../total-search';

const groups = () => screen.queryAllByRole('listitem').filter((el) => el.tagName === 'SECTION');

describe('TotalSearch', () => {
  it('when nobody has searched yet, then the table is folded: no numbers, a pick per total and Show all', async () => {
    await renderWithProviders(<TotalSearch />);
    expect(groups()).toHaveLength(0);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText(/220 numbers in 10 totals/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Show one total' })).getAllByRole('button'),
    ).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Search by Total (0-9)' })).toBeChecked();
  });

  it('when Show all is tapped, then all 10 totals with 22 numbers each are shown, and Show less folds them again', async () => {
    await renderWithProviders(<TotalSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    const all = groups();
    expect(all).toHaveLength(10);
    for (const group of all) expect(within(group).getAllByRole('listitem')).toHaveLength(22);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(groups()).toHaveLength(0);
  });

  it('when a total is picked, then the search holds it and only that group is shown', async () => {
    await renderWithProviders(<TotalSearch />);
    await userEvent.click(screen.getByRole('button', { name: 'Total 4' }));
    expect(screen.getByLabelText('Search')).toHaveValue('4');
    expect(groups().map((g) => g.getAttribute('aria-label'))).toEqual(['Total 4']);
  });

  it('when a search is typed and then cleared, then the empty search shows every number (spec §5)', async () => {
    await renderWithProviders(<TotalSearch />);
    const input = screen.getByLabelText('Search');
    await userEvent.type(input, '3');
    expect(groups()).toHaveLength(1);
    await userEvent.clear(input);
    expect(groups()).toHaveLength(10);
    expect(groups().flatMap((g) => within(g).getAllByRole('listitem'))).toHaveLength(220);
  });

  it('when a total 0-9 is typed, then only that group is shown; anything else shows none', async () => {
    await renderWithProviders(<TotalSearch />);
    const input = screen.getByLabelText('Search');
    await userEvent.type(input, '7');
    expect(groups().map((g) => g.getAttribute('aria-label'))).toEqual(['Total 7']);
    await userEvent.type(input, '7');
    expect(groups()).toHaveLength(0);
    expect(screen.getByText('No numbers found')).toBeInTheDocument();
  });

  it('when searching by pair "11", then every number shown has two 1s', async () => {
    await renderWithProviders(<TotalSearch />);
    await userEvent.click(screen.getByRole('radio', { name: 'Search by Pair' }));
    await userEvent.type(screen.getByLabelText('Search'), '11');
    const numbers = groups().flatMap((g) =>
      within(g)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => n.split('1').length - 1 >= 2)).toBe(true);
    expect(numbers).toContain('111');
  });

  it('when searching by single digit, then numbers containing the text are kept', async () => {
    await renderWithProviders(<TotalSearch />);
    await userEvent.click(screen.getByRole('radio', { name: 'Search by Single Digit' }));
    await userEvent.type(screen.getByLabelText('Search'), '99');
    const numbers = groups().flatMap((g) =>
      within(g)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    );
    expect(numbers.sort()).toEqual([
      '099',
      '199',
      '299',
      '399',
      '499',
      '599',
      '699',
      '799',
      '899',
      '999',
    ]);
  });
});

describe('TotalSearch in Hindi and Urdu', () => {
  it('when Hindi is active, then the modes, the folded table and the totals read in Hindi', async () => {
    await activateLocale('hi');
    await renderWithProviders(<TotalSearch />);
    expect(screen.getByRole('heading', { name: 'योग तालिका खोज' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'योग से खोजें (0-9)' })).toBeChecked();
    expect(
      screen.getByText('10 योगों में 220 नंबर। ऊपर लिखें, कोई योग चुनें, या सभी दिखाएँ।'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'योग 4' }));
    expect(groups().map((g) => g.getAttribute('aria-label'))).toEqual(['योग 4']);
  });

  it('when Urdu is active and nothing matches, then it says so in Urdu', async () => {
    await activateLocale('ur');
    await renderWithProviders(<TotalSearch />);
    await userEvent.type(screen.getByLabelText('تلاش'), '77');
    expect(screen.getByText('کوئی نمبر نہیں ملا')).toBeInTheDocument();
  });
});
