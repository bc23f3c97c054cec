import { SHARED_PHOTO } from '@lotto/site/shared-photo';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import { appChecker, codeImage, requestsOut, TICKET_972469 } from './support/ticket-codes';

/*
 * A photo shared to the installed app (issue 37: the manifest's Web Share Target). The browser
 * sends the share as a multipart POST to the share's action; here a form built in the page sends
 * the same POST, as a navigation, with a File made from a Data Matrix bwip-js draws at test time.
 * The service worker keeps the photo and opens /check, whose reader reads it on the device.
 */

/** Submits, as the page's navigation, the share's POST carrying `file` (bytes, type, name). */
async function sharePhoto(page: Page, file: { bytes: Buffer; type: string; name: string }) {
  await page.evaluate(
    ({ action, field, bytes, type, name }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      const input = document.createElement('input');
      input.type = 'file';
      input.name = field;
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], name, { type }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    {
      action: SHARED_PHOTO.action,
      field: SHARED_PHOTO.field,
      bytes: [...file.bytes],
      type: file.type,
      name: file.name,
    },
  );
}

/** Whether the service worker still keeps a shared photo. */
function photoKept(page: Page): Promise<boolean> {
  return page.evaluate(
    async (action) =>
      (await caches.has('lotto-shared-photo')) &&
      (await (await caches.open('lotto-shared-photo')).match(action)) !== undefined,
    SHARED_PHOTO.action,
  );
}

test('a ticket’s photo shared to the app opens the checker with its number and its draw, read on this device', async ({
  page,
}) => {
  const out = requestsOut(page);
  await appChecker(page);
  await waitForServiceWorker(page);

  const shared = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(SHARED_PHOTO.action),
  );
  await sharePhoto(page, {
    bytes: await codeImage('datamatrix', TICKET_972469),
    type: 'image/png',
    name: 'ticket.png',
  });
  // The share's POST was a multipart navigation, which the service worker answered.
  const post = await shared;
  expect(post.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Read 972469 from the photo' }),
  ).toContainText('draw of 01/07/2026');
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('972469');
  // The photo is read once: off the device, and `?photo=` off the address.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/check');
  expect(await photoKept(page)).toBe(false);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Results for the draw of 01/07/2026')).toBeVisible();
  expect(out).toEqual([]);
});

test('a file shared that is not a photo keeps nothing and the checker says so', async ({
  page,
}) => {
  await appChecker(page);
  await waitForServiceWorker(page);
  await sharePhoto(page, {
    bytes: Buffer.from('%PDF-1.4'),
    type: 'application/pdf',
    name: 'a.pdf',
  });
  await expect(page.getByRole('status').filter({ hasText: 'not a photo' })).toHaveText(
    'That file is not a photo: nothing was filled in. Pick or share a photo of the ticket.',
  );
  await expect(page.getByLabel('Ticket numbers')).toHaveValue('');
  expect(await photoKept(page)).toBe(false);
});
