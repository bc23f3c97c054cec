import type { Result } from '@lotto/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { DRAW_2026_07_16, DRAW_2026_08_01 } from '@/testing/fixtures';
import { holdRequests } from '@/testing/network';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { useDrawNotices } from '@/draws/draw-notices';
import { LastResultCard } from '../last-result-card';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('LastResultCard', () => {
  it('when no result is known yet, then it says "Loading last result..."', async () => {
    holdRequests();
    await renderWithProviders(<LastResultCard />);
    expect(screen.getByText('Loading last result...')).toBeInTheDocument();
  });

  it('while loading, then it keeps the loaded card’s rows (no jump later) and its links already work', async () => {
    holdRequests();
    await renderWithProviders(<LastResultCard />);
    const skeleton = screen.getByText('Loading last result...').closest('[aria-busy="true"]');
    expect(skeleton).not.toBeNull();
    expect(screen.queryByLabelText('Latest draw')).not.toBeInTheDocument();
    expect(skeleton?.querySelectorAll('.digit-box')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See All Results' })).toHaveAttribute(
      'href',
      '/result',
    );
    expect(screen.getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/check',
    );
  });

  it('when the API has no draw yet (404 → null), then it says so instead of loading for ever', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(latestResultQueryOptions().queryKey, null);
    await renderWithProviders(<LastResultCard />, { queryClient });
    expect(screen.getByText('No draw has been published yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading last result...')).not.toBeInTheDocument();
  });

  it('when the request fails and nothing is saved, then it says why with Retry (Home no longer spins for ever)', async () => {
    await renderWithProviders(<LastResultCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the last result.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See All Results' })).toHaveAttribute(
      'href',
      '/result',
    );
    expect(screen.queryByText('Loading last result...')).not.toBeInTheDocument();
  });

  it('when offline with nothing saved, then the card says so and its links still work', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<LastResultCard />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this has not been saved on this device yet.',
    );
    expect(screen.getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/check',
    );
  });

  it('when the refresh fails, then the saved draw shows with the age of its copy and Retry', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAW_2026_08_01, {
      updatedAt: Date.now() - 40 * 60_000,
    });
    await renderWithProviders(<LastResultCard />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: latestResultQueryOptions().queryKey }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Could not refresh: The server could not be reached.');
    expect(note).toHaveTextContent('Showing the copy saved 40 minutes ago.');
    expect(screen.getByLabelText('Latest draw')).toHaveTextContent('01/08/2026');
  });

  it('then it shows the date dd/MM/yyyy, Prize 1, both front-3, both last-3, last 2 and "See All Results"', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAW_2026_08_01);
    await renderWithProviders(<LastResultCard />, { queryClient });
    const card = screen.getByLabelText('Latest draw');
    expect(card).toHaveTextContent('Draw Date: 01/08/2026');
    expect(card).toHaveTextContent('932479');
    for (const n of ['672', '413', '039', '154', '69']) expect(card).toHaveTextContent(n);
    expect(screen.getByRole('link', { name: 'See All Results' })).toHaveAttribute(
      'href',
      '/result',
    );
    expect(screen.getByRole('link', { name: 'Full results of 01/08/2026' })).toHaveAttribute(
      'href',
      '/result/2026-08-01',
    );
  });

  it('when the draw is provisional, then the tiers still coming in say Pending and a badge says Provisional', async () => {
    const queryClient = createTestQueryClient();
    const { front3: _front3, last3: _last3, ...rest } = DRAW_2026_08_01;
    const provisional: Result = {
      ...rest,
      status: 'provisional',
      missing: ['near1', 'front3', 'last3', 'prize2', 'prize3', 'prize4', 'prize5'],
    };
    queryClient.setQueryData(latestResultQueryOptions().queryKey, provisional);
    await renderWithProviders(<LastResultCard />, { queryClient });
    const card = screen.getByLabelText('Latest draw');
    expect(card).toHaveTextContent('932479');
    expect(card).toHaveTextContent('Front 3Pending');
    expect(card).toHaveTextContent('Last 3Pending');
    expect(card).toHaveTextContent('Last 269');
    expect(screen.getByText('Provisional')).toBeInTheDocument();
  });

  it('when only the cached results list is there (offline), then the newest draw not after today is shown', async () => {
    const queryClient = createTestQueryClient();
    const future = {
      ...DRAW_2026_08_01,
      _id: 'f00000000000000000000001',
      date: '2999-01-01',
      prize1: '111111',
    };
    queryClient.setQueryData(resultsQueryOptions().queryKey, [
      future,
      DRAW_2026_08_01,
      DRAW_2026_07_16,
    ]);
    onlineManager.setOnline(false);
    await renderWithProviders(<LastResultCard />, { queryClient });
    expect(screen.getByLabelText('Latest draw')).toHaveTextContent('Draw Date: 01/08/2026');
    expect(screen.queryByText('111111')).not.toBeInTheDocument();
  });
});

describe('LastResultCard on draw day', () => {
  const PROVISIONAL: Result = {
    ...DRAW_2026_08_01,
    status: 'provisional',
    missing: ['prize2', 'prize3', 'prize4', 'prize5'],
  };
  // 14:52 on the visitor's clock (the test runs in whatever zone the machine has).
  const UPDATED = new Date(2026, 7, 1, 14, 52).getTime();

  async function renderWith(draw: Result) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(latestResultQueryOptions().queryKey, draw, { updatedAt: UPDATED });
    await renderWithProviders(<LastResultCard />, { queryClient });
    return queryClient;
  }

  it('when the last draw is provisional, then it is live with the time of the last update', async () => {
    await renderWith(PROVISIONAL);
    expect(screen.getByText('Live — numbers still coming in')).toBeInTheDocument();
    // The live status's code loads with the language's later part (the notifications' words).
    expect(await screen.findByText('Updated 14:52')).toBeInTheDocument();
  });

  it('when it turns final while open, then the live mark goes and a final note shows', async () => {
    const queryClient = await renderWith(PROVISIONAL);
    act(() => {
      queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAW_2026_08_01, {
        updatedAt: UPDATED + 60_000,
      });
    });
    expect(await screen.findByText('Final — every prize is in.')).toBeInTheDocument();
    expect(screen.getByText('Updated 14:53')).toBeInTheDocument();
    expect(screen.queryByText('Live — numbers still coming in')).not.toBeInTheDocument();
  });

  it('when the draw is final from the start, then nothing about live shows', async () => {
    await renderWith(DRAW_2026_08_01);
    expect(screen.queryByText(/Live —|Final —/)).not.toBeInTheDocument();
  });

  it('where the browser has no notifications, then no button is offered', async () => {
    await renderWith(PROVISIONAL);
    expect(screen.queryByRole('button', { name: 'Notify me when final' })).not.toBeInTheDocument();
  });

  it('when notifications are blocked, then it says where to allow them instead of a button', async () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    await renderWith(PROVISIONAL);
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me when final' })).not.toBeInTheDocument();
  });

  it('when the visitor clicks Notify me when final, then the permission is asked then (never on load) and the draw remembered', async () => {
    const requestPermission = vi.fn(() => Promise.resolve('granted' as const));
    const stand = { permission: 'default', requestPermission };
    requestPermission.mockImplementation(() => {
      stand.permission = 'granted';
      return Promise.resolve('granted' as const);
    });
    vi.stubGlobal('Notification', stand);
    await renderWith(PROVISIONAL);
    expect(requestPermission).not.toHaveBeenCalled();
    await act(async () => {
      screen.getByRole('button', { name: 'Notify me when final' }).click();
      await Promise.resolve();
    });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/You will get a notification when the results are final/),
    ).toBeInTheDocument();
    expect(useDrawNotices.getState().wanted[PROVISIONAL.date]).toBe(true);
  });
});
