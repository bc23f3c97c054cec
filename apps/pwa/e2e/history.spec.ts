import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listResults } from './support/api';
import { persistedQueries, waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import { shippedDraws } from './support/seed';

/*
 * /history (the number lookup) against the real API with the shipped history. The stack is shared
 * with the other specs of the run, which may publish draws of their own: expected counts are
 * counted here from what the API lists, never written in.
 */

const SHOTS = join(import.meta.dirname, 'screenshots');
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const numberField = (page: Page) => page.getByRole('textbox', { name: 'Number' });
const hits = (page: Page, query: string) =>
  page.getByRole('list', { name: `Draws where ${query} came up` }).getByRole('listitem');
const answerTitle = (page: Page) => page.locator('#lookup-answer-title');

/** A number that won a 4th prize in 2019, from the shipped history, and that draw's date. */
async function fourthPrizeOf2019(): Promise<{ number: string; date: string }> {
  const draw = (await shippedDraws()).find((d) => d.date.startsWith('2019') && d.prize4?.[0]);
  const number = draw?.prize4?.[0];
  if (!draw || !number) throw new Error('no 2019 draw with its 4th prizes in the shipped history');
  return { number, date: draw.date };
}

test.describe('number history (/history)', () => {
  test('when a number that won a 4th prize in 2019 is looked up from the top bar, then that draw is listed and opens, and its numbers link back', async ({
    page,
  }) => {
    const { number, date } = await fourthPrizeOf2019();
    await page.goto('/');
    await nav(page, 'History').click();
    await expect(page).toHaveURL(/\/history$/);
    await numberField(page).fill(number);
    await expect(page).toHaveURL(new RegExp(`/history\\?n=${number}$`));
    // The whole history's 2nd–5th prizes come from GET /results/tiers for a 6-digit number.
    const row = hits(page, number).filter({ hasText: ddmmyyyy(date) });
    await expect(row).toContainText('4th prize');
    await expect(row).toContainText(number);
    await expect(page.getByText('Loading the 2nd–5th prizes of every draw…')).toHaveCount(0);
    await expect(page.getByText(/^Searched \d+ draws \(1995–\d{4}\)\./)).toBeVisible();

    await row.getByRole('link', { name: `Draw of ${ddmmyyyy(date)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/result/${date}$`));
    const fourth = page.getByRole('list', { name: '4th prize' });
    await fourth.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/history\\?n=${number}$`));
    await expect(numberField(page)).toHaveValue(number);
    await expect(hits(page, number).filter({ hasText: ddmmyyyy(date) })).toContainText('4th prize');
  });

  test('when 2 digits are looked up, then every draw whose last 2 digits (or first prize) end in them is listed, newest first', async ({
    page,
    stack,
  }) => {
    const query = '39';
    // Counted by hand from the API's light list.
    const draws = (await listResults(stack)).filter(
      (d) => d.last2 === query || (d.prize1?.length === 6 && d.prize1.endsWith(query)),
    );
    const dates = [...new Set(draws.map((d) => d.date))].sort().reverse();
    expect(dates.length).toBeGreaterThan(0);

    await page.goto('/history');
    await numberField(page).fill(query);
    await expect(answerTitle(page)).toHaveText(`${query} came up in ${dates.length} draws`);
    const links = hits(page, query).getByRole('link');
    await expect(links).toHaveText(dates.map(ddmmyyyy));
    await expect(hits(page, query).first()).toContainText(
      draws.find((d) => d.date === dates[0])?.last2 === query
        ? 'Last 2 digits'
        : 'End of the first prize',
    );
    // What is no number to look up says why, and no answer shows.
    await numberField(page).fill('1234');
    await numberField(page).blur();
    await expect(page.getByRole('alert')).toContainText('no prize is paid on 4 or 5 digits');
    await expect(answerTitle(page)).toHaveCount(0);
  });

  test('when a shared link /history?n=… opens, then the answer shows at once', async ({
    page,
    stack,
  }) => {
    const query = '479';
    const count = new Set(
      (await listResults(stack))
        .filter(
          (d) =>
            d.front3?.includes(query) === true ||
            d.last3?.includes(query) === true ||
            (d.prize1?.length === 6 && d.prize1.endsWith(query)),
        )
        .map((d) => d.date),
    ).size;
    await page.goto(`/history?n=${query}`);
    await expect(numberField(page)).toHaveValue(query);
    await expect(answerTitle(page)).toHaveText(`${query} came up in ${count} draws`);
    await expect(hits(page, query)).not.toHaveCount(0);
    // A leading zero survives the URL.
    await page.goto('/history?n=023');
    await expect(numberField(page)).toHaveValue('023');
    await expect(answerTitle(page)).toContainText('023');
  });

  test('when /history was opened once online, then it works offline — the light list and the 2nd–5th prizes it fetched — in the tab and after a cold start', async ({
    page,
    context,
  }) => {
    const { number, date } = await fourthPrizeOf2019();
    await page.goto(`/history?n=${number}`);
    await waitForServiceWorker(page);
    // The first load's request may have gone out before the worker took over: once more through it.
    await page.reload();
    await expect(hits(page, number).filter({ hasText: ddmmyyyy(date) })).toContainText('4th prize');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('lotto-api-lists')).keys()).some((r) =>
            new URL(r.url).pathname.endsWith('/results/tiers'),
          ),
        ),
      )
      .toBe(true);
    await expect
      .poll(() => persistedQueries(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['["results"]']));

    await context.setOffline(true);
    await numberField(page).fill('39');
    await expect(answerTitle(page)).toContainText('39 came up in');

    // A cold start offline: the code from the precache, the light list from IndexedDB, the
    // 2nd–5th prizes from the service worker's copy of GET /results/tiers.
    const cold = await context.newPage();
    await cold.goto(`/history?n=${number}`);
    await expect(cold.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
    await expect(hits(cold, number).filter({ hasText: ddmmyyyy(date) })).toContainText('4th prize');
    await expect(cold.getByText(/are not on this device/)).toHaveCount(0);
    await cold.close();
    await context.setOffline(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('then the lookup fits the screen (screenshot)', async ({ page }) => {
      await page.goto('/history?n=39');
      await expect(answerTitle(page)).toContainText('39 came up in');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, 'history-phone.png'), fullPage: true });
    });
  });
});
