import { type Draw, type DrawDetail, RESULT_PATHS } from '@lotto/contracts';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The app's one way to start the real API in component tests (it lives with the admin panel).
import { adminTokenFor, callApi } from '@/testing/test-api';
import { DRAW_1990_01_16, DRAW_2020_04_01, FULL_DRAW_2024_11_16 } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { asDraw } from '@/testing/shipped-draws';
import { queryKeys } from '@/lib/query-keys';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { resultsQueryOptions } from '@/draws/get-results';
import { DrawPage } from '../draw-page';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 40_000 });
afterEach(() => {
  // Unmount first: back online, a mounted page's paused request would start as the test ends.
  cleanup();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

type Numbers = Omit<Draw, '_id' | 'missing' | 'status' | 'drawDate'> & {
  drawDate?: string;
  status?: 'final' | 'provisional';
};

/** Publishes a draw through the admin API, as the admin panel does. */
async function publish(draw: Numbers): Promise<void> {
  const token = await adminTokenFor(api);
  const { status, body } = await callApi(api, 'POST', RESULT_PATHS.add, { body: draw, token });
  if (status !== 201) throw new Error(`POST add answered ${status}: ${JSON.stringify(body)}`);
}

const numbersOf = ({ _id: _, missing: __, ...draw }: Draw): Numbers => draw;
const words = (text: string) => text.split(' ');

/** A real draw of 16 Jun 2012 with its first prize, near-first and the main tiers only. */
const DRAW_2012_06_16: Numbers = {
  date: '2012-06-16',
  status: 'final',
  prize1: '159373',
  near1: words('159372 159374'),
  last3: words('238 479 547 790'),
  last2: '51',
};

const tier = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await publish(numbersOf(FULL_DRAW_2024_11_16));
  await publish(numbersOf(DRAW_1990_01_16));
  await publish(DRAW_2012_06_16);
  // 1 Mar 2003: the main tiers only, before any prize schedule on file.
  await publish({
    date: '2003-03-01',
    status: 'final',
    prize1: '441022',
    last3: words('322 026 707 628'),
    last2: '42',
  });
  const { _id: _, missing: __, ...april } = DRAW_2020_04_01;
  await publish(april);
});

describe('DrawPage', () => {
  it('when a complete 2024 draw opens, then every tier shows as on the sheet, with its amount per ticket', async () => {
    await renderWithProviders(<DrawPage date="2024-11-16" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results of 16/11/2024' }),
    ).toBeInTheDocument();
    // The server's title of the page (src/__tests__/server-page-titles.test.tsx compares the two).
    expect(document.title).toBe('Thai lottery result November 16, 2024');

    const first = tier('First prize');
    expect(first).toHaveTextContent('6,000,000 baht per ticket');
    expect(within(first).getByRole('listitem')).toHaveTextContent('187221');
    expect(
      within(tier('Next to first prize'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['187220', '187222']);
    expect(tier('Next to first prize')).toHaveTextContent('100,000 baht per ticket');
    expect(tier('Front 3 digits')).toHaveTextContent('4,000 baht per ticket');
    expect(tier('Last 2 digits')).toHaveTextContent('2,000 baht per ticket38');

    const fifth = screen.getByRole('list', { name: '5th prize' });
    const numbers = within(fifth).getAllByRole('listitem');
    expect(numbers).toHaveLength(100);
    expect(numbers[0]).toHaveTextContent('822346');
    expect(numbers[99]).toHaveTextContent('033780');
    // Each number opens its lookup over every draw (a leading zero stays: ?n=033780, not 33780).
    expect(within(first).getByRole('link', { name: '187221' })).toHaveAttribute(
      'href',
      '/history?n=187221',
    );
    expect(within(fifth).getByRole('link', { name: '033780' })).toHaveAttribute(
      'href',
      '/history?n=033780',
    );
    expect(
      within(screen.getByRole('list', { name: 'Last 2 digits' })).getByRole('link', { name: '38' }),
    ).toHaveAttribute('href', '/history?n=38');
    expect(tier('5th prize')).toHaveTextContent('20,000 baht per ticket · 100 numbers');
    expect(
      within(screen.getByRole('list', { name: '4th prize' })).getAllByRole('listitem'),
    ).toHaveLength(50);
    expect(tier('2nd prize')).toHaveTextContent('200,000 baht per ticket');

    // The sheet's order: first prize, next to it, front 3, last 3, last 2, then 2nd to 5th.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 9)).toEqual([
      'First prize',
      'Next to first prize',
      'Front 3 digits',
      'Last 3 digits',
      'Last 2 digits',
      '2nd prize',
      '3rd prize',
      '4th prize',
      '5th prize',
    ]);
    expect(screen.getByText('Period date').nextSibling).toHaveTextContent('16/11/2024');
    expect(screen.getByText('Draw date').nextSibling).toHaveTextContent('16/11/2024');
    expect(screen.queryByText(/not on file/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a ticket against this draw' })).toHaveAttribute(
      'href',
      '/check?draw=2024-11-16',
    );
  });

  it('when a draw lacks its 2nd–5th prizes, then it says so and the older schedule is per 40-baht slip', async () => {
    await renderWithProviders(<DrawPage date="2012-06-16" />);
    expect(await screen.findByText('2nd–5th prizes not on file for this draw')).toBeInTheDocument();
    expect(tier('First prize')).toHaveTextContent('2,000,000 baht per 40-baht slip');
    // Four last-3 numbers and no front-3 before 1 Sep 2015.
    expect(
      within(screen.getByRole('list', { name: 'Last 3 digits' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Front 3 digits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '5th prize' })).not.toBeInTheDocument();
    expect(screen.getByText(/a ticket was a pair of two identical slips/)).toBeInTheDocument();
  });

  it('when no prize schedule is on file for the period, then each amount says "Amount not on file"', async () => {
    await renderWithProviders(<DrawPage date="2003-03-01" />);
    expect(
      await screen.findByText('Next to first prize and 2nd–5th prizes not on file for this draw'),
    ).toBeInTheDocument();
    expect(tier('First prize')).toHaveTextContent('Amount not on file');
    expect(tier('Last 2 digits')).toHaveTextContent('Amount not on file42');
    expect(screen.getByText(/prize amounts of this period are not on file/)).toBeInTheDocument();
  });

  it('when the draw is provisional, then it says the numbers are still coming in and marks the missing tiers Pending', async () => {
    await publish({ date: '2026-03-16', prize1: '123456', last2: '07' });
    await renderWithProviders(<DrawPage date="2026-03-16" />);
    expect(await screen.findByText('Provisional — numbers still coming in')).toBeInTheDocument();
    expect(tier('First prize')).toHaveTextContent('123456');
    expect(tier('Front 3 digits')).toHaveTextContent('Pending');
    expect(tier('5th prize')).toHaveTextContent('Pending');
    expect(tier('Last 2 digits')).toHaveTextContent('07');
  });

  it('when a published number was corrected, then it says when and what changed (old → new)', async () => {
    const date = '2025-06-16';
    await publish({ ...numbersOf(FULL_DRAW_2024_11_16), date, drawDate: date });
    const token = await adminTokenFor(api);
    const patched = await callApi(api, 'PATCH', RESULT_PATHS.update(date), {
      body: { last2: '39', note: 'Checked against the printed sheet' },
      token,
    });
    expect(patched.status).toBe(200);
    await renderWithProviders(<DrawPage date={date} />);
    const corrected = await screen.findByRole('region', {
      name: /^Corrected on \d\d\/\d\d\/\d{4}$/,
    });
    const change = within(corrected).getByRole('listitem');
    expect(change).toHaveTextContent('Last 2 digits: 38 → 39 (Checked against the printed sheet)');
    expect(change.querySelector('del')).toHaveTextContent('38');
    expect(change.querySelector('ins')).toHaveTextContent('39');
    expect(tier('Last 2 digits')).toHaveTextContent('39');
  });

  it('when a list tier was corrected, then only the number that changed is named', async () => {
    const date = '2025-07-01';
    await publish({ ...numbersOf(FULL_DRAW_2024_11_16), date, drawDate: date });
    const prize4 = [...FULL_DRAW_2024_11_16.prize4];
    prize4[3] = '000001';
    const token = await adminTokenFor(api);
    await callApi(api, 'PATCH', RESULT_PATHS.update(date), { body: { prize4 }, token });
    await renderWithProviders(<DrawPage date={date} />);
    const corrected = await screen.findByRole('region', { name: /^Corrected on / });
    expect(within(corrected).getByRole('listitem')).toHaveTextContent('4th prize: 852768 → 000001');
  });

  it('when the draw is of 1990–94, then it explains its 7-digit first prize cannot be checked like today’s tickets', async () => {
    await renderWithProviders(<DrawPage date="1990-01-16" />);
    expect(
      await screen.findByText(
        /The first prizes of 1990–94 had 7 digits\. A draw of that time cannot be checked like today's 6-digit tickets\./,
      ),
    ).toBeInTheDocument();
    expect(tier('First prize')).toHaveTextContent('3992239');
    expect(
      screen.queryByRole('link', { name: 'Check a ticket against this draw' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/two-year claim period ended/)).toBeInTheDocument();
  });

  it('when the period was drawn on another day, then both dates show and it says so', async () => {
    await renderWithProviders(<DrawPage date="2020-04-01" />);
    expect(
      await screen.findByText(
        'The 01/04/2020 period was drawn on 16/05/2020, not on its period date.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Period date').nextSibling).toHaveTextContent('01/04/2020');
    expect(screen.getByText('Draw date').nextSibling).toHaveTextContent('16/05/2020');
  });

  it('when no draw has that date, then it says "No draw on file for this date" with a link to all results', async () => {
    await renderWithProviders(<DrawPage date="2024-11-17" />);
    expect(
      await screen.findByRole('heading', { name: 'No draw on file for this date' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/result',
    );
  });

  it('when the date is the day a period was drawn, then the not-found page links to that period', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(resultsQueryOptions().queryKey, [DRAW_2020_04_01]);
    await renderWithProviders(<DrawPage date="2020-05-16" />, { queryClient });
    await screen.findByRole('heading', { name: 'No draw on file for this date' });
    expect(screen.getByRole('link', { name: 'Results of 01/04/2020' })).toHaveAttribute(
      'href',
      '/result/2020-04-01',
    );
  });

  it('when the address holds no date, then it is not found without asking the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderWithProviders(<DrawPage date="2024-02-30" />);
    expect(
      screen.getByRole('heading', { name: 'No draw on file for this date' }),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when the request fails, then it shows the error and Retry loads the draw', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderWithProviders(<DrawPage date="2024-11-16" />);
    expect(
      await screen.findByRole('heading', { name: 'The draw could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results of 16/11/2024' }),
    ).toBeInTheDocument();
  });

  it('when offline and the draw is not on the device, then it says so', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<DrawPage date="2024-11-16" />);
    expect(
      screen.getByRole('heading', { name: 'This draw is not saved on this device' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline and this page has not been saved yet.',
    );
    expect(screen.queryByText('Loading the draw...')).not.toBeInTheDocument();
  });

  it('when offline and the draw is among the claimable draws on the device, then it shows at once', async () => {
    onlineManager.setOnline(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    await renderWithProviders(<DrawPage date="2024-11-16" />, { queryClient });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results of 16/11/2024' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '5th prize' })).getAllByRole('listitem'),
    ).toHaveLength(100);
    expect(tier('First prize')).toHaveTextContent('6,000,000 baht per ticket');
  });

  it("when the sources disagree on the last-2, then the tier shows every source's value, and the completeness line says so", async () => {
    onlineManager.setOnline(false);
    const queryClient = createTestQueryClient();
    // 16 Jun 2025, as shipped: its last-2 is 96 in GLO's table and 06 in the Sanook archive.
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [asDraw('2025-06-16')]);
    await renderWithProviders(<DrawPage date="2025-06-16" />, { queryClient });
    const last2 = tier('Last 2 digits');
    const sentence =
      "Sources disagree: 96 in GLO's table, 06 in the Sanook archive — check GLO's official sheet";
    expect(within(last2).getByText(sentence)).toBeInTheDocument();
    expect(last2).toHaveTextContent("GLO's table96");
    expect(last2).toHaveTextContent('the Sanook archive06');
    expect(last2).toHaveTextContent('2,000 baht per ticket');
    expect(last2).not.toHaveTextContent('not on file');
    expect(
      screen.getByText(
        "Sources disagree on last 2 digits: every source's value is shown, none is picked",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not on file for this draw/)).not.toBeInTheDocument();
  });

  it('when the detail arrives after the claimable copy, then the page shows the detail', async () => {
    const queryClient = createTestQueryClient();
    const stale: Draw = { ...FULL_DRAW_2024_11_16, prize1: '999999' };
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [stale]);
    // The claimable copy may show first; how long depends on how fast the real API answers, so only
    // the outcome is asserted: the detail replaces it.
    await renderWithProviders(<DrawPage date="2024-11-16" />, { queryClient });
    await waitFor(() => expect(tier('First prize')).toHaveTextContent('187221'));
    const detail = queryClient.getQueryData<DrawDetail>(queryKeys.results.draw('2024-11-16'));
    expect(detail?.era).toBe('front3');
  });

  describe('on draw day', () => {
    /** The page's requests for one draw in full (GETs: the test's own PATCHes share the path). */
    const drawRequests = (spy: { mock: { calls: Parameters<typeof fetch>[] } }, date: string) =>
      spy.mock.calls.filter(
        ([url, init]) =>
          (url instanceof Request ? url.url : url.toString()).endsWith(RESULT_PATHS.detail(date)) &&
          (init?.method ?? 'GET') === 'GET',
      ).length;

    /** The page's clock at `time` in Bangkok on `date`; timers of a minute run on demand. */
    const clockAt = (date: string, time: string) =>
      vi.useFakeTimers({
        toFake: ['Date', 'setInterval', 'clearInterval'],
        now: new Date(`${date}T${time}:00+07:00`),
      });

    it('when the draw under way is not on file yet, then its page is live, asks once a minute, and shows each tier as published until final', async () => {
      // 1 Dec 2026: a regular draw (the 1st), at 14:40 in Bangkok.
      const date = '2026-12-01';
      clockAt(date, '14:40');
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await renderWithProviders(<DrawPage date={date} />);
      expect(await screen.findByText('Live — numbers still coming in')).toBeInTheDocument();
      expect(screen.getByText(/its first numbers are not out yet/)).toBeInTheDocument();
      expect(screen.getByText(/^Checked \d\d:\d\d$/)).toBeInTheDocument();
      expect(screen.queryByText('No draw on file for this date')).not.toBeInTheDocument();
      // The 404 is asked once (never retried), then once a minute.
      expect(drawRequests(fetchSpy, date)).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(drawRequests(fetchSpy, date)).toBe(2));

      const { prize1, last2, near1, front3, last3, prize2, prize3, prize4, prize5 } =
        FULL_DRAW_2024_11_16;
      await publish({ date, prize1 });
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(tier('First prize')).toHaveTextContent(prize1));
      expect(screen.getByText('Live — numbers still coming in')).toBeInTheDocument();
      expect(tier('Last 2 digits')).toHaveTextContent('Pending');

      const token = await adminTokenFor(api);
      await callApi(api, 'PATCH', RESULT_PATHS.update(date), { body: { last2 }, token });
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(tier('Last 2 digits')).toHaveTextContent(last2));

      await callApi(api, 'PATCH', RESULT_PATHS.update(date), {
        body: { near1, front3, last3, prize2, prize3, prize4, prize5, status: 'final' },
        token,
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByText('Final — every prize is in.')).toBeInTheDocument();
      expect(screen.queryByText('Live — numbers still coming in')).not.toBeInTheDocument();
      expect(drawRequests(fetchSpy, date)).toBe(5);
      // Final: no more requests for it, however long the page stays open.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(drawRequests(fetchSpy, date)).toBe(5);
    });

    it('when a date near today is not the draw under way, then it stays "No draw on file" and is not asked again', async () => {
      // 16 Dec 2026 is a draw day, but at 14:40 on 1 Dec only 1 Dec's draw is under way.
      const date = '2026-12-16';
      clockAt('2026-12-01', '14:40');
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await renderWithProviders(<DrawPage date={date} />);
      expect(
        await screen.findByRole('heading', { name: 'No draw on file for this date' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Live — numbers still coming in')).not.toBeInTheDocument();
      expect(drawRequests(fetchSpy, date)).toBe(1);
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(drawRequests(fetchSpy, date)).toBe(1);
    });
  });
});
