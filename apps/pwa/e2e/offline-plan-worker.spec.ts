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

/*
 * A first visit that only reads a server-rendered page, on which the app does not start (issue 27:
 * the page alone scores, the app's takeover does not): the offline plan runs in a worker
 * (src/routes/-offline-plan-worker.ts, started by src/lib/offline-worker-start.ts), off the main
 * thread, and the device ends up holding what the app's own plan would have put there.
 */

/** A real draw with every tier in the shipped history. */
const DATE = '2024-12-16';
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The app's own files this page loaded (the app never started when there are none). */
const appFilesLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter(
        (url) =>
          /\/assets\/(framework|start|main)-[\w-]+\.js$/.test(url) &&
          !url.includes('/start-on-demand-'),
      ),
  );

test.describe('the offline plan in a worker', () => {
  // A device the app never ran on: the server page holds the app back (src/lib/app-start.ts).
  test.use({ appStartedBefore: false });
  let images: SeededImages;
  let latest: PublishedResult;

  test.beforeAll(async ({ stack }) => {
    images = await seedContent(stack);
    latest = await latestResult(stack);
  });

  test('when a first visit only reads a draw page and the app does not start, then a worker puts the offline pages’ data and the tip images on the device', async ({
    page,
    context,
  }) => {
    const worker = page.waitForEvent('worker', (w) => w.url().includes('offline-plan-worker'));
    await page.goto(`/result/${DATE}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ddmmyyyy(DATE));
    await worker;
    await waitForServiceWorker(page);
    await expect
      .poll(() => persistedQueries(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(ON_DEVICE));
    for (const url of images.tips) {
      await expect.poll(() => imageCached(page, url), { timeout: 30_000 }).toBe(true);
    }
    // The worker did it: the page never loaded the app.
    expect(await appFilesLoaded(page)).toEqual([]);

    // Offline, each page starts the app cold from the service worker's precache, with nothing in
    // memory: what it shows is what the worker saved.
    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/result');
    await expect(cold.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
    await expect(cold.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    await expect(cold.getByText('Loading results...')).toHaveCount(0);

    await cold.goto(`/check?draw=${latest.date}`);
    await cold.getByLabel('Ticket numbers').fill(latest.prize1);
    await cold.getByRole('button', { name: 'Check' }).click();
    await expect(
      cold
        .getByRole('list', { name: 'Checked tickets' })
        .locator(`[data-ticket="${latest.prize1}"]`),
    ).toContainText('First prize');
    await expect(cold.getByText(/the full draw is not on this device/)).toHaveCount(0);

    await cold.goto('/tips');
    const tips = cold.getByRole('list', { name: 'Tips' }).getByRole('img');
    await expect(tips).toHaveCount(images.tips.length);
    for (const tip of await tips.all()) {
      await expect
        .poll(() => tip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await cold.close();
    await context.setOffline(false);
  });
});
