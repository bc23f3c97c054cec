import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type DrawOverrideRecord } from '@lotto/contracts';
import { drawsBetween, upcomingDraws } from '@lotto/number-tools';
import { createApiClient } from '@lotto/test-kit';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { adminToken } from './support/api';
import { persistedQueries, waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import type { Stack } from './support/stack';

/*
 * Home's 'Next draw' card with a mocked page clock in two time zones, its .ics download read by a
 * real parser, a draw moved in the admin panel reaching Home, and the card offline. The API runs on
 * the real clock: the draw moved is the regular draw after the next one (in the server's future
 * whatever today is), and every override made here is removed afterwards (the stack is shared).
 */

const SHOTS = join(import.meta.dirname, 'screenshots');

const REAL_NOW = new Date();
const [NEXT, SECOND] = upcomingDraws(REAL_NOW, 2);
if (!NEXT || !SECOND) throw new Error('the calendar gave no upcoming draws');

/** 2 days 3:14:05 before the next draw starts. */
const BEFORE_NEXT = new Date(NEXT.startsAt.getTime() - ((2 * 24 + 3) * 3600 + 14 * 60 + 5) * 1000);

/** 'Tuesday 1 December 2026', written independently of the app's formatter. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

/** '16 Dec' (the same year as the moved draw in every case this spec makes). */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .split(' ')
    .reverse()
    .join(' ');

/** The first day after `date` that holds no draw. */
function freeDayAfter(date: string): string {
  let day = date;
  do {
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  } while (drawsBetween(day, day).length > 0);
  return day;
}

async function overrides(stack: Stack): Promise<DrawOverrideRecord[]> {
  const answer = await createApiClient(stack.apiUrl).call<DrawOverrideRecord[]>(
    'GET',
    API.draws.overrides.path(),
    { token: await adminToken(stack) },
  );
  return answer.body;
}

async function removeOverrides(stack: Stack) {
  const token = await adminToken(stack);
  for (const { from } of await overrides(stack)) {
    await createApiClient(stack.apiUrl).call('DELETE', API.draws.removeOverride.path({ from }), {
      token,
    });
  }
}

const card = (page: Page) => page.locator('.next-draw-card');

/**
 * A page in `timezoneId` whose clock starts just before `at` and stops there once Home shows the
 * schedule with the API's announced changes: a paused clock fires no timer, and React Query hands
 * an answer to the page on a timer — an answer arriving after the pause would never show (a busy
 * CI machine did that).
 */
async function homeAt(browser: Browser, stack: Stack, timezoneId: string, at: Date) {
  const context = await browser.newContext({ baseURL: stack.appUrl, timezoneId });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(at.getTime() - 60_000) });
  await page.goto('/');
  // The app's card, not the server's (which the app takes over): the clock pauses next, and a
  // paused clock would hold the app's start.
  await expect(page.locator('.lang-switch-select')).toBeVisible();
  await expect(card(page).locator('[data-schedule="announced"]')).toBeVisible();
  await page.clock.pauseAt(at);
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ stack }) => {
  await removeOverrides(stack);
});

test.afterAll(async ({ stack }) => {
  await removeOverrides(stack);
});

test('the countdown and the start time are right in Karachi and in Kolkata, and the countdown ticks', async ({
  browser,
  stack,
}) => {
  for (const [zone, local] of [
    ['Asia/Karachi', '12:30 in Karachi'],
    ['Asia/Kolkata', '13:00 in Kolkata'],
  ] as const) {
    const { context, page } = await homeAt(browser, stack, zone, BEFORE_NEXT);
    const next = card(page);
    await expect(next.getByTestId('next-draw-date')).toHaveText(longDay(NEXT.date));
    await expect(next.getByTestId('next-draw-countdown')).toHaveText('in 2 days 03:14:05');
    await expect(next.getByTestId('next-draw-time')).toHaveText(`Draw at 14:30 Bangkok · ${local}`);
    // Screen readers get coarse words, not the ticking digits.
    await expect(next.getByText('Starts in about 2 days and 3 hours')).toBeAttached();
    await page.clock.runFor(1000);
    await expect(next.getByTestId('next-draw-countdown')).toHaveText('in 2 days 03:14:04');
    await page.clock.runFor(3 * 60_000);
    await expect(next.getByTestId('next-draw-countdown')).toHaveText('in 2 days 03:11:04');
    await context.close();
  }
});

test('Add to calendar downloads lotto-draws.ics: 12 draws a real parser reads, the first the next draw at 07:30Z', async ({
  browser,
  stack,
}) => {
  const { context, page } = await homeAt(browser, stack, 'Europe/London', BEFORE_NEXT);
  const downloading = page.waitForEvent('download');
  await card(page).getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lotto-draws.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  expect(events).toHaveLength(12);
  expect(events[0]?.startDate.toString()).toBe(`${NEXT.date}T07:30:00Z`);
  expect(events[0]?.endDate.toString()).toBe(`${NEXT.date}T09:00:00Z`);
  expect(events[0]?.summary).toBe('Thai government lottery draw');
  expect(new Set(events.map((e) => e.uid)).size).toBe(12);
  await context.close();
});

test('when the API cannot be reached and nothing is saved, the card still gives the next draw from the calendar', async ({
  browser,
  stack,
}) => {
  // No service worker: its own requests would not meet the route that cuts the API off.
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: 'block',
  });
  await context.route(`${stack.apiUrl}${API.draws.upcoming.path()}`, (route) => route.abort());
  const page = await context.newPage();
  await page.clock.install({ time: BEFORE_NEXT });
  // Not the server's Home, which the API (reachable or not) would have written with its answers:
  // the app's own, reached from another page it serves from its shell.
  await page.goto('/tips');
  // The app's header (its language menu), not the shell's, whose brand link would load the page.
  await expect(page.locator('.lang-switch-select')).toBeVisible();
  await page.locator('.site-header a.brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(card(page).getByTestId('next-draw-date')).toHaveText(longDay(NEXT.date));
  await expect(card(page).getByTestId('next-draw-time')).toHaveText('Draw at 14:30 Bangkok time');
  await expect(card(page)).toContainText(
    'From the standing calendar: announced date changes could not be checked.',
  );
  await context.close();
});

test('the admin moves a draw: Home shows the moved date with its reason, online and offline', async ({
  browser,
  stack,
}) => {
  const to = freeDayAfter(SECOND.date);
  const reason = 'Asarnha Bucha day (e2e)';

  // The admin panel, on the real clock.
  const adminContext = await browser.newContext({ baseURL: stack.appUrl });
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Email').fill(stack.adminEmail);
  await admin.getByLabel('Password', { exact: true }).fill(stack.adminPassword);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.getByRole('link', { name: 'Draw calendar' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Draw calendar', level: 1 })).toBeVisible();
  await admin.getByLabel('Regular draw').selectOption(SECOND.date);
  await admin.getByLabel('New date').fill(to);
  await admin.getByLabel('Reason').fill(reason);
  await admin.getByRole('button', { name: 'Move the draw' }).click();
  await expect(admin.getByText(`is now held on ${longDay(to)}`)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Announced changes' })).toContainText(reason);
  expect((await overrides(stack)).map((o) => [o.from, o.to, o.reason])).toEqual([
    [SECOND.date, to, reason],
  ]);
  await adminContext.close();

  // A visitor in Karachi after the next draw's results: the following draw is the moved one.
  const after = new Date(NEXT.completeBy.getTime() + 3_600_000);
  const { context, page } = await homeAt(browser, stack, 'Asia/Karachi', after);
  const next = card(page);
  await expect(next.getByTestId('next-draw-date')).toHaveText(longDay(to));
  await expect(next.getByTestId('next-draw-moved')).toHaveText(
    `Moved from ${shortDay(SECOND.date)}: ${reason}`,
  );
  await expect(next.getByTestId('next-draw-time')).toHaveText(
    'Draw at 14:30 Bangkok · 12:30 in Karachi',
  );

  // Offline, once the service worker controls the page and the announcement is saved on the device.
  await page.clock.resume();
  await waitForServiceWorker(page);
  await expect
    .poll(async () => (await persistedQueries(page)).includes('["draws","upcoming"]'))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(next.getByTestId('next-draw-date')).toHaveText(longDay(to));
  await expect(next.getByTestId('next-draw-moved')).toContainText(reason);
  await expect(next.getByTestId('next-draw-countdown')).toHaveText(
    /^in (\d+ days? )?\d\d:\d\d:\d\d$/,
  );
  await context.setOffline(false);
  await context.close();
});

test('screenshot: Home with the next-draw card on a phone', async ({ browser, stack }) => {
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    timezoneId: 'Asia/Karachi',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install({ time: BEFORE_NEXT });
  await page.goto('/');
  await expect(card(page).getByTestId('next-draw-countdown')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'home-next-draw-phone.png') });
  await context.close();
});
