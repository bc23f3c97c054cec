import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DRAW_2015_08_16, DRAW_2026_07_16, DRAW_2026_08_01 } from '@/testing/fixtures';
import { useSavedTickets } from '../../stores/saved-tickets-store';
import { TicketChecker } from '../ticket-checker';

const results = [DRAW_2026_08_01, DRAW_2026_07_16, DRAW_2015_08_16];

beforeEach(() => {
  useSavedTickets.setState({ tickets: [], lastCheckedDraw: null });
});

function outcomeRow(list: HTMLElement, ticket: string): HTMLElement {
  const row = list.querySelector<HTMLElement>(`[data-ticket="${ticket}"]`);
  if (!row) throw new Error(`no row for ${ticket}`);
  return row;
}

describe('TicketChecker', () => {
  it('when nothing is entered, then it asks for a ticket number', async () => {
    await renderWithProviders(<TicketChecker results={results} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter at least one 6-digit ticket number')).toBeInTheDocument();
  });

  it('when a number is not exactly 6 digits, then it says so and checks nothing', async () => {
    await renderWithProviders(<TicketChecker results={results} />);
    await userEvent.type(screen.getByLabelText('Ticket numbers'), '932479 12345');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('Each ticket number must be exactly 6 digits'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checked tickets' })).not.toBeInTheDocument();
  });

  it('when tickets are checked against the latest draw, then every prize with its amount is listed', async () => {
    await renderWithProviders(<TicketChecker results={results} />);
    // 932479 = first prize (and its last 2 "79" is not 69); 932478 and 932480 are next to it;
    // 672154: front 3 "672" and last 3 "154"; 000069: last 2; 123456: nothing.
    await userEvent.type(
      screen.getByLabelText('Ticket numbers'),
      '932479, 932480\n672154 000069 123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('Results for the draw of 01/08/2026')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Checked tickets' });
    expect(outcomeRow(list, '932479')).toHaveTextContent('Wins 6,000,000 baht');
    expect(outcomeRow(list, '932479')).toHaveTextContent('First prize: 6,000,000 baht');
    expect(outcomeRow(list, '932480')).toHaveTextContent('Next to first prize: 100,000 baht');
    const both = outcomeRow(list, '672154');
    expect(both).toHaveTextContent('Front 3 digits: 4,000 baht');
    expect(both).toHaveTextContent('Last 3 digits: 4,000 baht');
    expect(both).toHaveTextContent('Wins 8,000 baht');
    expect(outcomeRow(list, '000069')).toHaveTextContent('Last 2 digits: 2,000 baht');
    expect(outcomeRow(list, '123456')).toHaveTextContent('No prize');
  });

  it('when another draw is picked, then the tickets are checked against that one', async () => {
    await renderWithProviders(<TicketChecker results={results} />);
    await userEvent.type(screen.getByLabelText('Ticket numbers'), '639214');
    await userEvent.click(screen.getByRole('combobox', { name: 'Draw' }));
    await userEvent.click(await screen.findByTitle('16/07/2026'));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Results for the draw of 16/07/2026')).toBeInTheDocument();
    expect(
      outcomeRow(screen.getByRole('list', { name: 'Checked tickets' }), '639214'),
    ).toHaveTextContent('First prize: 6,000,000 baht');
  });

  it('when checked tickets are saved, then they are kept on the device and listed with their outcome', async () => {
    await renderWithProviders(<TicketChecker results={results} />);
    await userEvent.type(screen.getByLabelText('Ticket numbers'), '932479 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save these tickets on this device' }),
    );

    const stored = JSON.parse(localStorage.getItem('lotto-saved-tickets') ?? '{}') as {
      state: { tickets: { number: string }[]; lastCheckedDraw: string };
    };
    expect(stored.state.tickets.map((t) => t.number)).toEqual(['932479', '123456']);
    expect(stored.state.lastCheckedDraw).toBe('2026-08-01');
    const saved = screen.getByRole('list', { name: 'Saved tickets' });
    expect(outcomeRow(saved, '932479')).toHaveTextContent('Wins 6,000,000 baht');

    await userEvent.click(screen.getByRole('button', { name: 'Remove 932479' }));
    expect(
      within(screen.getByRole('list', { name: 'Saved tickets' })).queryByText('932479'),
    ).not.toBeInTheDocument();
  });

  it('when the stored list was tampered with, then bad entries are dropped on load', async () => {
    localStorage.setItem(
      'lotto-saved-tickets',
      JSON.stringify({
        state: {
          tickets: [
            { number: '12ab56', savedAt: 'x' },
            { number: '111111', savedAt: 'y' },
          ],
          lastCheckedDraw: 5,
        },
        version: 1,
      }),
    );
    await act(() => useSavedTickets.persist.rehydrate());
    expect(useSavedTickets.getState().tickets.map((t) => t.number)).toEqual(['111111']);
    expect(useSavedTickets.getState().lastCheckedDraw).toBeNull();
  });
});
