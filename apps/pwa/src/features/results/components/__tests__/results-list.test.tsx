import type { Result } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { DRAW_2015_08_16, DRAW_2026_08_01, manyDraws } from '@/testing/fixtures';
import { holdRequests } from '@/testing/network';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { ResultsList } from '../results-list';

afterEach(() => onlineManager.setOnline(true));

describe('ResultsList', () => {
  it('when loading, then it says "Loading results..."', async () => {
    holdRequests();
    await renderWithProviders(<ResultsList />);
    expect(screen.getByText('Loading results...')).toBeInTheDocument();
  });

  it('when the request fails, then it says the results could not be loaded and why, with Retry', async () => {
    const { queryClient } = await renderWithProviders(<ResultsList />);
    await waitFor(() =>
      expect(queryClient.getQueryState(resultsQueryOptions().queryKey)?.status).toBe('error'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the results.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading results...')).not.toBeInTheDocument();
  });

  it('when offline with no results saved, then it says the page has not been saved yet (no endless loading)', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<ResultsList />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are offline and this page has not been saved yet.');
    // What works offline: the pages whose code and data are on this device (none in this test).
    expect(status).toHaveTextContent('Nothing else has been saved on this device yet.');
    expect(screen.queryByText('Loading results...')).not.toBeInTheDocument();
  });

  it('when there are no results, then it says "No results found."', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(resultsQueryOptions().queryKey, []);
    await renderWithProviders(<ResultsList />, { queryClient });
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('then each card shows the draw date, Prize 1 and the three digit boxes', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(resultsQueryOptions().queryKey, [DRAW_2026_08_01, DRAW_2015_08_16]);
    await renderWithProviders(<ResultsList />, { queryClient });
    const card = screen.getByRole('article', { name: 'Draw 01/08/2026' });
    expect(card).toHaveTextContent('Draw Date: 01/08/2026');
    expect(card).toHaveTextContent('Prize 1932479');
    expect(card).toHaveTextContent('Front 3 Digits672413');
    expect(card).toHaveTextContent('Last 3 Digits039154');
    expect(card).toHaveTextContent('Last 2 Digits69');
    const old = screen.getByRole('article', { name: 'Draw 16/08/2015' });
    expect(old).toHaveTextContent('Last 3 Digits191233565908');
    // No front-3 prize before 1 Sep 2015: the box stays, empty (nothing is missing).
    expect(old).toHaveTextContent('Front 3 DigitsLast 3 Digits');
  });

  it('then each card links to its whole draw', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(resultsQueryOptions().queryKey, [DRAW_2026_08_01, DRAW_2015_08_16]);
    await renderWithProviders(<ResultsList />, { queryClient });
    const card = screen.getByRole('article', { name: 'Draw 01/08/2026' });
    const link = within(card).getByRole('link', { name: 'Full results of 01/08/2026' });
    expect(link).toHaveAttribute('href', '/result/2026-08-01');
    expect(link).toHaveTextContent('Full results');
    expect(
      within(screen.getByRole('article', { name: 'Draw 16/08/2015' })).getByRole('link', {
        name: 'Full results of 16/08/2015',
      }),
    ).toHaveAttribute('href', '/result/2015-08-16');
  });

  it('when a draw is provisional, then its missing tiers say Pending and a small badge says Provisional', async () => {
    const queryClient = createTestQueryClient();
    const { front3: _front3, last3: _last3, ...rest } = DRAW_2026_08_01;
    const provisional: Result = {
      ...rest,
      status: 'provisional',
      missing: ['near1', 'front3', 'last3', 'prize2', 'prize3', 'prize4', 'prize5'],
    };
    queryClient.setQueryData(resultsQueryOptions().queryKey, [provisional]);
    await renderWithProviders(<ResultsList />, { queryClient });
    const card = screen.getByRole('article', { name: 'Draw 01/08/2026' });
    expect(card).toHaveTextContent('Prize 1932479');
    expect(card).toHaveTextContent('Front 3 DigitsPending');
    expect(card).toHaveTextContent('Last 3 DigitsPending');
    expect(card).toHaveTextContent('Last 2 Digits69');
    expect(within(card).getByText('Provisional')).toHaveAttribute(
      'title',
      'Provisional — numbers still coming in',
    );
  });

  it('when a final draw lacks tiers, then they show "—" (not on file) and the badge names what is missing', async () => {
    const queryClient = createTestQueryClient();
    const partial: Result = {
      _id: 'c00000000000000000000001',
      date: '2003-03-01',
      drawDate: '2003-03-01',
      status: 'final',
      missing: ['near1', 'last2', 'prize2', 'prize3', 'prize4', 'prize5'],
      prize1: '441022',
      last3: ['322', '026', '707', '628'],
    };
    queryClient.setQueryData(resultsQueryOptions().queryKey, [partial]);
    await renderWithProviders(<ResultsList />, { queryClient });
    const card = screen.getByRole('article', { name: 'Draw 01/03/2003' });
    expect(card).toHaveTextContent('Last 2 Digits—not on file');
    expect(within(card).getByText('Some prizes not on file')).toHaveAttribute(
      'title',
      'Next to first prize, last 2 digits and 2nd–5th prizes not on file for this draw',
    );
  });

  it('when there are 875 draws, then only a window of cards is in the page', async () => {
    const queryClient = createTestQueryClient();
    const draws = manyDraws(875);
    queryClient.setQueryData(resultsQueryOptions().queryKey, draws);
    await renderWithProviders(<ResultsList />, { queryClient });
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(cards[0]).toHaveTextContent('Draw Date: 01/08/2026');
    const feed = screen.getByRole('feed', { name: 'Draw results' });
    expect(feed.querySelector('[aria-posinset="1"]')).toHaveAttribute('aria-setsize', '875');
  });
});

describe('ResultsList with a newer latest draw', () => {
  it('when the latest query knows a draw the cached list lacks, then it is shown first', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(resultsQueryOptions().queryKey, [DRAW_2015_08_16]);
    queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAW_2026_08_01);
    await renderWithProviders(<ResultsList />, { queryClient });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Draw 01/08/2026',
      'Draw 16/08/2015',
    ]);
  });
});
