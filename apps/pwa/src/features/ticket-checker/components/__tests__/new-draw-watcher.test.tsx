import type { Draw, Result } from '@lotto/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { drawQueryOptions } from '@/draws/get-draw';
import { resultsQueryOptions } from '@/draws/get-results';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { type SavedTicket, useSavedTickets } from '../../stores/saved-tickets-store';
import { asDraw, asLight } from '@/testing/shipped-draws';
import { NewDrawWatcher } from '../new-draw-watcher';

const ticket = (number: string, period: string | null): SavedTicket => ({
  number,
  period,
  savedAt: '2024-12-10T00:00:00.000Z',
});

// Real draws: 16 Dec 2024 (first prize 097863, a 2nd prize 208137), 1 Dec 2024 (first 669843),
// 16 Jul 2026 (main tiers only, first 639214).
const DEC_16 = asLight('2024-12-16');

/** The watcher with the claimable draws and the light list on the device (nothing fetched). */
async function renderWatcher(latest: Result, claimable: Draw[], results: Result[] = [latest]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, claimable);
  queryClient.setQueryData(resultsQueryOptions().queryKey, results);
  return renderWithProviders(<NewDrawWatcher latest={latest} />, { queryClient });
}

/** Give a notification the time to appear (the draws are looked up first). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(() => {
  useSavedTickets.setState({ tickets: [], notified: {}, lastCheckedDraw: null });
});

describe('NewDrawWatcher', () => {
  it('when the draw of a saved ticket’s period lands, then the ticket is checked against every tier and the member is told', async () => {
    useSavedTickets.setState({
      tickets: [ticket('208137', '2024-12-16'), ticket('123456', '2024-12-16')],
    });
    await renderWatcher(DEC_16, [asDraw('2024-12-16')]);
    expect(await screen.findByText('New draw 16/12/2024')).toBeInTheDocument();
    // 208137 is a 2nd prize: only in the full draw, not in the light list.
    expect(
      screen.getByText(/1 of your saved tickets won 200,000 baht: 208137\./),
    ).toBeInTheDocument();
    expect(useSavedTickets.getState().notified).toEqual({ '2024-12-16': 'final' });
  });

  it('when none of them won, then it says so', async () => {
    useSavedTickets.setState({ tickets: [ticket('123456', '2024-12-16')] });
    await renderWatcher(DEC_16, [asDraw('2024-12-16')]);
    expect(
      await screen.findByText(/None of your 1 saved ticket\(s\) won this time/),
    ).toBeInTheDocument();
  });

  it('when a later draw lands, then tickets of an earlier period are not checked against it', async () => {
    // 097863 is the first prize of 16 Dec, but the ticket belongs to the 1 Dec period (announced).
    useSavedTickets.setState({
      tickets: [ticket('097863', '2024-12-01')],
      notified: { '2024-12-01': 'final' },
    });
    await renderWatcher(DEC_16, [asDraw('2024-12-16'), asDraw('2024-12-01')]);
    await settle();
    expect(screen.queryByText(/New draw/)).not.toBeInTheDocument();
    expect(useSavedTickets.getState().notified).toEqual({ '2024-12-01': 'final' });
  });

  it('when the draw of an earlier period landed while the app was closed, then that period is announced with its own draw', async () => {
    useSavedTickets.setState({
      tickets: [ticket('669843', '2024-12-01'), ticket('097863', '2024-12-01')],
    });
    await renderWatcher(
      DEC_16,
      [asDraw('2024-12-16'), asDraw('2024-12-01')],
      [DEC_16, asLight('2024-12-01')],
    );
    expect(await screen.findByText('New draw 01/12/2024')).toBeInTheDocument();
    expect(
      screen.getByText(/1 of your saved tickets won 6,000,000 baht: 669843\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('New draw 16/12/2024')).not.toBeInTheDocument();
  });

  it('when the list on the device predates an earlier period’s draw, then that draw is still found and announced', async () => {
    useSavedTickets.setState({ tickets: [ticket('669843', '2024-12-01')] });
    // The light list on the device lacks 1 Dec; the claimable draws have it.
    await renderWatcher(DEC_16, [asDraw('2024-12-16'), asDraw('2024-12-01')], [DEC_16]);
    expect(await screen.findByText('New draw 01/12/2024')).toBeInTheDocument();
    expect(screen.getByText(/won 6,000,000 baht: 669843\./)).toBeInTheDocument();
  });

  it('when the draw was announced while provisional, then it is announced again once final', async () => {
    useSavedTickets.setState({
      tickets: [ticket('208137', '2024-12-16')],
      notified: { '2024-12-16': 'provisional' },
    });
    await renderWatcher(DEC_16, [asDraw('2024-12-16')]);
    expect(await screen.findByText('Final results 16/12/2024')).toBeInTheDocument();
    expect(useSavedTickets.getState().notified).toEqual({ '2024-12-16': 'final' });
  });

  it('when the draw is provisional, then the announcement says the numbers are still coming in', async () => {
    const { prize2: _2, prize3: _3, prize4: _4, prize5: _5, ...partial } = asDraw('2024-12-16');
    const provisional: Draw = {
      ...partial,
      status: 'provisional',
      missing: ['prize2', 'prize3', 'prize4', 'prize5'],
    };
    useSavedTickets.setState({ tickets: [ticket('097863', '2024-12-16')] });
    await renderWatcher({ ...DEC_16, status: 'provisional' }, [provisional]);
    expect(
      await screen.findByText(
        /won 6,000,000 baht: 097863\. Provisional — numbers still coming in\./,
      ),
    ).toBeInTheDocument();
    expect(useSavedTickets.getState().notified).toEqual({ '2024-12-16': 'provisional' });
  });

  it('when the draw lacks its 2nd–5th prizes, then "none won" names the prizes on file', async () => {
    const july = asLight('2026-07-16');
    useSavedTickets.setState({ tickets: [ticket('123456', '2026-07-16')] });
    await renderWatcher(july, [asDraw('2026-07-16')]);
    expect(
      await screen.findByText(
        /None of your 1 saved ticket\(s\) won among the prizes on file: first, next to first, front-3, last-3, last-2\./,
      ),
    ).toBeInTheDocument();
  });

  it('when only the light list has the draw, then nothing is announced until the full draw is known', async () => {
    useSavedTickets.setState({ tickets: [ticket('208137', '2024-12-16')] });
    // No claimable copy, and the detail request fails (the discard port).
    const { queryClient } = await renderWatcher(DEC_16, []);
    await waitFor(() =>
      expect(queryClient.getQueryState(drawQueryOptions('2024-12-16').queryKey)?.status).toBe(
        'error',
      ),
    );
    await settle();
    expect(screen.queryByText(/New draw/)).not.toBeInTheDocument();
    expect(useSavedTickets.getState().notified).toEqual({});
  });

  it('when tickets have no period (saved by the old version), then they are checked against each new draw once', async () => {
    useSavedTickets.setState({ tickets: [ticket('097863', null)], lastCheckedDraw: '2024-12-01' });
    const view = await renderWatcher(DEC_16, [asDraw('2024-12-16')]);
    expect(await screen.findByText('New draw 16/12/2024')).toBeInTheDocument();
    expect(
      screen.getByText(/1 of your saved tickets won 6,000,000 baht: 097863\./),
    ).toBeInTheDocument();
    expect(useSavedTickets.getState().lastCheckedDraw).toBe('2024-12-16');
    view.unmount();

    await renderWatcher(DEC_16, [asDraw('2024-12-16')]);
    await settle();
    expect(screen.queryByText('New draw 16/12/2024')).not.toBeInTheDocument();
  });
});
