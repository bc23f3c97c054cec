import { type Draw, RESULT_PATHS } from '@lotto/contracts';
import type { Page } from '@playwright/test';
import { latestResult, type PublishedResult } from './support/api';
import {
  imageCached,
  OFFLINE_PLAN_KEYS as ON_DEVICE,
  persistedQueries,
  waitForServiceWorker,
} from './support/device';
import { expect, test } from './support/fixtures';
import { seedContent, type SeededImages } from './support/seed';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function tipImagesShow(page: Page, count: number) {
  const tips = page.getByRole('list', { name: 'Tips' }).getByRole('img');
  await expect(tips).toHaveCount(count);
  for (const tip of await tips.all()) {
    await expect
      .poll(() => tip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe('offline from the first visit', () => {
  let images: SeededImages;
  let latest: PublishedResult;
  /** A claimable draw with its 2nd prizes on file when there is one, and a ticket winning in it. */
  let claimable: { draw: Draw; ticket: string; verdict: string };

  test.beforeAll(async ({ stack }) => {
    images = await seedContent(stack);
    latest = await latestResult(stack);
    const draws = (await (await fetch(stack.apiUrl + RESULT_PATHS.claimable)).json()) as Draw[];
    const draw = draws.find((d) => d.prize2 !== undefined) ?? draws[0];
    if (!draw?.prize1) throw new Error('no claimable draw on the stack');
    claimable = draw.prize2?.[0]
      ? { draw, ticket: draw.prize2[0], verdict: '2nd prize: 200,000 baht' }
      : { draw, ticket: draw.prize1, verdict: 'First prize' };
  });

  test('when a first visit only opens Home, then Result, Check Ticket and Tips work offline at once, in the tab and after a cold start', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await waitForServiceWorker(page);
    // Fetched when the browser was idle: the lists of pages never opened, and the newest tip images.
    await expect
      .poll(() => persistedQueries(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(ON_DEVICE));
    for (const url of images.tips) {
      await expect.poll(() => imageCached(page, url), { timeout: 30_000 }).toBe(true);
    }

    await context.setOffline(true);
    await nav(page, 'Result').click();
    await expect(page.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    await expect(page.getByText('Loading results...')).toHaveCount(0);

    await nav(page, 'Check Ticket').click();
    await page.getByLabel('Ticket numbers').fill(latest.prize1);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator(`[data-ticket="${latest.prize1}"]`).first()).toContainText(
      'First prize',
    );

    await nav(page, 'Tips').click();
    await tipImagesShow(page, images.tips.length);

    // A cold start while still offline: nothing in memory, everything from the device.
    const cold = await context.newPage();
    await cold.goto(`/check?draw=${claimable.draw.date}`);
    await expect(cold.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
    await cold.getByLabel('Ticket numbers').fill(claimable.ticket);
    await cold.getByRole('button', { name: 'Check' }).click();
    // Every tier of a claimable draw is on the device, not only the light list's main tiers.
    await expect(
      cold
        .getByRole('list', { name: 'Checked tickets' })
        .locator(`[data-ticket="${claimable.ticket}"]`),
    ).toContainText(claimable.verdict);
    await expect(cold.getByText(/the full draw is not on this device/)).toHaveCount(0);

    await cold.goto('/result');
    await expect(cold.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    // At once, while the first fetches of the cold start still retry: the list stays on screen.
    await nav(cold, 'Check Ticket').click();
    await expect(cold.getByLabel('Ticket numbers')).toBeVisible();
    await expect(
      cold.getByText('You are offline and this page has not been saved yet'),
    ).toHaveCount(0);
    await cold.goto('/tips');
    await tipImagesShow(cold, images.tips.length);
    await cold.close();
    await context.setOffline(false);
  });

  test('when offline on a page whose code is not on the device yet, then it says so and what works, and opens once back online', async ({
    browser,
    baseURL,
  }) => {
    // No service worker: the pages' code is not precached, as before it has installed on a first visit.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
      await expect
        .poll(() => persistedQueries(page), { timeout: 30_000 })
        .toEqual(expect.arrayContaining(ON_DEVICE));

      await context.setOffline(true);
      await nav(page, 'Result').click();
      await expect(
        page.getByText('You are offline and this page has not been saved yet'),
      ).toBeVisible();
      // Home's code came with the first page; Result's data is here but its code is not.
      const works = page.getByRole('list', { name: 'Works offline' });
      await expect(works.getByRole('link')).toHaveText(['Home']);
      await expect(page.getByText('Loading results...')).toHaveCount(0);
      // The tab was not reloaded into the browser's own offline page.
      await expect(nav(page, 'Result')).toBeVisible();

      // Back online the page opens by itself, in this tab (not by reloading it).
      await page.evaluate(() => Object.assign(window, { sameTab: true }));
      await context.setOffline(false);
      await expect(page.getByRole('article').first()).toContainText(
        `Draw Date: ${ddmmyyyy(latest.date)}`,
      );
      await expect(
        page.getByText('You are offline and this page has not been saved yet'),
      ).toHaveCount(0);
      expect(await page.evaluate(() => 'sameTab' in window)).toBe(true);

      // Result's code is in the tab now: it joins what works.
      await context.setOffline(true);
      await nav(page, 'Tips').click();
      await expect(works.getByRole('link')).toHaveText(['Home', 'Result']);
      await works.getByRole('link', { name: 'Home' }).click();
      await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    } finally {
      await context.close();
    }
  });
});
