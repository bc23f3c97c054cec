import bwipjs from 'bwip-js/node';
import { expect, test } from './support/fixtures';
import { openChecker, pickPhoto, requestsOut } from './support/ticket-photo';

/*
 * 'Read a ticket's photo' on /check (issue 37, the photo path): images made at test time with a
 * barcode library — a ticket's Data Matrix (a real code of the 1 July 2026 draw,
 * shared/domain/ticket-codes.md), a seller's QR link, a code of another kind — are picked as the
 * photo; the code is read on the device by the self-hosted ZXing reader (headless Chromium has no
 * BarcodeDetector), and no request leaves 127.0.0.1.
 */

/** A PNG of one code, on white, as a photo of it would frame it. */
function codeImage(bcid: string, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 6,
    paddingwidth: 24,
    paddingheight: 24,
    backgroundcolor: 'FFFFFF',
  });
}

test('a ticket’s photo fills in its number and the draw its code names, read on this device', async ({
  page,
}) => {
  const out = requestsOut(page);
  await openChecker(page);
  const wasm = page.waitForResponse((response) =>
    /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url()),
  );
  await pickPhoto(page, await codeImage('datamatrix', '69-25-05-972469-3941'));
  expect((await wasm).headers()['content-type']).toBe('application/wasm');
  await expect(
    page.getByRole('status').filter({ hasText: 'Read 972469 from the photo' }),
  ).toContainText('draw of 01/07/2026');
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('972469');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Results for the draw of 01/07/2026')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checked tickets' })).toContainText('972469');

  // A second ticket's photo adds its number to those typed.
  await pickPhoto(page, await codeImage('datamatrix', '69-26-37-488807-7121'));
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('972469\n488807');
  expect(out).toEqual([]);
});

test('a seller’s QR link or a photo without a ticket’s code fills nothing in, and says why', async ({
  page,
}) => {
  const out = requestsOut(page);
  await openChecker(page);
  await page.getByLabel('Ticket numbers').fill('123456');
  await pickPhoto(page, await codeImage('qrcode', 'https://shop.example/lotto?n=692513972469'));
  await expect(page.getByRole('status').filter({ hasText: 'seller' })).toHaveText(
    "That code is a seller's link, not the ticket's: nothing was filled in.",
  );
  await pickPhoto(page, await codeImage('code128', 'NOT A TICKET'));
  await expect(page.getByRole('status').filter({ hasText: 'No ticket code' })).toBeVisible();
  // What was typed stays as it was.
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('123456');
  expect(out).toEqual([]);
});
