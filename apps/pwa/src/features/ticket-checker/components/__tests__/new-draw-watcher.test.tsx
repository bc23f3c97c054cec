import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DRAW_2026_07_16, DRAW_2026_08_01 } from '@/testing/fixtures';
import { useSavedTickets } from '../../stores/saved-tickets-store';
import { NewDrawWatcher } from '../new-draw-watcher';

beforeEach(() => {
  useSavedTickets.setState({ tickets: [], lastCheckedDraw: null });
});

describe('NewDrawWatcher', () => {
  it('when a draw newer than the last check arrives, then the saved tickets are re-checked and the member is told', async () => {
    useSavedTickets.setState({
      tickets: [
        { number: '932479', savedAt: '2026-07-20T00:00:00Z' },
        { number: '123456', savedAt: '2026-07-20T00:00:00Z' },
      ],
      lastCheckedDraw: DRAW_2026_07_16.date,
    });
    await renderWithProviders(<NewDrawWatcher latest={DRAW_2026_08_01} />);
    expect(await screen.findByText('New draw 01/08/2026')).toBeInTheDocument();
    expect(
      screen.getByText(/1 of your saved tickets won 6,000,000 baht: 932479/),
    ).toBeInTheDocument();
    expect(useSavedTickets.getState().lastCheckedDraw).toBe('2026-08-01');
  });

  it('when none of them won, then it says so', async () => {
    useSavedTickets.setState({
      tickets: [{ number: '123456', savedAt: '2026-07-20T00:00:00Z' }],
      lastCheckedDraw: DRAW_2026_07_16.date,
    });
    await renderWithProviders(<NewDrawWatcher latest={DRAW_2026_08_01} />);
    expect(
      await screen.findByText(/None of your 1 saved ticket\(s\) won this time/),
    ).toBeInTheDocument();
  });

  it('when the latest draw was already checked, then nothing is announced', async () => {
    useSavedTickets.setState({
      tickets: [{ number: '932479', savedAt: '2026-07-20T00:00:00Z' }],
      lastCheckedDraw: DRAW_2026_08_01.date,
    });
    await renderWithProviders(<NewDrawWatcher latest={DRAW_2026_08_01} />);
    expect(screen.queryByText('New draw 01/08/2026')).not.toBeInTheDocument();
  });
});
