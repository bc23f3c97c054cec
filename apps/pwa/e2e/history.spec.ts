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

  test('the top bar links History and Statistics and still fits beside the brand at 961 px; narrower, the menu takes them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 961, height: 800 });
    await page.goto('/history');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(nav(page, 'History')).toHaveAttribute('aria-current', 'page');
    await expect(nav(page, 'Statistics')).toHaveAttribute('href', '/stats');
    // Nothing wraps or spills: the links sit on one line between the brand and the account slot.
    const boxes = await bar.evaluate((el) => {
      const box = (selector: string) => el.querySelector(selector)?.getBoundingClientRect();
      return {
        brand: box('.brand'),
        links: box('.nav-links'),
        account: box('.nav-account'),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(boxes.overflow).toBeLessThanOrEqual(0);
    expect(boxes.links?.height).toBeLessThan(50);
    expect(boxes.links?.left).toBeGreaterThanOrEqual(boxes.brand?.right ?? Infinity);
    expect(boxes.links?.right).toBeLessThanOrEqual(boxes.account?.left ?? -Infinity);

    await page.setViewportSize({ width: 960, height: 800 });
    await expect(nav(page, 'History')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Statistics' })
      .click();
    await expect(page).toHaveURL(/\/stats/);
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

/*
 * /stats (statistics, the 3UP/down view, the odds) over the same stack. Expected counts come from
 * the API's light list, counted here.
 */

/** Draws by period date (each once), as the page counts them. */
const byDate = <T extends { date: string }>(draws: readonly T[]): T[] => [
  ...new Map(draws.map((d) => [d.date, d])).values(),
];

/** The chart's bars and the table's rows of /stats, as number → count, read from the page. */
async function chartAndTable(page: Page) {
  return page.evaluate(() => {
    const bars: Record<string, number> = {};
    for (const bar of document.querySelectorAll('.stats-chart .ct-bar'))
      bars[bar.getAttribute('data-number') ?? '?'] = Number(bar.getAttribute('ct:value'));
    const table: Record<string, number> = {};
    for (const row of document.querySelectorAll('table.stats-table tbody tr')) {
      const cells = row.querySelectorAll('th, td');
      table[cells[0]?.textContent ?? '?'] = Number(cells[1]?.textContent);
    }
    return { bars, table };
  });
}

const statsBars = (page: Page) => page.locator('.stats-chart .ct-bar');

test.describe('stats', () => {
  test('when /stats opens, then the chart and the table show the same count for each last-2 number, the API’s', async ({
    page,
    stack,
  }) => {
    const draws = byDate(await listResults(stack));
    const expected: Record<string, number> = {};
    for (let n = 0; n < 100; n++) expected[String(n).padStart(2, '0')] = 0;
    for (const draw of draws)
      if (draw.last2 !== undefined) expected[draw.last2] = (expected[draw.last2] ?? 0) + 1;

    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All draws' })).toBeChecked();
    await expect(statsBars(page)).toHaveCount(100);
    const { bars, table } = await chartAndTable(page);
    expect(table).toEqual(expected);
    expect(bars).toEqual(table);
    // The chart says where its text alternative is.
    await expect(
      page.getByRole('img', { name: /^Bar chart of how often each last-2 number/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Honest odds' })).toContainText(
      'Past frequencies do not change future odds',
    );

    // Another range: the URL holds it, and chart and table follow it together.
    await page.getByText('Last 5 years', { exact: true }).click();
    await expect(page).toHaveURL(/\/stats\?range=5y$/);
    await expect(async () => {
      const now = await chartAndTable(page);
      expect(now.bars).toEqual(now.table);
      expect(Object.values(now.table).reduce((a, b) => a + b, 0)).toBeLessThan(draws.length);
    }).toPass();
  });

  test('when the Home generator’s 3UP numbers link to the history, then /stats lists each with the draws it came up in', async ({
    page,
    stack,
  }) => {
    const draws = byDate(await listResults(stack));
    const cameUp = (n: string) =>
      draws.filter(
        (d) =>
          d.front3?.includes(n) === true ||
          d.last3?.includes(n) === true ||
          (d.prize1?.length === 6 && d.prize1.endsWith(n)),
      ).length;

    await page.goto('/');
    await expect(async () => {
      await page
        .getByRole('heading', { name: 'Game Generator' })
        .scrollIntoViewIfNeeded({ timeout: 5_000 });
      await expect(page.getByLabel('Digits for 3UP', { exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
    await page.getByLabel('Digits for 3UP', { exact: true }).fill('1123');
    await page.getByRole('link', { name: 'See these numbers in the history' }).first().click();
    await expect(page).toHaveURL(/\/stats\?numbers=112(,|%2C)113(,|%2C)123$/);
    const list = page.getByRole('list', { name: 'Your numbers' });
    await expect(list.locator(':scope > li')).toHaveCount(3);
    for (const n of ['112', '113', '123']) {
      const item = list.locator(`:scope > li[data-number="${n}"]`);
      const count = cameUp(n);
      await expect(item).toContainText(
        count === 0 ? 'Did not come up in this range' : `Came up in ${count} draw`,
      );
      if (count > 0)
        await expect(
          page.getByRole('list', { name: `Draws where ${n} came up` }).getByRole('link'),
        ).toHaveCount(
          draws.filter(
            (d) =>
              d.front3?.includes(n) === true ||
              d.last3?.includes(n) === true ||
              (d.prize1?.length === 6 && d.prize1.endsWith(n)),
          ).length,
        );
    }
  });

  test('when /stats was opened once online, then it works offline — its code, the chart library and the light list — in the tab and after a cold start', async ({
    page,
    context,
  }) => {
    await page.goto('/stats');
    await waitForServiceWorker(page);
    await expect(statsBars(page)).toHaveCount(100);
    await expect
      .poll(() => persistedQueries(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['["results"]']));

    await context.setOffline(true);
    await page.getByText('Last 12 months', { exact: true }).click();
    await expect(page).toHaveURL(/range=12m/);
    await expect(page.getByText(/^\d+ draws between/)).toBeVisible();

    // A cold start offline: the page and the chart's chunk from the precache, the list from IndexedDB.
    const cold = await context.newPage();
    await cold.goto('/stats?numbers=39');
    await expect(cold.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
    await expect(statsBars(cold)).toHaveCount(100);
    const { bars, table } = await chartAndTable(cold);
    expect(bars).toEqual(table);
    await expect(
      cold.getByRole('list', { name: 'Your numbers' }).locator(':scope > li'),
    ).toContainText('Came up in');
    await cold.close();
    await context.setOffline(false);
  });

  test('on a desktop, then the whole chart shows without scrolling (screenshot)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/stats');
    await expect(statsBars(page)).toHaveCount(100);
    const chart = await page
      .locator('.stats-chart-scroll')
      .evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(chart).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'stats-desktop.png'), fullPage: true });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('then the page fits the screen and the 100-bar chart scrolls sideways within it (screenshot)', async ({
      page,
    }) => {
      await page.goto('/stats');
      await expect(statsBars(page)).toHaveCount(100);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The chart keeps ≥ 8 px a bar: wider than the phone, scrolled in its own box.
      const chart = await page.locator('.stats-chart-scroll').evaluate((box) => ({
        scroll: box.scrollWidth,
        client: box.clientWidth,
      }));
      expect(chart.scroll).toBeGreaterThan(chart.client);
      expect(chart.scroll / 100).toBeGreaterThanOrEqual(8);
      // The tables fit: the last-2 table's four columns and each heat table's eleven.
      const tablesOverflow = await page.evaluate(() =>
        [...document.querySelectorAll('.stats-table-scroll, .stats-heat-scroll')].map(
          (box) => box.scrollWidth - box.clientWidth,
        ),
      );
      expect(tablesOverflow).toEqual([0, 0, 0, 0]);
      await page.screenshot({ path: join(SHOTS, 'stats-phone.png'), fullPage: true });
    });
  });
});
