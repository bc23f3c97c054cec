import { newestNotAfter, RESULT_PATHS, type Result } from '@lotto/contracts';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The app's one way to start the real API in component tests (it lives with the admin panel).
import { adminTokenFor, callApi } from '@/testing/test-api';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { DRAW_1990_01_16, FULL_DRAW_2024_11_16, lightOf } from '@/testing/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { useSavedTickets } from '../../stores/saved-tickets-store';
import { addBody, asDraw, asLight } from '@/testing/shipped-draws';
import { TicketChecker } from '../ticket-checker';
import { NEAR_FIRST_WORKED_OUT_NOTE, SEVERAL_PRIZES_NOTE } from '../../lib/tickets';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 40_000 });

async function publish(body: Record<string, unknown>): Promise<void> {
  const token = await adminTokenFor(api);
  const { status, body: answer } = await callApi(api, 'POST', RESULT_PATHS.add, { body, token });
  if (status !== 201) throw new Error(`POST add answered ${status}: ${JSON.stringify(answer)}`);
}

/** A draw on draw day: the first prize only, the rest still coming in. */
const PROVISIONAL: Result = {
  _id: 'c00000000000000000000001',
  date: '2026-11-16',
  drawDate: '2026-11-16',
  status: 'provisional',
  missing: ['near1', 'front3', 'last3', 'last2', 'prize2', 'prize3', 'prize4', 'prize5'],
  prize1: '123456',
};

// Newest first, as the light list comes.
const results: Result[] = [
  PROVISIONAL,
  asLight('2026-07-16'),
  asLight('2024-12-16'),
  lightOf(FULL_DRAW_2024_11_16),
  asLight('2016-06-16'),
  asLight('2014-06-16'),
  asLight('2010-09-16'),
  asLight('2003-03-01'),
  DRAW_1990_01_16,
];

beforeAll(async () => {
  await publish({ date: PROVISIONAL.date, status: 'provisional', prize1: PROVISIONAL.prize1 });
  await publish(addBody('2026-07-16'));
  await publish(addBody('2024-12-16'));
  const { _id, missing: _m, ...full } = FULL_DRAW_2024_11_16;
  await publish(full);
  await publish(addBody('2016-06-16'));
  await publish(addBody('2014-06-16'));
  await publish(addBody('2010-09-16'));
  await publish(addBody('2003-03-01'));
});

beforeEach(() => {
  useSavedTickets.setState({ tickets: [], notified: {}, lastCheckedDraw: null });
});
afterEach(() => onlineManager.setOnline(true));

async function outcomeRow(ticket: string): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Checked tickets' });
  const row = list.querySelector<HTMLElement>(`[data-ticket="${ticket}"]`);
  if (!row) throw new Error(`no row for ${ticket}`);
  return row;
}

async function pickDraw(query: string, title: string) {
  const box = screen.getByRole('combobox', { name: 'Draw' });
  await userEvent.click(box);
  await userEvent.type(box, query);
  await userEvent.click(await screen.findByTitle(title));
}

async function check(tickets: string) {
  await userEvent.clear(screen.getByLabelText('Ticket numbers'));
  await userEvent.type(screen.getByLabelText('Ticket numbers'), tickets);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('TicketChecker', () => {
  it('when nothing is entered, then it asks for a ticket number', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter at least one 6-digit ticket number')).toBeInTheDocument();
  });

  it('when a number is not exactly 6 digits, then it says so and checks nothing', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await check('932479 12345');
    expect(
      await screen.findByText('Each ticket number must be exactly 6 digits'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checked tickets' })).not.toBeInTheDocument();
  });

  it('when the sources disagree on the last-2 of a draw on the device, then a matching ticket may have won and a ticket matching neither did not win it either way', async () => {
    const queryClient = createTestQueryClient();
    // 16 Jun 2025, as shipped: its last-2 is 96 in GLO's table and 06 in the Sanook archive.
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [asDraw('2025-06-16')]);
    onlineManager.setOnline(false);
    const withJune = [...results.slice(1, 2), asLight('2025-06-16'), ...results.slice(2)];
    await renderWithProviders(
      <TicketChecker results={withJune} latest={newestNotAfter(withJune)} />,
      { queryClient },
    );
    await pickDraw('16/06/2025', '16/06/2025');
    await check('123496 000006 123455');

    const glo = await outcomeRow('123496');
    expect(glo).toHaveTextContent(
      "May have won: last-2 (sources disagree — check GLO's official sheet)",
    );
    expect(glo).toHaveTextContent(
      "Your ticket matches 96 from GLO's table; the Sanook archive has 06 — check GLO's official sheet before you claim",
    );
    expect(glo).toHaveTextContent('Last 2 digits: may have won 2,000 baht');
    expect(glo).not.toHaveTextContent('Wins');
    expect(glo).not.toHaveTextContent('No prize');

    expect(await outcomeRow('000006')).toHaveTextContent(
      "Your ticket matches 06 from the Sanook archive; GLO's table has 96 — check GLO's official sheet before you claim",
    );

    const neither = await outcomeRow('123455');
    expect(neither).toHaveTextContent('No prize');
    expect(neither).toHaveTextContent(
      "Last 2 digits: sources disagree (96 in GLO's table, 06 in the Sanook archive); your ticket matches none of them, so it did not win this prize either way.",
    );
    // Compared with both values: not among the tiers that could not be checked.
    expect(neither).not.toHaveTextContent('Not checked');
  });

  it('when a ticket won a 2nd prize of a 2024 draw kept on the device, then it wins 200,000 baht, offline too', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    onlineManager.setOnline(false);
    await renderWithProviders(
      <TicketChecker results={results} latest={newestNotAfter(results)} />,
      { queryClient },
    );
    await pickDraw('16/11/2024', '16/11/2024');
    // 856492: the first 2nd-prize number of 16 Nov 2024; 187220: next to its first prize 187221.
    // 036038: front-3 036 and last-2 38 — two prizes on one ticket.
    await check('856492 187220 111111 036038');

    expect(await screen.findByText('Results for the draw of 16/11/2024')).toBeInTheDocument();
    expect(await outcomeRow('856492')).toHaveTextContent('2nd prize: 200,000 baht');
    expect(await outcomeRow('856492')).toHaveTextContent('Wins 200,000 baht');
    expect(await outcomeRow('187220')).toHaveTextContent('Next to first prize: 100,000 baht');
    // Every tier on file: a bare 'No prize' is right here.
    expect(await outcomeRow('111111')).toHaveTextContent(/^111111No prize$/);
    expect(await outcomeRow('111111')).not.toHaveTextContent(NEAR_FIRST_WORKED_OUT_NOTE);
    // Two prizes: the total adds them, and says that paying both is not on file.
    const two = await outcomeRow('036038');
    expect(two).toHaveTextContent('Wins 6,000 baht');
    expect(two).toHaveTextContent('Front 3 digits: 4,000 baht');
    expect(two).toHaveTextContent('Last 2 digits: 2,000 baht');
    expect(two).toHaveTextContent(SEVERAL_PRIZES_NOTE);
    expect(await outcomeRow('856492')).not.toHaveTextContent(SEVERAL_PRIZES_NOTE);
    expect(screen.getByText('Amounts per 80-baht ticket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the full draw of 16/11/2024' })).toHaveAttribute(
      'href',
      '/result/2024-11-16',
    );
  });

  it('when tickets are checked, then a polite status region, there before the check, reads the draw and each verdict, then the next check’s', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    onlineManager.setOnline(false);
    await renderWithProviders(
      <TicketChecker results={results} latest={newestNotAfter(results)} />,
      { queryClient },
    );
    const region = document.querySelector<HTMLElement>('p.sr-only[role="status"]');
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();
    await pickDraw('16/11/2024', '16/11/2024');
    await check('856492 111111');
    const verdicts =
      'Checked against the draw of 16/11/2024. 856492: Wins 200,000 baht. 111111: No prize';
    await vi.waitFor(() => expect(region).toHaveTextContent(verdicts));
    // Another check: the region now reads its verdicts.
    await check('187220');
    await vi.waitFor(() =>
      expect(region).toHaveTextContent(
        'Checked against the draw of 16/11/2024. 187220: Wins 100,000 baht',
      ),
    );
  });

  it('when a real 2024 draw is not on the device, then its full draw is fetched and the 2nd prize found', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('2024', '16/12/2024');
    // 208137 is a 2nd-prize number of 16 Dec 2024 (not in the light list: the draw had to be fetched).
    await check('208137');
    expect(await screen.findByText('Results for the draw of 16/12/2024')).toBeInTheDocument();
    expect(await outcomeRow('208137')).toHaveTextContent('2nd prize: 200,000 baht');
    expect(await outcomeRow('208137')).toHaveTextContent('Wins 200,000 baht');
  });

  it('when a draw of the old schedule is checked, then the amounts are per 40-baht slip', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('มิถุนายน 2557', '16/06/2014');
    // 141835: a 2nd prize of 16 Jun 2014; 000639: one of its four last-3 numbers.
    await check('141835 000639');
    expect(await screen.findByText('Results for the draw of 16/06/2014')).toBeInTheDocument();
    expect(await outcomeRow('141835')).toHaveTextContent('2nd prize: 100,000 baht per slip');
    expect(await outcomeRow('141835')).toHaveTextContent('Wins 100,000 baht per slip');
    expect(await outcomeRow('000639')).toHaveTextContent('Last 3 digits: 2,000 baht per slip');
    expect(screen.getByText(/Amounts per 40-baht slip, as paid then/)).toBeInTheDocument();
    expect(screen.getByText('Claim period over (ended 16/06/2016)')).toBeInTheDocument();
  });

  it('when a ticket wins on a 2003 draw, which has no prize schedule on file, then it names the prize and says the amount is not on file', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('01/03/2003', '01/03/2003');
    // 441022: the first prize of 1 Mar 2003; 555322: one of its four last-3 numbers (322).
    await check('441022 555322');
    expect(await screen.findByText('Results for the draw of 01/03/2003')).toBeInTheDocument();
    const first = await outcomeRow('441022');
    expect(first).toHaveTextContent('First prize: amount not on file');
    expect(first).toHaveTextContent('Wins — amount not on file');
    const last3 = await outcomeRow('555322');
    expect(last3).toHaveTextContent('Last 3 digits: amount not on file');
    expect(last3).toHaveTextContent('Wins — amount not on file');
    // Never an amount: not today's, not the 2006 schedule's.
    for (const row of [first, last3]) {
      expect(row).not.toHaveTextContent(/baht|\d,\d{3}/);
    }
    expect(
      screen.getByText('The prize amounts of this period are not on file.'),
    ).toBeInTheDocument();
  });

  it('when a ticket wins the first prize of a 2016 draw, whose first-prize amount is disputed, then it says the amount is not on file', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('16/06/2016', '16/06/2016');
    // 073816: the first prize of 16 Jun 2016; 073817: next to it, whose amount is on file.
    await check('073816 073817');
    expect(await screen.findByText('Results for the draw of 16/06/2016')).toBeInTheDocument();
    const first = await outcomeRow('073816');
    expect(first).toHaveTextContent('First prize: amount not on file');
    expect(first).toHaveTextContent('Wins — amount not on file');
    expect(first).not.toHaveTextContent(/baht|\d,\d{3}/);
    // The same draw's other amounts are on file, per 40-baht slip.
    const near = await outcomeRow('073817');
    expect(near).toHaveTextContent('Next to first prize: 50,000 baht per slip');
    expect(near).toHaveTextContent('Wins 50,000 baht per slip');
  });

  it('when an old draw is not on the device and the app is offline, then the light list is used and the tiers checked are named', async () => {
    onlineManager.setOnline(false);
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('16/09/2010', '16/09/2010');
    // 335355 is a 2nd prize of that draw, but the 2nd prizes are not on this device (and its 5th
    // prizes are not on file at all: placeholders in the only source that has them).
    await check('335355');
    expect(
      await screen.findByText(
        'Offline: the full draw is not on this device, so only these prizes were checked: first, next to first, last-3, last-2.',
      ),
    ).toBeInTheDocument();
    const row = await outcomeRow('335355');
    expect(row).toHaveTextContent(
      'No prize among the prizes on this device: first, next to first, last-3, last-2',
    );
    expect(row).toHaveTextContent('Not checked, not on this device: 2nd, 3rd, 4th');
    expect(row).toHaveTextContent('Not checked, not on file: 5th');
  });

  it('when the full draw of an old period fails to load, then the light list is checked, it says so, and Try again fetches it', async () => {
    const realFetch = globalThis.fetch;
    let failing = true;
    // The browser's network fails for this one draw until the "connection" is back.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      failing &&
      (input instanceof Request ? input.url : input.toString()).includes('/results/2014-06-16')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('16/06/2014', '16/06/2014');
    await check('141835');
    expect(
      await screen.findByText(
        /^The full draw could not be loaded, so only these prizes were checked: first, next to first, last-3, last-2\./,
      ),
    ).toBeInTheDocument();
    expect(await outcomeRow('141835')).toHaveTextContent('Not checked, not on this device: 2nd');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await outcomeRow('141835')).toHaveTextContent('2nd prize: 100,000 baht per slip');
    expect(screen.queryByText(/The full draw could not be loaded/)).not.toBeInTheDocument();
  });

  it('when a 2026 draw lacks its 2nd–5th prizes, then the verdict says which prizes were checked', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('July 2026', '16/07/2026');
    // 639213: next to the first prize 639214; 111111 wins nothing among the tiers on file.
    await check('111111 639213');
    expect(await screen.findByText('Results for the draw of 16/07/2026')).toBeInTheDocument();
    const loser = await outcomeRow('111111');
    expect(loser).toHaveTextContent(
      'No prize among the prizes on file: first, next to first, front-3, last-3, last-2',
    );
    expect(loser).toHaveTextContent('Not checked, not on file: 2nd–5th');
    // The draw page says next-to-first is not on file: the checker says it worked them out.
    expect(loser).toHaveTextContent(NEAR_FIRST_WORKED_OUT_NOTE);
    expect(loser).not.toHaveTextContent(/No prize$/);
    expect(await outcomeRow('639213')).toHaveTextContent('Wins 100,000 baht');
    expect(await outcomeRow('639213')).toHaveTextContent('Not checked, not on file: 2nd–5th');
  });

  it('when the draw is provisional, then each verdict says the numbers are still coming in', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    // The newest draw is picked by default.
    await check('654321 123457');
    expect(await screen.findByText('Results for the draw of 16/11/2026')).toBeInTheDocument();
    const loser = await outcomeRow('654321');
    expect(loser).toHaveTextContent('No prize among the prizes on file: first, next to first');
    expect(loser).toHaveTextContent('Provisional — numbers still coming in');
    expect(await outcomeRow('123457')).toHaveTextContent('Next to first prize: 100,000 baht');
    expect(await outcomeRow('123457')).toHaveTextContent('Provisional — numbers still coming in');
  });

  it('when a 7-digit draw of 1990 is picked, then it says its tickets cannot be checked as 6-digit ones', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    await pickDraw('1990', '16/01/1990');
    await check('399223');
    expect(await screen.findByText('Results for the draw of 16/01/1990')).toBeInTheDocument();
    expect(screen.getByText(/The first prizes of 1990–94 had 7 digits/)).toHaveTextContent(
      'tickets of that time cannot be checked as today’s 6-digit tickets',
    );
    expect(screen.queryByRole('list', { name: 'Checked tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save these tickets/ })).not.toBeInTheDocument();
  });

  it('when the draw page links here with ?draw=, then that draw is preselected', async () => {
    await renderWithProviders(
      <TicketChecker results={results} latest={newestNotAfter(results)} initialDraw="2024-11-16" />,
    );
    expect(screen.getByTitle('16/11/2024')).toBeInTheDocument();
    await check('187221');
    expect(await screen.findByText('Results for the draw of 16/11/2024')).toBeInTheDocument();
    expect(await outcomeRow('187221')).toHaveTextContent('First prize: 6,000,000 baht');
  });

  it('when the plain form sent a draw kept on the device and a winning number, then the first render shows its verdict, the number in the field', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    onlineManager.setOnline(false);
    await renderWithProviders(
      <TicketChecker
        results={results}
        latest={newestNotAfter(results)}
        initialDraw="2024-11-16"
        initialNumber="856492"
      />,
      { queryClient },
    );
    // Synchronously after the render: no loading frame, no submit needed.
    expect(screen.getByText('Results for the draw of 16/11/2024')).toBeInTheDocument();
    const row = screen
      .getByRole('list', { name: 'Checked tickets' })
      .querySelector('[data-ticket="856492"]');
    expect(row).toHaveTextContent('Wins 200,000 baht');
    expect(screen.getByLabelText('Ticket numbers')).toHaveValue('856492');
    expect(screen.getByTitle('16/11/2024')).toBeInTheDocument();
  });

  it('when a number is sent without a draw, then it is checked against the newest draw, as the form does', async () => {
    const queryClient = createTestQueryClient();
    const latest = asLight('2024-12-16');
    const lights = [latest, lightOf(FULL_DRAW_2024_11_16)];
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [asDraw('2024-12-16')]);
    onlineManager.setOnline(false);
    await renderWithProviders(
      <TicketChecker results={lights} latest={latest} initialNumber="111111" />,
      { queryClient },
    );
    expect(screen.getByText('Results for the draw of 16/12/2024')).toBeInTheDocument();
    expect(await outcomeRow('111111')).toHaveTextContent(/^111111No prize$/);
  });

  it('when the sent number is malformed, then it stays in the field with the form’s error and nothing is checked', async () => {
    await renderWithProviders(
      <TicketChecker
        results={results}
        latest={newestNotAfter(results)}
        initialDraw="2024-11-16"
        initialNumber="12a45"
      />,
    );
    expect(screen.getByLabelText('Ticket numbers')).toHaveValue('12a45');
    expect(screen.getByText('Each ticket number must be exactly 6 digits')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checked tickets' })).not.toBeInTheDocument();
    // Corrected, it checks as ever.
    await check('187221');
    expect(await outcomeRow('187221')).toHaveTextContent('First prize: 6,000,000 baht');
    expect(
      screen.queryByText('Each ticket number must be exactly 6 digits'),
    ).not.toBeInTheDocument();
  });

  it('when the sent draw is not on file, then its warning shows and the sent number waits in the field unchecked', async () => {
    await renderWithProviders(
      <TicketChecker
        results={results}
        latest={newestNotAfter(results)}
        initialDraw="2024-11-17"
        initialNumber="187221"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('17/11/2024');
    expect(screen.getByLabelText('Ticket numbers')).toHaveValue('187221');
    expect(screen.queryByRole('list', { name: 'Checked tickets' })).not.toBeInTheDocument();
  });

  it('when a date, a year or a month in English or Thai is typed, then the draws of it are offered', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    const box = screen.getByRole('combobox', { name: 'Draw' });
    await userEvent.click(box);
    for (const [query, title] of [
      ['16/12/2024', '16/12/2024'],
      ['ธันวาคม', '16/12/2024'],
      ['Nov 2024', '16/11/2024'],
      ['2557', '16/06/2014'],
    ] as const) {
      await userEvent.clear(box);
      await userEvent.type(box, query);
      expect(await screen.findByTitle(title)).toBeInTheDocument();
      expect(screen.queryByTitle('16/07/2026')).not.toBeInTheDocument();
    }
  });

  it('when checked tickets are saved, then they keep the checked draw as their period', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [FULL_DRAW_2024_11_16]);
    await renderWithProviders(
      <TicketChecker results={results} latest={newestNotAfter(results)} />,
      { queryClient },
    );
    await pickDraw('16/11', '16/11/2024');
    await check('856492 123456');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save these tickets on this device' }),
    );
    const stored = JSON.parse(localStorage.getItem('lotto-saved-tickets') ?? '{}') as {
      state: { tickets: { number: string; period: string }[]; notified: Record<string, string> };
      version: number;
    };
    expect(stored.version).toBe(2);
    expect(stored.state.tickets.map((t) => [t.number, t.period])).toEqual([
      ['856492', '2024-11-16'],
      ['123456', '2024-11-16'],
    ]);
    // The member has just seen this draw's outcome: the watcher will not announce it again.
    expect(stored.state.notified).toEqual({ '2024-11-16': 'final' });
    const saved = screen.getByRole('list', { name: 'Saved tickets' });
    const row = saved.querySelector<HTMLElement>('[data-ticket="856492"]');
    expect(row).toHaveTextContent('Period 16/11/2024');
    expect(row).toHaveTextContent('2nd prize: 200,000 baht');
    expect(within(saved).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
  });

  it('shows "Check your ticket" once: the page title is the route’s', async () => {
    await renderWithProviders(<TicketChecker results={results} latest={newestNotAfter(results)} />);
    expect(screen.queryByText('Check your ticket')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Check your ticket' })).toBeInTheDocument();
  });
});
