import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readCatalog } from '../build/vite-i18n-catalogs';
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
 * (src/offline/offline-plan-worker.ts, started by src/offline/offline-worker-start.ts), off the
 * main thread, and the device ends up holding what the app's own plan would have put there.
 */

/** A real draw with every tier in the shipped history. */
const DATE = '2024-12-16';
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** A message of the Thai catalog, without placeholders. */
const thai = (id: string) => readCatalog('th')[id] ?? `(no ${id} in th)`;

/** The files in the service worker's cache of the PDF's fonts and fontkit (build/vite-pdf-files.ts). */
const pdfFilesOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('lotto-pdf-fonts');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

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

  test('when a first visit reads a draw page in Thai and the app does not start, then the PDF’s Thai font and fontkit are put on the device, and a Thai PDF is made offline', async ({
    page,
    context,
  }) => {
    const worker = page.waitForEvent('worker', (w) => w.url().includes('offline-plan-worker'));
    await page.goto(`/result/${DATE}?lang=th`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await worker;
    await waitForServiceWorker(page);
    await expect
      .poll(() => pdfFilesOnDevice(page), { timeout: 30_000 })
      .toEqual([
        expect.stringMatching(/^\/assets\/noto-sans-thai-thai-700-normal-[\w-]+\.woff$/),
        expect.stringMatching(/^\/assets\/shaper-[\w-]+\.js$/),
      ]);
    expect(await appFilesLoaded(page)).toEqual([]);

    // Offline, Home starts cold from the precache; the PDF in Thai needs only what was put away.
    await context.setOffline(true);
    const cold = await context.newPage();
    await cold.goto('/?lang=th');
    await expect(async () => {
      await cold
        .getByRole('heading', { name: thai('home.totalPaperSearch') })
        .scrollIntoViewIfNeeded({ timeout: 5_000 });
      await expect(cold.getByLabel(thai('home.digitsFor3Up'), { exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
    await cold.getByLabel(thai('home.digitsFor3Up'), { exact: true }).fill('1123');
    await cold.getByLabel(thai('home.searchDown'), { exact: true }).fill('4');
    await cold.getByLabel(thai('home.searchByTotal'), { exact: true }).fill('15');
    const fileEvent = cold.waitForEvent('download');
    await cold.getByRole('button', { name: thai('home.downloadPdf') }).click();
    const bytes = await readFile(await (await fileEvent).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(cold.getByText(thai('home.pdfFontOffline'))).toHaveCount(0);
    await cold.close();
    await context.setOffline(false);
  });
});
