import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { api, ApiError, createApiClient, REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { noop } from '@/lib/noop';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { OFFLINE_PAGE_TEXT } from '../query-notes';
import { describeFailure } from '../describe-failure';
import { QueryState } from '../query-state';
import { SLOW_AFTER_MS } from '../query-view';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const KEY = ['query-state-test'];

/** Moves the fake clock on, letting React and React Query catch up. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A list whose fetch is `queryFn` (the app's api client where it matters). */
function Words({ queryFn, scope }: { queryFn: () => Promise<string[]>; scope?: 'page' | 'card' }) {
  const query = useQuery({ queryKey: KEY, queryFn });
  return (
    <QueryState
      query={query}
      what="the words"
      queryKey={KEY}
      scope={scope}
      loading={<p>Loading words...</p>}
      empty={<p>No words found</p>}
    >
      {(words) => (
        <ul aria-label="Words">
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** A real failure: the test setup points the API at the discard port, where nobody answers. */
const unreachable = () => api.get<string[]>('/tips');

describe('QueryState', () => {
  it('when loading, then it shows the loading text and, after the bound, says it is slow with a Retry that fetches again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = createTestQueryClient();
    const queryFn = vi.fn(() => new Promise<string[]>(() => undefined));
    render(
      <QueryClientProvider client={queryClient}>
        <Words queryFn={queryFn} />
      </QueryClientProvider>,
    );
    await advance(0);
    expect(screen.getByText('Loading words...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await advance(SLOW_AFTER_MS - 100);
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.');
    expect(screen.getByText('Loading words...')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    // The wait starts again with the new request.
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    await advance(SLOW_AFTER_MS);
    expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
  });

  it('when the page renders seconds after its request started (a slow phone), then it says it is slow 10 s after the request, not after the render', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = createTestQueryClient();
    // As the route's loader does, before the page's first render.
    queryClient
      .query({ queryKey: KEY, queryFn: () => new Promise<string[]>(() => undefined) })
      .catch(noop);
    await advance(6_000);
    render(
      <QueryClientProvider client={queryClient}>
        <Words queryFn={() => new Promise<string[]>(() => undefined)} />
      </QueryClientProvider>,
    );
    await advance(0);
    expect(screen.getByText('Loading words...')).toBeInTheDocument();
    await advance(SLOW_AFTER_MS - 6_000 - 100);
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.');
  });

  it('when the server never answers, then it says it is slow and, once the request gives up, what went wrong with Retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The app's api client over a connection that never answers (a hung server).
    const hung = createApiClient('http://api.test', () => new Promise<Response>(() => undefined));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Words queryFn={() => hung.get<string[]>('/tips')} />
      </QueryClientProvider>,
    );
    await advance(SLOW_AFTER_MS);
    expect(screen.getByRole('status')).toHaveTextContent('This is taking longer than usual.');
    await advance(REQUEST_TIMEOUT_MS - SLOW_AFTER_MS);
    await advance(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the words.');
    expect(alert).toHaveTextContent('The server took too long to answer.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('Loading words...')).not.toBeInTheDocument();
  });

  it('when the request fails, then it says what went wrong (not the empty text) and Retry loads it', async () => {
    let calls = 0;
    const queryFn = () => (++calls === 1 ? unreachable() : Promise.resolve(['เลขเด็ด', 'lucky']));
    await renderWithProviders(<Words queryFn={queryFn} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the words.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.queryByText('No words found')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading words...')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Words' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when offline with nothing saved, then it says so and what works offline (never loading)', async () => {
    onlineManager.setOnline(false);
    const queryFn = vi.fn(unreachable);
    await renderWithProviders(<Words queryFn={queryFn} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(OFFLINE_PAGE_TEXT);
    expect(within(status).getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/check',
    );
    expect(within(status).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Loading words...')).not.toBeInTheDocument();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('when offline with nothing saved in a card, then the short form says it loads when back online', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<Words queryFn={unreachable} scope="card" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this has not been saved on this device yet.',
    );
  });

  it('when the browser is offline and the request failed, then it is the offline state, not a failure', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithProviders(<Words queryFn={unreachable} />);
    expect(await screen.findByText(`${OFFLINE_PAGE_TEXT}.`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the list is empty, then it shows the empty text only', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, []);
    await renderWithProviders(<Words queryFn={unreachable} />, { queryClient });
    expect(screen.getByText('No words found')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when fresh data is there, then it shows the data with no note', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, ['one']);
    await renderWithProviders(<Words queryFn={unreachable} />, { queryClient });
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('one');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a refresh fails, then the saved data stays with its age, why, and a Retry', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, ['saved'], { updatedAt: Date.now() - 5 * 60_000 });
    await renderWithProviders(<Words queryFn={unreachable} />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Could not refresh: The server could not be reached.');
    expect(note).toHaveTextContent('Showing the copy saved 5 minutes ago.');
    expect(within(note).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('saved');
  });

  it('when the service worker answers with its saved copy (the API is down), then the copy shows with its age, why, and a Retry', async () => {
    // The app's api client over a fetch that answers as the worker does from its cache
    // (stamped X-Lotto-Saved-At; the stamp is tested against a real server in api-client.test.ts).
    const fromWorker = createApiClient('http://api.test', () =>
      Promise.resolve(
        new Response(JSON.stringify(['cached']), {
          headers: {
            'content-type': 'application/json',
            'x-lotto-saved-at': new Date(Date.now() - 2 * 3_600_000).toISOString(),
          },
        }),
      ),
    );
    await renderWithProviders(<Words queryFn={() => fromWorker.get<string[]>('/tips')} />, {
      queryClient: createTestQueryClient(),
    });
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Could not refresh: The server could not be reached.');
    expect(note).toHaveTextContent('Showing the copy saved 2 hours ago.');
    expect(within(note).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('cached');
  });

  it('when offline with saved data, then the data shows with the age of the copy', async () => {
    onlineManager.setOnline(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(KEY, ['saved'], { updatedAt: Date.now() - 3 * 3_600_000 });
    await renderWithProviders(<Words queryFn={unreachable} />, { queryClient });
    await act(() => queryClient.refetchQueries({ queryKey: KEY }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Offline: showing the copy saved 3 hours ago.',
    );
    expect(screen.getByRole('list', { name: 'Words' })).toHaveTextContent('saved');
  });
});

describe('a coded API error on the page', () => {
  /** The API's answer to a suspended member's VIP list, and to a request it did not accept. */
  const suspended = () =>
    new ApiError(
      403,
      'Your membership is suspended, so VIP tips are closed to you.',
      undefined,
      undefined,
      {
        code: 'membership_suspended',
      },
    );
  const rejected = () =>
    new ApiError(409, 'A result for 2024-01-17 already exists', undefined, undefined, {
      code: 'conflict',
    });

  afterEach(() => activateLocale('en'));

  it.each([
    ['th', /สมาชิกภาพของคุณ/, 'คำขอล้มเหลว'],
    ['ur', /آپ کی رکنیت معطل ہے/, 'درخواست ناکام'],
  ] as const)(
    'when the language is %s, then the failure shows the code in its words, never the server’s English',
    async (locale, membership, failed) => {
      await activateLocale(locale);
      const queryClient = createTestQueryClient();
      render(
        <QueryClientProvider client={queryClient}>
          <Words queryFn={() => Promise.reject(suspended())} />
        </QueryClientProvider>,
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(membership);
      expect(alert).not.toHaveTextContent('VIP tips are closed to you');
      expect(describeFailure(rejected())).toContain(failed);
      expect(describeFailure(rejected())).not.toContain('already exists');
    },
  );

  it('when English is active, then a coded 403 of the membership says why in English', () => {
    expect(describeFailure(suspended())).toMatch(/^Your membership is suspended/);
    expect(
      describeFailure(
        new ApiError(404, 'No draw for 2024-01-17', undefined, undefined, { code: 'not_found' }),
      ),
    ).toBe('It was not found (error 404).');
  });
});
