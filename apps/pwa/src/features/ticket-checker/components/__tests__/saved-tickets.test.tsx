import { type Draw, newestNotAfter, type Result } from '@lotto/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { FULL_DRAW_2024_11_16, lightOf, savedTicket as ticket } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type SavedTicket, useSavedTickets } from '../../stores/saved-tickets-store';
import { asDraw, asLight } from '@/testing/shipped-draws';
import { SavedTickets } from '../saved-tickets';

// Real draws: 16 Dec 2024 (first prize 097863), 1 Dec 2024 (669843), 16 Nov 2024 (187221).
const results: Result[] = [
  asLight('2024-12-16'),
  asLight('2024-12-01'),
  lightOf(FULL_DRAW_2024_11_16),
];
const claimable: Draw[] = [asDraw('2024-12-16'), asDraw('2024-12-01'), FULL_DRAW_2024_11_16];

/** The saved list as it would be on the device, every draw kept there (no request needed). */
async function renderSaved() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, claimable);
  return renderWithProviders(<SavedTickets results={results} latest={newestNotAfter(results)} />, {
    queryClient,
  });
}

function row(number: string, period: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Saved tickets' });
  const found = list.querySelector<HTMLElement>(
    `[data-ticket="${number}"][data-period="${period}"]`,
  );
  if (!found) throw new Error(`no saved row for ${number} (${period})`);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10:00 in Bangkok on 23 Nov 2026.
  vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
  useSavedTickets.setState({ tickets: [], notified: {}, lastCheckedDraw: null });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SavedTickets', () => {
  it('when a ticket was saved for a past period, then it is checked against that draw only, not a later one', async () => {
    useSavedTickets.setState({
      tickets: [
        // 097863 is the first prize of 16 Dec, not of 1 Dec: saved for 1 Dec it wins nothing.
        ticket('097863', '2024-12-01'),
        ticket('669843', '2024-12-01'),
        ticket('097863', '2024-12-16'),
      ],
    });
    await renderSaved();
    expect(row('097863', '2024-12-01')).toHaveTextContent('No prize');
    expect(row('097863', '2024-12-01')).not.toHaveTextContent('First prize');
    expect(row('669843', '2024-12-01')).toHaveTextContent('First prize: 6,000,000 baht');
    expect(row('097863', '2024-12-16')).toHaveTextContent('First prize: 6,000,000 baht');
    // Newest period first.
    const order = [...screen.getByRole('list', { name: 'Saved tickets' }).children].map(
      (li) => `${li.getAttribute('data-period')} ${li.getAttribute('data-ticket')}`,
    );
    expect(order).toEqual(['2024-12-16 097863', '2024-12-01 097863', '2024-12-01 669843']);
  });

  it('when saved tickets are listed, then each counts down to its claim deadline', async () => {
    useSavedTickets.setState({
      tickets: [
        ticket('111111', '2024-12-16'),
        ticket('111111', '2024-12-01'),
        ticket('111111', '2024-11-16'),
      ],
    });
    await renderSaved();
    expect(row('111111', '2024-12-16')).toHaveTextContent('Claim by 16/12/2026 — 23 days left');
    expect(row('111111', '2024-12-01')).toHaveTextContent('Claim by 01/12/2026 — 8 days left');
    expect(row('111111', '2024-11-16')).toHaveTextContent('Claim period over (ended 16/11/2026)');
  });

  it('when it is the last day, then it says so, and the day after the period is over', async () => {
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    useSavedTickets.setState({ tickets: [ticket('111111', '2024-12-01')] });
    const view = await renderSaved();
    expect(row('111111', '2024-12-01')).toHaveTextContent('Claim by 01/12/2026 — last day today');
    view.unmount();
    vi.setSystemTime(new Date('2026-12-02T03:00:00Z'));
    await renderSaved();
    expect(row('111111', '2024-12-01')).toHaveTextContent('Claim period over (ended 01/12/2026)');
  });

  it('when a saved ticket won, then it says where to claim and what to bring, with sources', async () => {
    useSavedTickets.setState({
      // 208137: a 2nd prize of 16 Dec 2024 (the newest draw); 669843: first prize of 1 Dec 2024.
      tickets: [ticket('208137', '2024-12-16'), ticket('669843', '2024-12-01')],
    });
    await renderSaved();
    const second = within(row('208137', '2024-12-16')).getByRole('region', {
      name: 'How to claim',
    });
    expect(second).toHaveTextContent('banks take the current period only');
    expect(second).toHaveTextContent('signed on the back, and your Thai ID card');
    expect(second).toHaveTextContent(
      '0.5% stamp duty is deducted (1 baht per 200 baht): 1,000 baht of 200,000',
    );
    expect(within(second).getAllByTitle(/Government Savings Bank/)[0]).toHaveTextContent('[GSB]');
    expect(within(second).getAllByText('unverified').length).toBeGreaterThan(0);
    expect(second).not.toHaveTextContent('First prize: only at the GLO office');

    const first = within(row('669843', '2024-12-01')).getByRole('region', { name: 'How to claim' });
    expect(first).toHaveTextContent('First prize: only at the GLO office (Nonthaburi, สนามบินน้ำ)');
    expect(first).toHaveTextContent('This period is no longer the current one');
    expect(first).toHaveTextContent('30,000 baht of 6,000,000');
  });

  it('when a ticket was saved for a period still to come, then it waits for that draw', async () => {
    await renderSaved();
    await userEvent.type(screen.getByLabelText('Ticket number'), '314159');
    fireEvent.change(screen.getByLabelText('Period date'), { target: { value: '2027-01-16' } });
    await userEvent.type(screen.getByLabelText('Set (ชุด), optional'), '52');
    await userEvent.type(screen.getByLabelText('Book (เล่ม), optional'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save ticket' }));
    const saved = await screen.findByRole('list', { name: 'Saved tickets' });
    const waiting = within(saved).getByText('Waiting for the draw of 16/01/2027');
    expect(waiting.closest('li')).toHaveTextContent(
      '314159 Period 16/01/2027 · Set 52 · Book 1234',
    );
    expect(useSavedTickets.getState().tickets).toEqual([
      expect.objectContaining({ number: '314159', period: '2027-01-16', set: '52', book: '1234' }),
    ]);
  });

  it('when the ticket, period, set or book is wrong, then the form says so and saves nothing', async () => {
    await renderSaved();
    await userEvent.type(screen.getByLabelText('Ticket number'), '31415');
    await userEvent.type(screen.getByLabelText('Set (ชุด), optional'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Save ticket' }));
    expect(
      await screen.findByText('The ticket number must be exactly 6 digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the period date printed on the ticket')).toBeInTheDocument();
    expect(screen.getByText('The set (ชุด) is 1 or 2 digits')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Ticket number'));
    await userEvent.type(screen.getByLabelText('Ticket number'), '314159');
    await userEvent.clear(screen.getByLabelText('Set (ชุด), optional'));
    // 2 Dec 2024 was no draw: 1 and 16 Dec were.
    fireEvent.change(screen.getByLabelText('Period date'), { target: { value: '2024-12-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save ticket' }));
    expect(
      await screen.findByText(/There was no draw for the period 02\/12\/2024/),
    ).toBeInTheDocument();
    expect(useSavedTickets.getState().tickets).toEqual([]);
  });

  it('when tickets were saved by the old version, then they are kept as "period unknown" until their period is set', async () => {
    localStorage.setItem(
      'lotto-saved-tickets',
      JSON.stringify({
        state: {
          tickets: [{ number: '669843', savedAt: '2024-12-05T00:00:00.000Z' }],
          lastCheckedDraw: '2024-12-01',
        },
        version: 1,
      }),
    );
    await act(() => useSavedTickets.persist.rehydrate());
    expect(useSavedTickets.getState()).toMatchObject({
      tickets: [{ number: '669843', period: null, savedAt: '2024-12-05T00:00:00.000Z' }],
      notified: {},
      lastCheckedDraw: '2024-12-01',
    });

    await renderSaved();
    const unknown = row('669843', 'unknown');
    expect(unknown).toHaveTextContent('Period unknown');
    expect(unknown).toHaveTextContent(
      'Saved before tickets kept their period: checked against the newest draw (16/12/2024)',
    );
    expect(unknown).toHaveTextContent('No prize');

    fireEvent.change(within(unknown).getByLabelText('Period of 669843'), {
      target: { value: '2024-12-01' },
    });
    await userEvent.click(within(unknown).getByRole('button', { name: 'Set period' }));
    expect(row('669843', '2024-12-01')).toHaveTextContent('First prize: 6,000,000 baht');
    const stored = JSON.parse(localStorage.getItem('lotto-saved-tickets') ?? '{}') as {
      version: number;
      state: { tickets: SavedTicket[] };
    };
    expect(stored.version).toBe(2);
    expect(stored.state.tickets).toEqual([
      expect.objectContaining({ number: '669843', period: '2024-12-01' }),
    ]);
  });

  it('when the stored list was tampered with, then bad entries are dropped on load', async () => {
    localStorage.setItem(
      'lotto-saved-tickets',
      JSON.stringify({
        state: {
          tickets: [
            { number: '12ab56', period: '2024-12-01', savedAt: 'x' },
            { number: '111111', period: '2024-13-45x', savedAt: 'y' },
            { number: '222222', period: '2024-12-01', set: 'abc', savedAt: 'y' },
            { number: '333333', period: '2024-12-01', savedAt: 'y' },
          ],
          notified: { '2024-12-01': 'final', nonsense: 'final', '2024-12-16': 'maybe' },
          lastCheckedDraw: 5,
        },
        version: 2,
      }),
    );
    await act(() => useSavedTickets.persist.rehydrate());
    const state = useSavedTickets.getState();
    expect(state.tickets.map((t) => t.number)).toEqual(['333333']);
    expect(state.notified).toEqual({ '2024-12-01': 'final' });
    expect(state.lastCheckedDraw).toBeNull();
  });

  it('when a saved ticket is removed, then only that one goes', async () => {
    useSavedTickets.setState({
      tickets: [ticket('111111', '2024-12-16'), ticket('111111', '2024-12-01')],
    });
    await renderSaved();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove 111111 (Period 16/12/2024)' }),
    );
    expect(useSavedTickets.getState().tickets.map((t) => t.period)).toEqual(['2024-12-01']);
  });
});

describe('SavedTickets on draw day', () => {
  it('when the draw of a saved ticket is provisional, then it says what it won so far and what is not out yet', async () => {
    useSavedTickets.setState({ tickets: [ticket('187238', '2024-11-16')] });
    const { prize2: _2, prize3: _3, prize4: _4, prize5: _5, ...partial } = FULL_DRAW_2024_11_16;
    const provisional: Draw = {
      ...partial,
      status: 'provisional',
      missing: ['prize2', 'prize3', 'prize4', 'prize5'],
    };
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [provisional]);
    const light = { ...lightOf(provisional), status: 'provisional' as const };
    await renderWithProviders(<SavedTickets results={[light]} latest={light} />, { queryClient });
    expect(row('187238', '2024-11-16')).toHaveTextContent(
      '187238: last-2 so far; 2nd–5th prizes not out yet',
    );
  });
});
