import bwipjs from 'bwip-js/node';
import type { Page, Request } from '@playwright/test';

/** A PNG of one code, on white, as a photo of it would frame it (bwip-js, at test time). */
export function codeImage(bcid: string, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid,
    text,
    scale: 6,
    paddingwidth: 24,
    paddingheight: 24,
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * Every request to a host other than 127.0.0.1 that a page makes (its workers' too), or a whole
 * context (its service worker's too).
 */
export function requestsOut(source: {
  on(event: 'request', listener: (request: Request) => unknown): unknown;
}): string[] {
  const out: string[] = [];
  source.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1')
      out.push(request.url());
  });
  return out;
}

/** The app's checker on screen (its header's language switch: React has taken the page over). */
export async function appChecker(page: Page, path = '/check'): Promise<void> {
  await page.goto(path);
  await page.locator('.lang-switch-select').waitFor();
}

/** Picks `png` as the ticket's photo. */
export async function pickPhoto(page: Page, png: Buffer): Promise<void> {
  await page
    .getByTestId('ticket-photo-input')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: png });
}

/** A real ticket's code (the 1 July 2026 draw, shared/domain/ticket-codes.md). */
export const TICKET_972469 = '69-25-05-972469-3941';

/** The code reader's WebAssembly, as the build names it. */
export const READER_WASM = /\/assets\/zxing_reader-[\w-]+\.wasm$/;

/** The URLs the service worker's code reader cache (`lotto-code-reader`) holds. */
export function readerCached(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.has('lotto-code-reader'))
      ? (await (await caches.open('lotto-code-reader')).keys()).map((request) => request.url)
      : [],
  );
}
