import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readCatalog } from '../build/vite-i18n-catalogs';
import { LOCALE_STORAGE_KEY, LOCALES } from '../src/i18n/locales';
import { APP_STARTED_KEY } from '../src/lib/app-start';
import { waitForServiceWorker } from './support/device';
import {
  launchWithCamera,
  TEN_TICKETS,
  type TicketPicture,
  writeTicketVideo,
} from './support/fake-camera';
import { appChecker, READER_WASM, readerCached, requestsOut } from './support/ticket-codes';
import { expect, test } from './support/fixtures';

/*
 * 'Scan tickets' on /check and in the saved tickets (issue 37): Chromium's camera is a video of
 * ticket pictures made at test time (./support/fake-camera.ts) — flat, tilted, with glare, a small
 * code, a seller's QR beside the code, no code — and the scan reads them on the device, one after
 * another, into a list with their draw and verdict. No request leaves 127.0.0.1.
 */

/** Real codes of the 1 July 2026 draw (shared/domain/ticket-codes.md): two sets of 972469. */
const PILE: TicketPicture[] = [
  {
    code: '69-25-05-972469-3941',
    number: '972469',
    itf: '2625058277231800',
    sellerLink: 'https://shop.example/lotto?n=692505972469',
  },
  { code: '69-25-03-972469-3941', number: '972469', itf: '2625039188568904', tilt: 14 },
  { code: '69-26-12-965884-4359', number: '965884', itf: '2626120397183002', glare: true },
  { code: '69-26-37-488807-7121', number: '488807', itf: '2626371312530807', scale: 0.6 },
  // Series 47 of 2026: the draw of 16 December 2026, not on file.
  { code: '69-47-05-123456-4321', number: '123456' },
];

/** Opens /check, as the app, in a browser whose camera shows `pictures` in a loop. */
type OpenWithCamera = (pictures: readonly TicketPicture[], locale?: string) => Promise<Page>;

/**
 * `withCamera`: each browser it opens is closed after the test, and the test fails if any of its
 * pages made a request to a host other than 127.0.0.1 (no image or code leaves the device).
 */
const scanTest = test.extend<{ withCamera: OpenWithCamera }>({
  withCamera: async ({ playwright, page: drawingPage, stack }, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'lotto-scan-'));
    const browsers: Browser[] = [];
    const pages: { page: Page; out: string[] }[] = [];
    try {
      await use(async (pictures, locale = 'en') => {
        const video = join(dir, `camera-${browsers.length}.y4m`);
        await writeTicketVideo(drawingPage, video, pictures);
        const browser = await launchWithCamera(playwright.chromium, video);
        browsers.push(browser);
        const context = await browser.newContext({
          baseURL: stack.appUrl,
          serviceWorkers: 'allow',
        });
        await context.addInitScript(
          ([started, localeKey, lang]) => {
            localStorage.setItem(started, '1');
            localStorage.setItem(localeKey, lang);
          },
          [APP_STARTED_KEY, LOCALE_STORAGE_KEY, locale] as const,
        );
        const page = await context.newPage();
        pages.push({ page, out: requestsOut(page) });
        await appChecker(page);
        return page;
      });
    } finally {
      for (const browser of browsers) await browser.close();
      await rm(dir, { recursive: true, force: true });
    }
    expect(
      pages.flatMap(({ out }) => out),
      'requests that left 127.0.0.1',
    ).toEqual([]);
  },
});

scanTest(
  'a pile of tickets scanned one after another: a list with their draws and verdicts, saved in one tap',
  async ({ withCamera }) => {
    const page = await withCamera(PILE);
    await page.getByRole('button', { name: 'Scan tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
    await expect(
      dialog.getByLabel("Camera view: hold a ticket's square code inside the box"),
    ).toBeVisible();
    // Every ticket of the pile, whatever the frame the camera started on: 4 numbers, 5 tickets.
    const rows = dialog.getByTestId('scanned-ticket');
    await expect(rows).toHaveCount(4, { timeout: 60_000 });
    await expect(dialog.getByRole('button', { name: 'Save all 5 tickets' })).toBeVisible({
      timeout: 60_000,
    });
    const july = dialog.getByRole('region', { name: 'Draw of 01/07/2026' });
    await expect(july.getByTestId('scanned-ticket').filter({ hasText: '972469' })).toContainText(
      /2 tickets: sets (05, 03|03, 05)/,
    );
    await expect(july.getByTestId('scanned-ticket').filter({ hasText: '972469' })).toContainText(
      '2 tickets of 972469',
    );
    await expect(july.getByTestId('scanned-ticket').filter({ hasText: '488807' })).toContainText(
      /488807: (Wins|No prize)/,
    );
    // The draw not out yet: said so, and the ticket saved for its period at once.
    const december = dialog.getByRole('region', {
      name: 'Draw of 16/12/2026: results not out yet',
    });
    await expect(december).toContainText('123456');
    await expect(december).toContainText('checked when the results are out');

    await dialog.getByRole('button', { name: 'Save all 5 tickets' }).click();
    await expect(dialog.getByText('4 tickets saved on this device.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The numbers in the form, the draw their codes name picked, for the visitor to check.
    const field = page.getByLabel('Ticket numbers');
    await expect(field).toHaveValue(/972469/);
    for (const number of ['965884', '488807', '123456'])
      await expect(field).toHaveValue(new RegExp(number));
    const saved = page.getByRole('list', { name: 'Saved tickets' });
    await expect(saved.locator('[data-ticket="972469"]')).toHaveCount(2);
    await expect(saved.locator('[data-ticket="123456"][data-period="2026-12-16"]')).toHaveCount(1);
  },
);

scanTest(
  'a ticket without a code adds nothing: its printed number is read by OCR on consent for the visitor to confirm, and typing stays one tap away',
  async ({ withCamera }) => {
    const page = await withCamera([{ number: '039184', itf: '2625039188568904' }]);
    await page.getByRole('button', { name: 'Scan tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
    // The reader has read frames of the camera (not a matter of time: of frames read).
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('lotto-scan-frame').length), {
        timeout: 60_000,
      })
      .toBeGreaterThan(10);
    await expect(dialog.getByText('No ticket read yet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Save/ })).toBeDisabled();
    // Its printed number, read from the camera's picture by the OCR on the visitor's consent,
    // fills the form for the visitor to confirm; nothing is checked.
    await dialog.getByRole('button', { name: 'No code? Read the printed number' }).click();
    const offer = dialog.getByRole('group', { name: 'Number reader' });
    await expect(offer).toContainText(/This downloads \d+\.\d MB once/);
    await offer.getByRole('button', { name: 'Read the printed number' }).click();
    await expect(page.getByLabel('Ticket numbers')).toHaveValue('039184', { timeout: 60_000 });
    await expect(offer).toContainText('Check the number against the ticket before pressing Check');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Checked tickets' })).toHaveCount(0);
    // Typing stays one tap away.
    await page.getByLabel('Ticket numbers').fill('039184');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Checked tickets' })).toContainText('039184');
  },
);

scanTest(
  'scanned in the saved tickets, the tickets are saved on closing, each for its period with its set',
  async ({ withCamera }) => {
    const page = await withCamera(PILE.slice(0, 2));
    const panel = page.getByRole('region', { name: 'Tickets saved on this device' });
    await panel.getByRole('button', { name: 'Scan tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
    await expect(dialog.getByTestId('scanned-ticket')).toContainText('2 tickets of 972469', {
      timeout: 60_000,
    });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(panel.getByText('2 scanned tickets saved.')).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved tickets' });
    await expect(saved.locator('[data-ticket="972469"][data-period="2026-07-01"]')).toHaveCount(2);
    await expect(saved).toContainText('Set 05');
    await expect(saved).toContainText('Set 03');
  },
);

scanTest(
  'offline after a first visit, ten tickets are read and checked without typing',
  async ({ withCamera }) => {
    const page = await withCamera(TEN_TICKETS);
    // The first visit to the checker keeps the reader (the offline plan); no scan was made online.
    await waitForServiceWorker(page);
    await expect
      .poll(() => readerCached(page), { timeout: 60_000 })
      .toEqual([expect.stringMatching(READER_WASM)]);
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('.lang-switch-select').waitFor();

    // What the scan loads (its chunk, the reader's wasm) comes from the device: the service worker.
    // (The app's own refreshes of the results fail offline, as they should: not the scan's.)
    const network: string[] = [];
    const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
    page.on('response', (response) => {
      if (isAsset(response.url()) && !response.fromServiceWorker()) network.push(response.url());
    });
    page.on('requestfailed', (request) => {
      if (isAsset(request.url())) network.push(`failed: ${request.url()}`);
    });
    await page.getByRole('button', { name: 'Scan tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
    await expect(dialog.getByRole('button', { name: 'Save all 10 tickets' })).toBeVisible({
      timeout: 90_000,
    });
    const july = dialog.getByRole('region', { name: 'Draw of 01/07/2026' });
    await expect(july.getByTestId('scanned-ticket').filter({ hasText: '972469' })).toContainText(
      '5 tickets of 972469',
    );
    await expect(july.getByTestId('scanned-ticket').filter({ hasText: '488807' })).toContainText(
      '5 tickets of 488807',
    );
    expect(network).toEqual([]);
  },
);

for (const locale of LOCALES) {
  scanTest(
    `the scan in ${locale}: its controls named, the camera view described, no serious axe violation`,
    async ({ withCamera }) => {
      const words = readCatalog(locale);
      const page = await withCamera([{ code: '69-26-37-453545-1478', number: '453545' }], locale);
      await page.getByRole('button', { name: words['checker.scan'] }).first().click();
      const dialog = page.getByRole('dialog', { name: words['checker.scanTitle'] });
      await expect(dialog.getByLabel(words['checker.scanCameraLabel'] ?? '')).toBeVisible();
      await expect(dialog.getByTestId('scanned-ticket')).toContainText('453545', {
        timeout: 60_000,
      });
      for (const name of ['checker.scanDone', 'checker.scanSound'])
        await expect(dialog.getByRole('button', { name: words[name] })).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .include('.scan-dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    },
  );
}
