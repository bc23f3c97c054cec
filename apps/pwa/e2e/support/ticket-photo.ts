import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** The checker's photo path (issue 37): its page, picking a photo, the requests that leave. */

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

/** /check as the app renders it (its header's language switch: React has taken the server's page over). */
export async function openChecker(page: Page): Promise<void> {
  await page.goto('/check');
  await expect(page.locator('.lang-switch-select')).toBeVisible();
}

/** Picks `png` as the ticket's photo ('Read a ticket's photo'). */
export async function pickPhoto(page: Page, png: Buffer): Promise<void> {
  await page
    .getByTestId('ticket-photo-input')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: png });
}
