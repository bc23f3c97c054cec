import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDrawDate } from '@/lib/format';
import { renderWithProviders } from '@/testing/render';
import { manyDraws } from '@/testing/fixtures';
import { useResultsSearch } from '../../stores/results-search-store';
import { ResultsBrowser } from '../results-browser';

const draws = manyDraws(875);
const last = draws.at(-1);
if (!last?.prize1) throw new Error('fixture without an oldest first prize');
const oldest = { date: last.date, prize1: last.prize1 };

/** jsdom does not lay out or scroll: stand in for a tall page's window scrolling (what the virtualizer reads). */
function scrollableWindow() {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 1_000_000,
    configurable: true,
  });
  const scrollTo = vi.fn((options?: ScrollToOptions | number) => {
    const top = typeof options === 'number' ? options : (options?.top ?? 0);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  return scrollTo;
}

afterEach(() => {
  useResultsSearch.setState({ query: '' });
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
});

describe('ResultsBrowser', () => {
  it('then the month picker offers only months that have draws, for the chosen year', async () => {
    await renderWithProviders(<ResultsBrowser results={draws} />);
    const year = screen.getByLabelText('Year');
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent('2026');
    // The newest year has draws up to August only.
    expect(
      within(screen.getByLabelText('Month'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['August', 'July', 'June', 'May', 'April', 'March', 'February', 'January']);
    await userEvent.selectOptions(year, '2020');
    expect(within(screen.getByLabelText('Month')).getAllByRole('option')).toHaveLength(12);
  });

  it('when a month is shown, then the window scrolls to its first row, which is rendered and takes the focus', async () => {
    const scrollTo = scrollableWindow();
    await renderWithProviders(<ResultsBrowser results={draws} />);
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2001');
    await userEvent.selectOptions(screen.getByLabelText('Month'), '3');
    expect(screen.queryByRole('article', { name: 'Draw 16/03/2001' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show month' }));
    const card = await screen.findByRole('article', { name: 'Draw 16/03/2001' });
    expect(scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(card.closest('.result-row')).toHaveFocus());
  });

  it('when the page is opened with a year (from the server year index), then the list opens at the newest draw of that year', async () => {
    const scrollTo = scrollableWindow();
    await renderWithProviders(<ResultsBrowser results={draws} year={2001} />);
    expect(screen.getByLabelText('Year')).toHaveValue('2001');
    const card = await screen.findByRole('article', { name: 'Draw 16/12/2001' });
    expect(scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(card.closest('.result-row')).toHaveFocus());
  });

  it('when a number is searched, then only the draws holding it are listed, the number marked, with a count', async () => {
    await renderWithProviders(<ResultsBrowser results={draws} />);
    await userEvent.type(screen.getByLabelText('Search by number or date'), oldest.prize1);
    const feed = await screen.findByRole('feed', { name: 'Matching draws' });
    const rows = within(feed).getAllByRole('article');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toContain(
      `Draw ${formatDrawDate(oldest.date)}`,
    );
    expect(rows.length).toBeLessThan(draws.length);
    expect(within(feed).getAllByText(oldest.prize1, { selector: 'mark' }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/draws? match/)).toHaveTextContent(`“${oldest.prize1}”`);
  });

  it('when a month is shown during a search, then the search is cleared and the whole list scrolls there', async () => {
    scrollableWindow();
    await renderWithProviders(<ResultsBrowser results={draws} />);
    const search = screen.getByLabelText('Search by number or date');
    await userEvent.type(search, '999999');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '1995');
    await userEvent.selectOptions(screen.getByLabelText('Month'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show month' }));
    expect(search).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'Draw 16/12/1995' })).toBeInTheDocument();
    expect(screen.getByRole('feed', { name: 'Draw results' })).toBeInTheDocument();
  });

  it('when the page is left and opened again, then the search is still there', async () => {
    const first = await renderWithProviders(<ResultsBrowser results={draws} />);
    await userEvent.type(screen.getByLabelText('Search by number or date'), '16/12/1995');
    expect(await screen.findByRole('article', { name: 'Draw 16/12/1995' })).toBeInTheDocument();
    first.unmount();
    await renderWithProviders(<ResultsBrowser results={draws} />);
    expect(screen.getByLabelText('Search by number or date')).toHaveValue('16/12/1995');
    expect(screen.getByRole('feed', { name: 'Matching draws' })).toBeInTheDocument();
  });

  it('when nothing matches, then it says so and lists nothing', async () => {
    await renderWithProviders(<ResultsBrowser results={draws} />);
    await userEvent.type(screen.getByLabelText('Search by number or date'), '31/02/2020');
    expect(await screen.findByText('No draw matches “31/02/2020”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('when a date with a draw is entered, then Go to draw opens its page', async () => {
    const { router } = await renderWithProviders(<ResultsBrowser results={draws} />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2024-11-16' } });
    await userEvent.click(screen.getByRole('button', { name: 'Go to draw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result/2024-11-16'));
  });

  it('when the date has no draw, then it says so and offers the nearest draws', async () => {
    await renderWithProviders(<ResultsBrowser results={draws} />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2024-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Go to draw' }));
    expect(screen.getByText('No draw on 10/11/2024.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01/11/2024' })).toHaveAttribute(
      'href',
      '/result/2024-11-01',
    );
    expect(screen.getByRole('link', { name: '16/11/2024' })).toHaveAttribute(
      'href',
      '/result/2024-11-16',
    );
  });

  it('when the date is after the newest draw or empty, then it says what is wrong', async () => {
    await renderWithProviders(<ResultsBrowser results={draws} />);
    const input = screen.getByLabelText('Draw date');
    await userEvent.click(screen.getByRole('button', { name: 'Go to draw' }));
    expect(screen.getByText('Choose a date first.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '2027-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Go to draw' }));
    expect(
      screen.getByText(
        `No draw on 01/01/2027. Draws on file run from ${formatDrawDate(oldest.date)} to 01/08/2026.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01/08/2026' })).toBeInTheDocument();
  });
});
