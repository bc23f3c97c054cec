import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StatsSearch, validateStatsSearch } from '@/links/stats-search';
import { rangeChoiceOf, searchForChoice } from '../../lib/range-search';
import { StatsRange } from '../stats-range';

/*
 * The range picker of /stats on its own, in a router whose only route reads and writes the search
 * as the /stats route does (validateStatsSearch; the picker's choice → searchForChoice, replacing),
 * so each test sees the URL the picker writes.
 */

/** The range of every draw of the shipped history, which the two-dates form starts with. */
const SHOWN = { from: '1990-01-16', to: '2026-08-01' };

/** The picker as the /stats page wires it: the URL's choice shown, a new choice written to it. */
function Picker() {
  const search: StatsSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <StatsRange
      value={rangeChoiceOf(search)}
      suggested={SHOWN}
      onChange={(choice) =>
        void navigate({
          to: '/stats',
          search: searchForChoice(choice, search.numbers),
          replace: true,
        })
      }
    />
  );
}

async function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const statsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/stats',
    validateSearch: validateStatsSearch,
    component: Picker,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: rootRoute.addChildren([statsRoute]), history });
  render(<RouterProvider router={router} />);
  await screen.findByRole('group', { name: 'Range' });
  return { router, history };
}

const field = (label: 'From' | 'To') => screen.getByLabelText(label);

async function typeDate(label: 'From' | 'To', date: string) {
  await userEvent.clear(field(label));
  if (date !== '') await userEvent.type(field(label), date);
}

describe('StatsRange', () => {
  it('when a preset is chosen, then it is checked and the URL names it, replacing, with the generator’s numbers kept', async () => {
    const { router, history } = await renderAt('/stats?range=12m&numbers=479');
    expect(screen.getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Range between two dates' })).not.toBeInTheDocument();
    const entries = history.length;

    await userEvent.click(screen.getByRole('radio', { name: 'Last 5 years' }));
    await waitFor(() => expect(router.state.location.href).toBe('/stats?range=5y&numbers=479'));
    expect(screen.getByRole('radio', { name: 'Last 5 years' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'All draws' }));
    await waitFor(() => expect(router.state.location.href).toBe('/stats?range=all&numbers=479'));
    expect(history.length).toBe(entries);
  });

  it('when no range is in the URL, then every draw is the one checked', async () => {
    await renderAt('/stats');
    expect(screen.getByRole('radio', { name: 'All draws' })).toBeChecked();
  });

  it('when two dates are chosen, then the form starts with the range shown and the URL changes only once they are shown', async () => {
    const { router } = await renderAt('/stats');
    await userEvent.click(screen.getByRole('radio', { name: 'Between two dates' }));
    expect(screen.getByRole('radio', { name: 'Between two dates' })).toBeChecked();
    expect(field('From')).toHaveValue(SHOWN.from);
    expect(field('To')).toHaveValue(SHOWN.to);
    expect(router.state.location.href).toBe('/stats');

    await typeDate('From', '2019-01-01');
    await typeDate('To', '2019-12-31');
    expect(router.state.location.href).toBe('/stats');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/stats?from=2019-01-01&to=2019-12-31'),
    );
    expect(router.state.location.search).toEqual({ from: '2019-01-01', to: '2019-12-31' });
    expect(screen.getByRole('radio', { name: 'Between two dates' })).toBeChecked();

    // Back to a preset: the dates leave the URL.
    await userEvent.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    await waitFor(() => expect(router.state.location.href).toBe('/stats?range=12m'));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('when a link brings a day that does not exist, then From says so at once; an emptied date is asked for; the URL is not rewritten', async () => {
    const { router } = await renderAt('/stats?from=2019-02-30&to=2019-12-31');
    expect(await screen.findByText('Date is not a real calendar day')).toBeInTheDocument();
    expect(field('From')).toHaveAttribute('aria-invalid', 'true');
    expect(field('From')).toHaveAccessibleDescription('Date is not a real calendar day');
    expect(field('To')).toHaveAttribute('aria-invalid', 'false');

    await typeDate('To', '');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Pick the last date')).toBeInTheDocument();
    expect(field('To')).toHaveAccessibleDescription('Pick the last date');
    expect(field('From')).toHaveAccessibleDescription('Date is not a real calendar day');
    expect(router.state.location.search).toEqual({ from: '2019-02-30', to: '2019-12-31' });
  });

  it('when To is before From, then To is refused with the reason and nothing goes to the URL until it is fixed', async () => {
    const { router } = await renderAt('/stats?range=5y');
    await userEvent.click(screen.getByRole('radio', { name: 'Between two dates' }));
    await typeDate('From', '2020-01-01');
    await typeDate('To', '2019-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
    expect(field('To')).toHaveAttribute('aria-invalid', 'true');
    expect(field('To')).toHaveAccessibleDescription('To must be on or after From');
    expect(field('From')).toHaveAttribute('aria-invalid', 'false');
    expect(router.state.location.href).toBe('/stats?range=5y');

    await typeDate('To', '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/stats?from=2020-01-01&to=2020-01-01'),
    );
    expect(screen.queryByText('To must be on or after From')).not.toBeInTheDocument();
  });
});
