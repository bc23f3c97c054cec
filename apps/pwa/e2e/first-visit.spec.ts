import { API, type Draw } from '@lotto/contracts';
import { CHECK_FORM } from '@lotto/site';
import { createApiClient } from '@lotto/test-kit';
import type { Page } from '@playwright/test';
import { APP_STARTED_KEY } from '../src/lib/app-start';
import { waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';

/*
 * A first visit to a server page (a search result, a link from a chat): the device never ran the
 * app, so the page stays the server's until the visitor reaches for it (src/lib/app-start.ts);
 * its links and /check's plain form work meanwhile, the service worker installs, and the first
 * tap starts the app.
 */

test.use({ appStartedBefore: false, viewport: { width: 400, height: 800 } });

/** A draw with every tier on file in the shipped history, and the draws beside it. */
const DATE = '2024-12-16';
const PREVIOUS = '2024-12-01';

/** Whether the app runs on the page (main.tsx marks `<html>` with its version). */
const appRuns = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.appVersion !== undefined);
/** Whether the page is still the server's (the shell's `.app-shell`, which React replaces). */
const serverPageShown = (page: Page) => page.locator('#root > .app-shell').count();

test('when a first visit opens a draw page, then it stays the server’s page while the worker installs, and the menu button starts the app with its menu open', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`/result/${DATE}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('16/12/2024');
  // The load has passed and the worker, registered after it, controls the page: still no app.
  await waitForServiceWorker(page);
  await page.waitForTimeout(1000);
  expect(await appRuns(page)).toBe(false);
  expect(await serverPageShown(page)).toBe(1);
  // Neither the app's code nor its first GETs were fetched by the page (the worker precaches).
  expect(
    requests.filter(
      (path) =>
        /\/assets\/(main|start|framework)-/.test(path) && !path.includes('/start-on-demand-'),
    ),
  ).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), APP_STARTED_KEY)).toBeNull();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await expect(drawer.getByRole('link', { name: 'Check Ticket', exact: true })).toBeVisible();
  expect(await appRuns(page)).toBe(true);
  expect(await serverPageShown(page)).toBe(0);
  // The app took over the same draw.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('16/12/2024');
  // This device now runs the app: its next server page starts it at once.
  expect(await page.evaluate((key) => localStorage.getItem(key), APP_STARTED_KEY)).toBe('1');
});

test('when a first visit follows a link of the server’s page, then the next draw opens without the visitor having started the app', async ({
  page,
}) => {
  await page.goto(`/result/${DATE}`);
  await page
    .getByRole('navigation', { name: 'Other draws' })
    .getByRole('link', { name: /^Previous draw/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/result/${PREVIOUS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('01/12/2024');
});

test('when a first visit checks a ticket with /check’s plain form, then the answer comes without the app', async ({
  page,
  stack,
}) => {
  const { body: draws } = await createApiClient(stack.apiUrl).call<Draw[]>(
    'GET',
    API.results.claimable.path(),
  );
  const draw = draws.find((d) => d.status === 'final' && (d.prize2?.length ?? 0) > 0);
  const winner = draw?.prize2?.[0];
  if (!draw || !winner) throw new Error('no claimable draw with 2nd prizes on the stack');

  await page.goto('/check');
  const form = page.getByRole('form', { name: 'Check your ticket' });
  await form.locator(`input[name="${CHECK_FORM.number}"]`).fill(winner);
  await form.locator(`select[name="${CHECK_FORM.draw}"]`).selectOption(draw.date);
  expect(await appRuns(page)).toBe(false);
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]number=${winner}`));
  await expect(
    page.getByRole('list', { name: 'Checked tickets' }).locator(`[data-ticket="${winner}"]`),
  ).toContainText('Wins 200,000 baht');
});

test('when a first visit taps a server page’s text, then the app takes it over without a layout shift', async ({
  page,
}) => {
  await page.goto(`/result/${DATE}`);
  await page.evaluate(() => {
    const win = window as Window & { shifts?: number };
    win.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        win.shifts = (win.shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(() => appRuns(page)).toBe(true);
  await expect.poll(() => serverPageShown(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('16/12/2024');
  expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0);
});

test('when a first visit taps /result’s search field, which only the app works, then the app starts and the field has the focus', async ({
  page,
}) => {
  await page.goto('/result');
  const search = page.getByRole('searchbox', { name: 'Search by number or date' });
  // The server's field is there but inert until the app is up.
  await expect(search).toBeVisible();
  expect(await appRuns(page)).toBe(false);
  const box = await search.boundingBox();
  if (!box) throw new Error('the search field has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => serverPageShown(page)).toBe(0);
  await expect(search).toBeFocused();
  await page.keyboard.type('16/12/2024');
  await expect(search).toHaveValue('16/12/2024');
});

test('when a first visit opens Home, then its first screen is the server’s, its clock ticks without the app, and scrolling to the tips starts the app', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Latest draw')).toBeVisible();
  await expect(page.getByTestId('next-draw-date')).toBeVisible();
  const fillsWhenSeen = page.locator('[data-app-when-seen]').first();
  // index.html's script fills the visitor's clock and ticks it.
  const clock = page.locator('.clock-time');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const shown = (await clock.textContent()) ?? '';
  await expect(clock).not.toHaveText(shown);
  expect(await appRuns(page)).toBe(false);
  expect(await serverPageShown(page)).toBe(1);

  await fillsWhenSeen.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(() => appRuns(page)).toBe(true);
  await expect.poll(() => serverPageShown(page)).toBe(0);
  // The app took over where the visitor was, and fills the tips' card.
  await expect(page.getByText('Loading tips...')).toHaveCount(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
  await expect(page.getByLabel('Latest draw')).toBeVisible();
});
