import type { BrowserContext, Page } from '@playwright/test';
import { persistedQueries, waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import {
  appChecker,
  codeImage,
  pickPhoto,
  READER_WASM,
  readerCached,
  TICKET_972469,
} from './support/ticket-codes';

/*
 * The ticket code reader kept for offline by the offline plan (issue 37): a first visit to /check
 * online puts the reader's wasm on the device (src/offline/offline-code-reader.ts) before any photo
 * is read; offline, after a reload, a ticket's photo is read all the same. With Save-Data the plan
 * leaves it: offline, the photo cannot be read.
 */

const WASM = READER_WASM;

/** The wasm requests the page made. */
function wasmRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (WASM.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function offlineReload(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await page.locator('.lang-switch-select').waitFor();
}

test('a first visit to the checker keeps the code reader: offline, a ticket’s photo is read', async ({
  page,
  context,
}) => {
  await appChecker(page);
  await waitForServiceWorker(page);
  // The plan fetched it; no photo was read.
  await expect
    .poll(() => readerCached(page), { timeout: 30_000 })
    .toEqual([expect.stringMatching(WASM)]);

  await offlineReload(page, context);
  await pickPhoto(page, await codeImage('datamatrix', TICKET_972469));
  await expect(
    page.getByRole('status').filter({ hasText: 'Read 972469 from the photo' }),
  ).toContainText('draw of 01/07/2026');
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('972469');
});

test('with Save-Data the plan leaves the code reader off the device', async ({ page, context }) => {
  // The browser's Lite mode (`navigator.connection.saveData`), which headless Chromium cannot set.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
  });
  const wasm = wasmRequests(page);
  await appChecker(page);
  await waitForServiceWorker(page);
  // The plan ran (with Save-Data, its fetches only): the pages' data is on the device.
  await expect
    .poll(() => persistedQueries(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['["results","claimable"]']));
  expect(await readerCached(page)).toEqual([]);
  expect(wasm).toEqual([]);

  await offlineReload(page, context);
  await pickPhoto(page, await codeImage('datamatrix', TICKET_972469));
  await expect(
    page.getByRole('status').filter({ hasText: 'The photo could not be read' }),
  ).toBeVisible();
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('');
  expect(await readerCached(page)).toEqual([]);
});
