import type { Draw } from '@lotto/contracts';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nRoot } from '@/i18n/i18n-root';
import { activateLocale } from '@/i18n/activate';
import { useAuthStore } from '@/lib/auth/auth-store';
import { formatDrawDate } from '@/lib/format';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { resultsQueryOptions } from '@/draws/get-results';
import { createTestQueryClient } from '@/testing/render';
import { shippedLight } from '@/testing/shipped-draws';
import { createAppRouter } from '../../../../router';

/*
 * /stats on the app's real route tree, over the history the product ships
 * (data/history/draws.ndjson, read at test time). Expected figures were counted by hand in that
 * file (grep the draws of the range for the number), not by the functions under test.
 */

const light = shippedLight();

async function renderAt(path: string, heading = 'Statistics') {
  useAuthStore.setState({ user: null, ready: true, loading: false });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(resultsQueryOptions().queryKey, light);
  queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [] as Draw[]);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, context: { queryClient } });
  render(
    <I18nRoot>
      <RouterProvider router={router} />
    </I18nRoot>,
  );
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('loading');
  });
  await screen.findByRole('heading', { name: heading });
  return { router, history };
}

const last2Table = () => screen.getByRole('table', { name: /^Last 2 digits 00–99/ });
/** The body rows of the last-2 table as [number, times, last seen, draws since]. */
const last2Rows = () =>
  within(last2Table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
const header = (name: RegExp) => within(last2Table()).getByRole('columnheader', { name });

describe('/stats', () => {
  it('when it opens with no range, then every draw is counted: the last-2 table has 00–99 with counts, last seen and draws since', async () => {
    await renderAt('/stats');
    expect(await screen.findByRole('radio', { name: 'All draws' })).toBeChecked();
    expect(screen.getByText(/^875 draws between/)).toHaveTextContent(
      `875 draws between ${formatDrawDate('1990-01-16')} and ${formatDrawDate('2026-08-01')}.`,
    );
    const rows = last2Rows();
    expect(rows).toHaveLength(100);
    expect(rows[0]?.[0]).toBe('00');
    expect(rows[99]?.[0]).toBe('99');
    // 39 was last-2 in 8 draws, the newest on 16 Feb 2021.
    expect(rows[39]?.slice(0, 3)).toEqual(['39', '8', formatDrawDate('2021-02-16')]);
    // 69 was last-2 of the newest draw (1 Aug 2026): 0 draws since.
    expect(rows[69]?.[2]).toBe(formatDrawDate('2026-08-01'));
    expect(rows[69]?.[3]).toBe('0');
    // The sum of the counts is the number of draws but two whose last-2 the sources disagree on,
    // uncertain and counted for no value: 16 Jun 2025 (96 in GLO's table, 06 in the Sanook
    // archive) and 16 Jan 2007 (55 in GLO's table, 54 in the CSV and the archive).
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(873);
    expect(screen.getByText(/2 draws uncertain \(sources disagree\)/)).toBeInTheDocument();
  });

  it('when a column button is pressed, then the table sorts by it and aria-sort says how; again reverses it', async () => {
    await renderAt('/stats');
    expect(header(/^Number/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Times/)).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(header(/^Times/)).getByRole('button'));
    expect(header(/^Times/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Number/)).toHaveAttribute('aria-sort', 'none');
    // 79 and 92 came up 16 times each, the most of any; ties keep number order.
    expect(
      last2Rows()
        .slice(0, 2)
        .map((row) => row.slice(0, 2)),
    ).toEqual([
      ['79', '16'],
      ['92', '16'],
    ]);
    const counts = last2Rows().map((row) => Number(row[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await userEvent.click(within(header(/^Times/)).getByRole('button'));
    expect(header(/^Times/)).toHaveAttribute('aria-sort', 'ascending');
    const up = last2Rows().map((row) => Number(row[1]));
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await userEvent.click(within(header(/^Draws since/)).getByRole('button'));
    expect(header(/^Draws since/)).toHaveAttribute('aria-sort', 'descending');
    const since = last2Rows().map((row) => row[3]);
    const known = since.filter((s) => s !== '—').map(Number);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // The number of the newest draw (69, 0 draws since) is last of those that came up.
    expect(since[known.length - 1]).toBe('0');
  });

  it('when a preset is chosen, then the range goes into the URL (replacing) and the counts follow it', async () => {
    const { router, history } = await renderAt('/stats?from=2019-01-01&to=2019-12-31');
    // A range of two dates: 2019 had 24 draws; 81 came up twice (1 and 30 Dec), 65 twice (17 Jan,
    // 1 Mar: 20 draws before the end of 2019 came after it); 78 numbers did not come up.
    expect(screen.getByRole('radio', { name: 'Between two dates' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2019-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2019-12-31');
    expect(screen.getByText(/^24 draws between/)).toHaveTextContent(
      `24 draws between ${formatDrawDate('2019-01-01')} and ${formatDrawDate('2019-12-31')}.`,
    );
    let rows = last2Rows();
    expect(rows[81]).toEqual(['81', '2', formatDrawDate('2019-12-30'), '0']);
    expect(rows[65]).toEqual(['65', '2', formatDrawDate('2019-03-01'), '20']);
    expect(rows.filter((row) => row[1] === '0')).toHaveLength(78);
    expect(rows[0]).toEqual(['00', '0', 'Never', '—']);

    const entries = history.length;
    await userEvent.click(screen.getByRole('radio', { name: 'All draws' }));
    await waitFor(() => expect(router.state.location.href).toBe('/stats?range=all'));
    expect(history.length).toBe(entries);
    rows = last2Rows();
    expect(rows[39]?.slice(0, 2)).toEqual(['39', '8']);
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('when two dates are typed and shown, then they go into the URL; a wrong pair is named on its field and nothing is counted', async () => {
    const { router } = await renderAt('/stats?from=2020-02-30&to=2019-01-01');
    // A day that does not exist, from a shared link: said at once, the dates kept.
    expect(await screen.findByText('Date is not a real calendar day')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the dates above to see the statistics.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Last 2 digits/ })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('To must be on or after From')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ from: '2020-02-30', to: '2019-01-01' });

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2020-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2020-01-01', to: '2020-12-31' }),
    );
    // 2020: 21 draws (24, less 16 Apr, 2 May and 16 May: no tickets were sold for them).
    expect(await screen.findByText(/^21 draws between/)).toBeInTheDocument();
  });

  it('when it opens with the generator’s numbers, then each is listed with the draws it came up in, and what is no 2- or 3-digit number is named', async () => {
    await renderAt('/stats?numbers=479,39,1234&from=2012-01-01&to=2026-12-31');
    const list = await screen.findByRole('list', { name: 'Your numbers' });
    const items = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items.map((li) => li.dataset.number)).toEqual(['479', '39']);
    // 479 since 2012: 932479 (2026-08-01), front-3 on 2026-03-01, last-3 on 2012-06-16.
    const hits479 = within(list).getByRole('list', { name: 'Draws where 479 came up' });
    expect(
      within(hits479)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2026-08-01', '2026-03-01', '2012-06-16'].map(formatDrawDate));
    expect(hits479).toHaveTextContent('Front 3 digits');
    expect(items[0]).toHaveTextContent('Came up in 3 draws');
    // 39 since 2012: last-2 on 16 Feb 2021 and 16 Feb 2018, and the end of 2014-07-01's first prize.
    const hits39 = within(list).getByRole('list', { name: 'Draws where 39 came up' });
    expect(
      within(hits39)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2021-02-16', '2018-02-16', '2014-07-01'].map(formatDrawDate));
    const item39 = items[1];
    if (item39 === undefined) throw new Error('39 is not listed');
    expect(within(item39).getByRole('link', { name: 'Every draw since 1990' })).toHaveAttribute(
      'href',
      '/history?n=39',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not looked up: 1234.');
  });

  it('when it opens, then the digits by position of the first prize, front 3 and last 3 are tabled', async () => {
    await renderAt('/stats?from=2019-01-01&to=2019-12-31');
    const prize1 = screen.getByRole('table', { name: /^First prize: how many times/ });
    // The first digit of 2019's 24 first prizes: 0 ×3, 1 ×3, 2 ×0, 3 ×4, 4 ×1, 5 ×4, 6 ×1, 7 ×3, 8 ×1, 9 ×4.
    const first = within(prize1).getByRole('row', { name: /^1st\s*digit/ });
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '3',
      '3',
      '0',
      '4',
      '1',
      '4',
      '1',
      '3',
      '1',
      '4',
    ]);
    expect(within(prize1).getAllByRole('row')).toHaveLength(7);
    // Two front-3 and two last-3 numbers a draw: 48 numbers each.
    expect(screen.getByRole('table', { name: /^Front 3 digits:/ })).toBeInTheDocument();
    expect(screen.getAllByText(/^48 numbers from 24 draws/)).toHaveLength(2);
  });

  it('when it opens, then the honest odds are shown with the same-chance sentence', async () => {
    await renderAt('/stats');
    const odds = screen.getByRole('region', { name: 'Honest odds' });
    expect(odds).toHaveTextContent(
      'Past frequencies do not change future odds: every number has the same chance in every draw.',
    );
    expect(odds).toHaveTextContent('48 baht of every 80 come back as prizes on average');
  });
});

describe('/check', () => {
  it('when the checker opens, then the honest odds of today’s schedule are under it', async () => {
    await renderAt('/check', 'Check your ticket');
    const odds = await screen.findByRole('region', { name: 'Honest odds' });
    expect(odds).toHaveTextContent(
      'Past frequencies do not change future odds: every number has the same chance in every draw.',
    );
    expect(within(odds).getByRole('row', { name: /^Last 2 digits/ })).toHaveTextContent(
      'Last 2 digits10,0001 in 1002,000',
    );
  });
});

describe('/stats in Thai', () => {
  it('when a Thai visitor opens a range of 2019, then the range, counts, tables and odds are in Thai with Buddhist-era dates', async () => {
    await activateLocale('th');
    await renderAt('/stats?from=2019-01-01&to=2019-12-31&numbers=479', 'สถิติ');
    expect(screen.getByRole('radio', { name: 'ระหว่างสองวันที่' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '12 เดือนล่าสุด' })).not.toBeChecked();
    expect(screen.getByText(/^24 งวด ระหว่าง/)).toHaveTextContent(
      '24 งวด ระหว่าง 01/01/2562 ถึง 31/12/2562',
    );
    // The last-2 table: its caption, column buttons and a number that never came up.
    const table = screen.getByRole('table', { name: /^เลขท้าย 2 ตัว 00–99 จาก 24 งวด/ });
    expect(within(table).getByRole('columnheader', { name: /^จำนวนครั้ง/ })).toBeInTheDocument();
    const row81 = within(table).getByRole('rowheader', { name: '81' }).closest('tr');
    expect(row81).toHaveTextContent('30/12/2562');
    expect(within(table).getByRole('rowheader', { name: '00' }).closest('tr')).toHaveTextContent(
      'ไม่เคยออก',
    );
    // Digits by position: the first row names its place in Thai.
    const prize1 = screen.getByRole('table', { name: /^รางวัลที่ 1: จำนวนครั้ง/ });
    expect(within(prize1).getByRole('row', { name: /^หลักที่ 1/ })).toBeInTheDocument();
    expect(screen.getAllByText(/^48 เลข จาก 24 งวด/)).toHaveLength(2);
    // The generator's number: 479 did not come up in 2019.
    expect(screen.getByRole('heading', { name: 'เลขของคุณในสถิติย้อนหลัง' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'เลขของคุณ' })).toHaveTextContent('ไม่ออกในช่วงเวลานี้');
    expect(screen.getByRole('link', { name: 'ทุกงวดตั้งแต่ปี 2533' })).toHaveAttribute(
      'href',
      '/history?n=479',
    );
    // The honest odds, explained in full in Thai.
    const odds = screen.getByRole('region', { name: 'โอกาสถูกรางวัลตามจริง' });
    expect(odds).toHaveTextContent('ความถี่ในอดีตไม่ได้เปลี่ยนโอกาสในอนาคต: ทุกเลขมีโอกาสเท่ากันในทุกงวด');
    expect(odds).toHaveTextContent('โดยเฉลี่ยเงิน 48 บาทจากทุก 80 บาทกลับมาเป็นเงินรางวัล');
    expect(within(odds).getByRole('row', { name: /^เลขท้าย 2 ตัว/ })).toHaveTextContent(
      'เลขท้าย 2 ตัว10,0001 ใน 1002,000',
    );
    expect(odds).toHaveTextContent('ตารางเงินรางวัลที่ใช้ตั้งแต่ 01/01/2563');
    expect(odds).toHaveTextContent('ตั้งแต่งวด 1 ต.ค. 2566 (L6) GLO อาจลดเงินรางวัลตามสัดส่วน');
    expect(
      within(odds).getByRole('link', { name: /^Thansettakij: ตารางเงินรางวัล/ }),
    ).toBeInTheDocument();
  });

  it('when a Thai visitor opens a day that does not exist, then the date fields say so in Thai', async () => {
    await activateLocale('th');
    await renderAt('/stats?from=2020-02-30&to=2019-01-01', 'สถิติ');
    expect(await screen.findByText('ไม่มีวันที่นี้ในปฏิทิน')).toBeInTheDocument();
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('แก้ไขวันที่ด้านบนเพื่อดูสถิติ')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('ตั้งแต่วันที่'));
    await userEvent.type(screen.getByLabelText('ตั้งแต่วันที่'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'แสดง' }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น')).toBeInTheDocument();
  });
});
