import type { Draw } from '@lotto/contracts';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { I18nRoot } from '@/i18n/i18n-root';
import { activateLocale } from '@/i18n/activate';
import { useAuthStore } from '@/lib/auth/auth-store';
import { tiersQueryOptions } from '@/features/history/api/get-tiers';
import { formatDrawDate } from '@/lib/format';
import { resultsQueryOptions } from '@/draws/get-results';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { createTestQueryClient } from '@/testing/render';
import { shippedFull, shippedLight } from '@/testing/shipped-draws';
import { createAppRouter } from '../../../../router';

/*
 * /history on the app's real route tree, over the history the product ships
 * (data/history/draws.ndjson, read at test time). The expected answers were counted by hand in
 * that file (grep for the number in the tiers it matches).
 */

const light = shippedLight();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  onlineManager.setOnline(online);
}

afterEach(() => setOnline(true));

/**
 * The app at `path` with the light list on the device (and the whole history's full tiers when
 * `tiers`); anything else goes to the discard port and fails for real.
 */
async function renderAt(path: string, { tiers = false, fieldName = 'Number' } = {}) {
  useAuthStore.setState({ user: null, ready: true, loading: false });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(resultsQueryOptions().queryKey, light);
  queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, [] as Draw[]);
  if (tiers) queryClient.setQueryData(tiersQueryOptions().queryKey, shippedFull());
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
  // The site's layout loads antd on the first page that needs it.
  await screen.findByRole('textbox', { name: fieldName });
  return { router, history };
}

const field = () => screen.getByRole('textbox', { name: 'Number' });
const hitRows = (query: string) =>
  within(screen.getByRole('list', { name: `Draws where ${query} came up` })).getAllByRole(
    'listitem',
  );

describe('/history', () => {
  it('when a shared link /history?n=39 opens, then every draw where 39 came up is listed newest first, with what was searched', async () => {
    await renderAt('/history?n=39');
    expect(await screen.findByRole('heading', { name: 'Number history' })).toBeInTheDocument();
    expect(field()).toHaveValue('39');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    // last-2 in 8 draws (2021-02-16 … 1990-04-01), the end of a 6-digit first prize in 3.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('39 came up in 11 draws');
    expect(screen.getByText(/^Searched 875 draws \(1990–2026\)\./)).toBeInTheDocument();
    const rows = hitRows('39');
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(
      [
        '2021-02-16',
        '2018-02-16',
        '2014-07-01',
        '2010-07-01',
        '2007-01-16',
        '2000-10-16',
        '1997-11-01',
        '1995-04-01',
        '1994-07-01',
        '1993-06-16',
        '1990-04-01',
      ].map(formatDrawDate),
    );
    expect(rows[0]).toHaveTextContent('Last 2 digits');
    expect(
      screen.getByRole('link', { name: `Draw of ${formatDrawDate('2021-02-16')}` }),
    ).toHaveAttribute('href', '/result/2021-02-16');
    // 1 Jul 2010: first prize 480239 — the digits that matched are marked.
    expect(rows[3]).toHaveTextContent('End of the first prize');
    expect(rows[3]?.querySelector('mark')).toHaveTextContent('39');
    expect(rows[3]?.querySelector('.lookup-hit-number')).toHaveTextContent(/^\d{4}39$/);
  });

  it('when a number is typed, then the URL follows it (replacing, not stacking history) and the answer shows', async () => {
    const { router, history } = await renderAt('/history');
    const entries = history.length;
    await userEvent.type(field(), '479');
    await waitFor(() => expect(router.state.location.href).toBe('/history?n=479'));
    expect(history.length).toBe(entries);
    // front-3 on 2026-03-01, last-3 in 2012, 2005 and 1999, and 932479 (2026-08-01).
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('479 came up in 5 draws');
    const rows = hitRows('479');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatDrawDate('2026-08-01')}End of the first prize932479`,
      `${formatDrawDate('2026-03-01')}Front 3 digits479`,
      `${formatDrawDate('2012-06-16')}Last 3 digits479`,
      `${formatDrawDate('2005-01-16')}Last 3 digits479`,
      `${formatDrawDate('1999-03-02')}Last 3 digits479`,
    ]);
    // A number with a leading zero stays text in the URL.
    await userEvent.clear(field());
    await userEvent.type(field(), '023');
    await waitFor(() => expect(router.state.location.href).toBe('/history?n=023'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'No prize on file for 023 in the draws searched.',
    );
    expect(screen.queryByRole('list', { name: /Draws where/ })).not.toBeInTheDocument();
  });

  it('when what is typed is no number to look up, then the field says why once left, and no answer shows', async () => {
    await renderAt('/history');
    await userEvent.type(field(), '1234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prizes match 2, 3 or 6 digits: no prize is paid on 4 or 5 digits.',
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    // The error follows the typing once shown.
    await userEvent.type(field(), '56');
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'false'));
    // antd lets the message fade out first.
    await waitFor(() =>
      expect(screen.queryByText(/Prizes match 2, 3 or 6 digits/)).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('123456');
  });

  it('when a shared link carries something that is no number, then the field holds it and says why at once', async () => {
    await renderAt('/history?n=12a');
    expect(field()).toHaveValue('12a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Use digits only (0–9).');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('when the URL changes from outside (Back, a link), then the field and the answer follow it', async () => {
    const { router } = await renderAt('/history?n=39');
    await router.navigate({ to: '/history', search: { n: 479 } });
    await waitFor(() => expect(field()).toHaveValue('479'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('479 came up in 5 draws');
  });

  it('when a 6-digit number that won a 4th prize in 2019 is looked up, then every tier is searched and its hits listed', async () => {
    await renderAt('/history?n=314056', { tiers: true });
    // 4th prize on 1 Dec 2019, 5th prize on 1 Jun 2018.
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      '314056 came up in 2 draws',
    );
    expect(hitRows('314056').map((row) => row.textContent)).toEqual([
      `${formatDrawDate('2019-12-01')}4th prize314056`,
      `${formatDrawDate('2018-06-01')}5th prize314056`,
    ]);
    // 1990–94 (120 draws) had 7-digit first prizes; 755 draws from 1995 on.
    expect(screen.getByText(/^Searched 755 draws \(1995–2026\)\./)).toBeInTheDocument();
    expect(
      screen.getByText(/The 120 draws of 1990–1994 had 7-digit first prizes/),
    ).toBeInTheDocument();
    // Draws without some of the near-first / 2nd–5th prizes on file, by year.
    expect(
      screen.getByText(/^Not on file for some or all draws of 1995–2010, 2026:/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Loading the 2nd–5th prizes/)).not.toBeInTheDocument();
  });

  it('when the 2nd–5th prizes cannot be loaded, then the first-prize hit shows and it says which years were not searched, with Retry', async () => {
    // 932479: the first prize of 1 Aug 2026 (in the light list).
    await renderAt('/history?n=932479');
    expect(
      await screen.findByText(
        'Could not load the 2nd–5th prizes: those of 2006–2026 were not searched.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The server could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(hitRows('932479').map((row) => row.textContent)).toEqual([
      `${formatDrawDate('2026-08-01')}First prize932479`,
    ]);
  });

  it('when offline without the 2nd–5th prizes on the device, then it says which years could not be searched', async () => {
    setOnline(false);
    await renderAt('/history?n=932479');
    expect(
      await screen.findByText(
        /^Offline: the 2nd–5th prizes of 2006–2026 are not on this device, so they were not searched\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(hitRows('932479')).toHaveLength(1);
  });
});

describe('/history in Thai', () => {
  it('when a Thai visitor opens /history?n=39, then the page, the answer and its dates are in Thai with Buddhist-era years', async () => {
    await activateLocale('th');
    await renderAt('/history?n=39', { fieldName: 'เลข' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ประวัติเลข' })).toBeInTheDocument();
    expect(screen.getByText(/^เลขของคุณเคยถูกรางวัลไหม\?/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('เลข 39 ออก 11 งวด');
    // 1990–2026 is 2533–2569 in the Buddhist era.
    expect(screen.getByText(/^ค้นแล้ว 875 งวด \(2533–2569\)/)).toHaveTextContent(
      'เทียบกับเลขท้าย 2 ตัว รวมถึง 2 ตัวท้ายของรางวัลที่ 1 ทุกงวด',
    );
    const rows = within(screen.getByRole('list', { name: 'งวดที่เลข 39 ออก' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('16/02/2564');
    expect(rows[0]).toHaveTextContent('เลขท้าย 2 ตัว');
    expect(rows[3]).toHaveTextContent('ท้ายรางวัลที่ 1');
    expect(screen.getByRole('link', { name: 'งวดวันที่ 16/02/2564' })).toHaveAttribute(
      'href',
      '/result/2021-02-16',
    );
  });

  it('when a Thai visitor types 4 digits, then the field says why in Thai', async () => {
    await activateLocale('th');
    await renderAt('/history', { fieldName: 'เลข' });
    const thaiField = screen.getByRole('textbox', { name: 'เลข' });
    expect(thaiField).toHaveAttribute('placeholder', 'เช่น 39, 479 หรือ 932479');
    await userEvent.type(thaiField, '1234');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่มีรางวัลใดจ่ายสำหรับเลข 4 หรือ 5 หลัก');
  });

  it('when an Urdu visitor looks up a 6-digit number with the tiers on the device, then the years and counts are said in Urdu', async () => {
    await activateLocale('ur');
    await renderAt('/history?n=314056', { tiers: true, fieldName: 'نمبر' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      '314056 2 قرعہ اندازیوں میں نکلا',
    );
    expect(
      screen.getByText(/1990–1994 کی 120 قرعہ اندازیوں میں پہلا انعام 7 ہندسوں کا تھا/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'وہ قرعہ اندازیاں جن میں 314056 نکلا' }))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `${formatDrawDate('2019-12-01')}چوتھا انعام314056`,
      `${formatDrawDate('2018-06-01')}پانچواں انعام314056`,
    ]);
  });
});
