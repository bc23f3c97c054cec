import type { BrowserContext, Page } from '@playwright/test';
import { waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import { appChecker as openChecker, pickPhoto, requestsOut } from './support/ticket-codes';

/*
 * The OCR of a ticket's printed number on /check (issue 37, when no code can be read): a picture of
 * a ticket without any 2D code — drawn at test time, HTML screenshotted — is picked as the photo;
 * the code reader finds nothing, the checker offers to read the printed number, saying how much it
 * downloads, and downloads nothing before the visitor agrees. The real tesseract.js reads it on the
 * device from this site's own files; the number fills the form for the visitor to confirm, nothing
 * is checked, and no request leaves 127.0.0.1. Once downloaded, the files are kept: offline, the
 * offer no longer names a download, and reading works.
 */

const NUMBER = '039184';

/** A ticket-like picture: the number large, other text and digits around it, no code. */
async function ticketImage(context: BrowserContext): Promise<Buffer> {
  const drawing = await context.newPage();
  try {
    await drawing.setContent(`<!doctype html><body style="margin:0;background:#fff">
      <div id="ticket" style="width:640px;height:300px;background:#f3e9d2;border:2px solid #b71c1c;
        font-family:sans-serif;position:relative;color:#222">
        <div style="position:absolute;left:24px;top:16px;font-size:22px;font-weight:bold;color:#b71c1c">
          GOVERNMENT LOTTERY</div>
        <div style="position:absolute;left:24px;top:52px;font-size:18px">
          Draw 1 July 2026 &nbsp; Series 25 &nbsp; Set 05</div>
        <div style="position:absolute;left:300px;top:110px;font-size:64px;font-weight:bold;
          letter-spacing:4px;background:#fff;padding:4px 16px">${NUMBER}</div>
        <div style="position:absolute;left:24px;top:240px;font-size:20px">80 BAHT</div>
      </div></body>`);
    return await drawing.locator('#ticket').screenshot();
  } finally {
    await drawing.close();
  }
}

/** The requests of the context (pages, workers, the service worker) for the OCR's files. */
function ocrRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (/\/assets\/(ocr-|tesseract)/.test(new URL(request.url()).pathname))
      seen.push(request.url());
  });
  return seen;
}

/**
 * /check with the codeless ticket picked as its photo: the code reader finds nothing. `keep`: the
 * service worker controls the page first (it keeps only the files it sees downloaded).
 */
async function openWithTicket(page: Page, context: BrowserContext, keep = false): Promise<Buffer> {
  const png = await ticketImage(context);
  await openChecker(page);
  if (keep) await waitForServiceWorker(page);
  await pickCodeless(page, png);
  return png;
}

async function pickCodeless(page: Page, png: Buffer) {
  await pickPhoto(page, png);
  await expect(page.getByRole('status').filter({ hasText: 'No ticket code' })).toBeVisible();
}

const offer = (page: Page) => page.getByRole('group', { name: 'Number reader' });

test('a ticket without a code: its printed number is read on the device, on consent, for the visitor to confirm', async ({
  page,
  context,
}) => {
  const out = requestsOut(context);
  const ocr = ocrRequests(context);
  const png = await openWithTicket(page, context, true);

  // Asked first, with the size; nothing of the OCR downloaded before the visitor agrees.
  await expect(offer(page)).toContainText(
    /Read the printed number instead\? This downloads \d+\.\d MB once, kept on this device/,
  );
  expect(ocr).toEqual([]);
  await offer(page).getByRole('button', { name: 'Read the printed number' }).click();

  await expect(page.getByLabel('Ticket numbers')).toHaveValue(NUMBER, { timeout: 60_000 });
  await expect(offer(page).getByRole('status')).toHaveText(
    `Filled in ${NUMBER} from the printed number. Check the number against the ticket before pressing Check.`,
  );
  // Filled in, never checked: no verdict until the visitor presses Check.
  await expect(page.getByRole('list', { name: 'Checked tickets' })).toHaveCount(0);
  await expect(page.getByText(/Results for the draw of/)).toHaveCount(0);
  expect(ocr.length).toBeGreaterThan(0);

  // Kept: offline, the offer names no download, and the number is read again.
  await context.setOffline(true);
  try {
    await page.getByLabel('Ticket numbers').fill('');
    await pickCodeless(page, png);
    await expect(offer(page)).toContainText('The number reader is already on this device');
    await expect(offer(page)).not.toContainText('MB');
    await offer(page).getByRole('button', { name: 'Read the printed number' }).click();
    await expect(page.getByLabel('Ticket numbers')).toHaveValue(NUMBER, { timeout: 60_000 });
  } finally {
    await context.setOffline(false);
  }
  expect(out).toEqual([]);
});

test('declining the OCR downloads nothing and leaves the typing to the visitor', async ({
  page,
  context,
}) => {
  const out = requestsOut(context);
  const ocr = ocrRequests(context);
  await openWithTicket(page, context);
  await expect(offer(page)).toContainText(/This downloads \d+\.\d MB once/);
  await offer(page).getByRole('button', { name: "No, I'll type it" }).click();
  await expect(offer(page)).toHaveCount(0);

  const field = page.getByLabel('Ticket numbers');
  await expect(field).toHaveValue('');
  await field.fill(NUMBER);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Checked tickets' })).toContainText(NUMBER);
  expect(ocr).toEqual([]);
  expect(out).toEqual([]);
});

test('offline before the first download, the OCR says plainly that it could not read, and typing stays', async ({
  page,
  context,
}) => {
  await openWithTicket(page, context);
  await expect(offer(page)).toContainText(/This downloads \d+\.\d MB once/);
  await context.setOffline(true);
  try {
    await offer(page).getByRole('button', { name: 'Read the printed number' }).click();
    await expect(offer(page).getByRole('status')).toContainText(
      /^The printed number could not be read \(.+\)\. Type the number instead\.$/,
    );
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('');
  await expect(page.getByLabel('Ticket numbers')).toBeEditable();
});
