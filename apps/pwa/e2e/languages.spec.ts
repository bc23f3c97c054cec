import { join } from 'node:path';
import { drawPageTitle, titleText } from '@lotto/site/titles';
import type { Page } from '@playwright/test';
import { readCatalog } from '../build/vite-i18n-catalogs';
import { latestResult, type PublishedResult } from './support/api';
import { waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';

/*
 * The site in the visitor's language (src/i18n): a Thai browser's first visit, the switch to Urdu
 * and its mirrored layout, the choice kept through an offline reload. Texts are read from the
 * catalogs themselves, so a translation can change without this file.
 */

const SHOTS = join(import.meta.dirname, 'screenshots');
const PHONE = { width: 390, height: 844 };
/** A 2024 draw with every tier on file (the shipped history). */
const FULL_DRAW = '2024-12-16';

const catalog = {
  th: readCatalog('th'),
  hi: readCatalog('hi'),
  ur: readCatalog('ur'),
  en: readCatalog('en'),
};
const text = (locale: keyof typeof catalog, id: string, values: Record<string, string> = {}) =>
  (catalog[locale][id] ?? `(no ${id})`).replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '',
  );

/** dd/MM/yyyy of an ISO day, the year in the Buddhist era. */
const thaiDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${Number(y) + 543}`;
};

const languageMenu = (page: Page, locale: keyof typeof catalog) =>
  page.getByRole('combobox', { name: text(locale, 'app.language') });

test.describe('a Thai browser', () => {
  test.use({ locale: 'th-TH' });
  let latest: PublishedResult;

  test.beforeAll(async ({ stack }) => {
    latest = await latestResult(stack);
  });

  test('when it visits for the first time, then the site is in Thai with Buddhist-era dates', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(text('th', 'pages.title', { page: text('th', 'home.heading') }));
    await expect(languageMenu(page, 'th')).toHaveValue('th');
    await expect(page.locator('.last-result-card')).toContainText(thaiDate(latest.date));
    await expect(page.locator('.last-result-card .prize1')).toHaveText(latest.prize1);

    await page.goto(`/result/${FULL_DRAW}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(thaiDate(FULL_DRAW));
    // The server's title of the draw page (its long date in the Buddhist era), the app's too.
    await expect(page).toHaveTitle(
      titleText(drawPageTitle(FULL_DRAW, 'th'), (id, values) => text('th', id, values)),
    );
    for (const id of ['tiers.prize1', 'tiers.near1', 'tiers.front3', 'tiers.last3', 'tiers.last2'])
      await expect(page.getByText(text('th', id), { exact: true }).first()).toBeVisible();
  });
});

test.describe('the HTML shell of a Thai browser', () => {
  test.use({ locale: 'th-TH' });

  test("when the app's scripts have not run yet, then the shell already speaks Thai and dates the last draw in the Buddhist era", async ({
    page,
    stack,
  }) => {
    const latest = await latestResult(stack);
    // Only index.html's own inline scripts run: every file of the app is held back.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const nav = page.getByRole('navigation', { name: text('th', 'common.navMain') });
    await expect(nav.getByRole('link', { name: text('th', 'common.navResult') })).toBeVisible();
    const card = page.getByLabel(text('th', 'results.latestDraw'));
    await expect(card).toContainText(thaiDate(latest.date));
    await expect(card).toContainText(text('th', 'results.prize1Label'));
    await expect(card.locator('.prize1')).toHaveText(latest.prize1);
    await expect(
      card.getByRole('link', {
        name: text('th', 'results.fullResultsOf', { date: thaiDate(latest.date) }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: text('th', 'home.nextDraw') })).toBeVisible();
  });
});

test.describe('switching language', () => {
  test('when Urdu is chosen, then the layout mirrors while the numbers stay left to right in Western digits', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/result/${FULL_DRAW}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The draw sheet's first number: the first prize.
    const prize1 = page.locator('main .draw-numbers .num').first();
    const first = (await prize1.textContent())?.trim() ?? '';
    expect(first).toMatch(/^\d{6}$/);

    await languageMenu(page, 'en').selectOption('ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(languageMenu(page, 'ur')).toBeFocused();
    await expect(page.getByText(text('ur', 'tiers.prize1'), { exact: true }).first()).toBeVisible();

    // Mirrored: the brand at the right edge, the menu button at the left.
    const brand = await page.locator('.site-header .brand').boundingBox();
    const menu = await page.locator('.site-header .hamburger').boundingBox();
    expect(brand && menu && brand.x > menu.x).toBe(true);
    expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeGreaterThan(PHONE.width - 40);
    // The numbers: the same digits, left to right.
    await expect(prize1).toHaveText(first);
    expect(await prize1.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const numbers = await page.locator('main .num:not(.num-missing)').allTextContents();
    expect(numbers.length).toBeGreaterThan(100);
    for (const n of numbers) expect(n.trim()).toMatch(/^[0-9 ,.–-]*$/);
    await page.screenshot({
      path: join(SHOTS, 'languages-urdu-draw-page-phone.png'),
      fullPage: true,
    });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.last-result-card .prize1')).toHaveText(/^\d{6}$/);
    await page.screenshot({ path: join(SHOTS, 'languages-urdu-home-phone.png') });
  });

  test('when Hindi is chosen, then it is still Hindi after an offline reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await languageMenu(page, 'en').selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(text('hi', 'pages.title', { page: text('hi', 'home.heading') }));

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(languageMenu(page, 'hi')).toHaveValue('hi');
    await expect(page).toHaveTitle(text('hi', 'pages.title', { page: text('hi', 'home.heading') }));
    await page.goto('/check');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'pages.check'));
    await context.setOffline(false);
  });
});
