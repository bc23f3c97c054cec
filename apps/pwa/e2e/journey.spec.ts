import type { Page } from '@playwright/test';
import { bangkokDay, prizeAmount } from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import { approveMember, listResults, published } from './support/api';
import {
  digits,
  expect,
  loginInBrowser,
  otherBrowser,
  registerMember,
  shown,
  test,
  unique,
} from './support/admin-fixtures';
import { seedContent } from './support/seed';

/*
 * Issue 6 §2, the whole journey in one test: a visitor on a phone, an admin on a desktop in a
 * second browser context, and the visitor going offline with what the admin just published.
 * Admin sessions live in the real redis-server (admin-fixtures). Each step leaves a screenshot in
 * e2e/screenshots/journey-NN-<step>.png (git-ignored; CI keeps them as artefacts).
 */

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const baht = (n: number) => new Intl.NumberFormat('en-US').format(n);

let shot = 0;
/** The phone steps keep to the screen (what the visitor sees); the admin's desktop pages are taken whole. */
async function screenshot(page: Page, step: string, fullPage = false) {
  shot += 1;
  await page.screenshot({
    path: `${SCREENSHOTS}journey-${String(shot).padStart(2, '0')}-${step}.png`,
    fullPage,
  });
}

/** Chooses a link of the public site's phone menu (the main nav is folded behind the hamburger). */
async function phoneMenu(page: Page, link: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await drawer.getByRole('link', { name: link, exact: true }).click();
  await expect(drawer).toBeHidden();
}

/** Whether the service worker's API cache holds an answer for `path` whose body mentions `text`. */
function apiCacheHolds(page: Page, path: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ([p, t]) => {
      const cache = await caches.open('lotto-api-lists');
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== p) continue;
        const response = await cache.match(request);
        if (response && (await response.text()).includes(t)) return true;
      }
      return false;
    },
    [path, text] as const,
  );
}

test.describe('the whole journey', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
  });

  test('when a phone visitor registers and the admin publishes a result and a tip, then the visitor sees both, also offline, and the checker pays the new first prize', async ({
    page,
    context,
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    shot = 0;
    const id = unique();
    const before = await listResults(stack);
    const previous = published(before[0]);
    // Newer than every draw, yet not in the future, so it becomes "the last result".
    const today = bangkokDay();
    expect(
      today > previous.date,
      `today (${today}) must be after the newest draw (${previous.date})`,
    ).toBe(true);
    const draw = {
      date: today,
      prize1: digits(6),
      front3: [digits(3), digits(3)],
      last3: [digits(3), digits(3)],
      last2: digits(2),
    };
    const tipUrl = `${stack.appUrl}/icons/icon-512.png?journey=${id}`;

    // 1. A visitor opens Home on a phone: the newest draw there is, before the admin's.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const card = page.getByLabel('Latest draw');
    await expect(card).toContainText(`Draw Date: ${shown(previous.date)}`);
    await expect(card).toContainText(previous.prize1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await screenshot(page, 'home');

    // 2. Browses Tips and Result through the phone menu.
    await phoneMenu(page, 'Tips');
    await expect(page).toHaveURL(/\/tips$/);
    await expect(page.getByRole('list', { name: 'Tips' }).getByRole('img').first()).toBeVisible();
    await expect(page.locator(`img[src="${tipUrl}"]`)).toHaveCount(0);
    await screenshot(page, 'tips');
    await phoneMenu(page, 'Result');
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByRole('article').first()).toContainText(
      `Draw Date: ${shown(previous.date)}`,
    );
    await screenshot(page, 'result');

    // 3. VIP tips are for members: sent to login, registers, reads them.
    await phoneMenu(page, 'VIP-Tips');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvip-tips$/);
    await registerMember(page, `Journey ${id}`, `journey-${id}@lotto.test`);
    await screenshot(page, 'registered');
    // VIP tips open once the admin approves the membership (a payment recorded on the Users page).
    await approveMember(stack, `journey-${id}@lotto.test`);
    await phoneMenu(page, 'VIP-Tips');
    await expect(page).toHaveURL(/\/vip-tips$/);
    await expect(page.getByRole('heading', { name: 'VIP Tips' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^VIP tip \d+$/ }).first()).toBeVisible();
    await screenshot(page, 'vip-tips');

    // 4. The admin, on a desktop in another browser, logs in and publishes a result and a tip.
    const adminContext = await otherBrowser(browser, stack);
    try {
      const admin = await adminContext.newPage();
      await admin.setViewportSize({ width: 1366, height: 900 });
      await loginInBrowser(admin, stack);
      await screenshot(admin, 'admin-dashboard', true);
      const nav = admin.getByRole('navigation', { name: 'Admin menu' });
      await nav.getByRole('link', { name: 'Results' }).click();
      const form = admin.getByRole('form', { name: 'Add result' });
      await form.getByLabel('Draw date').fill(draw.date);
      await form.getByLabel('Prize 1').fill(draw.prize1);
      await form.getByLabel('Front 3 (1)').fill(draw.front3[0] ?? '');
      await form.getByLabel('Front 3 (2)').fill(draw.front3[1] ?? '');
      await form.getByLabel('Last 3 (1)').fill(draw.last3[0] ?? '');
      await form.getByLabel('Last 3 (2)').fill(draw.last3[1] ?? '');
      await form.getByLabel('Last 2 Digits').fill(draw.last2);
      await form.getByRole('button', { name: 'Submit Result' }).click();
      await expect(admin.getByText(`Result of ${shown(draw.date)} published`)).toBeVisible();
      await expect(
        admin
          .getByRole('table', { name: 'Published results' })
          .getByRole('row')
          .filter({ hasText: draw.prize1 }),
      ).toBeVisible();
      await screenshot(admin, 'admin-result-published', true);

      await nav.getByRole('link', { name: 'Add Tips' }).click();
      await expect(admin.getByRole('heading', { name: 'Add Tips' })).toBeVisible();
      await admin.getByLabel('Image URL').fill(tipUrl);
      const preview = admin.getByAltText('Preview of the image to save');
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Image URL saved successfully!')).toBeVisible();
      await expect(admin.getByAltText('Tip 1')).toHaveAttribute('src', tipUrl);
      await screenshot(admin, 'admin-tip-saved', true);
    } finally {
      await adminContext.close();
    }

    // 5. The visitor reloads: the new draw on Home and Result, the new tip on /tips.
    await page.goto('/');
    await page.reload();
    await expect(card).toContainText(`Draw Date: ${shown(draw.date)}`);
    await expect(card).toContainText(draw.prize1);
    await expect(card).toContainText(draw.last2);
    await screenshot(page, 'home-new-result');
    await phoneMenu(page, 'Tips');
    const tip = page.locator(`img[src="${tipUrl}"]`);
    await expect(tip).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tips' }).getByRole('img').first()).toHaveAttribute(
      'src',
      tipUrl,
    );
    await screenshot(page, 'tips-new-tip');
    await phoneMenu(page, 'Result');
    await expect(page.getByRole('article').first()).toContainText(`Draw Date: ${shown(draw.date)}`);
    // What an offline reload falls back to. The full list may still be the cached one (fresh for a
    // minute); the app puts the latest draw in front of it, so the checker needs only this answer.
    await expect.poll(() => apiCacheHolds(page, '/api/results/latest', draw.prize1)).toBe(true);

    // 6. Offline, reload: the new result is still there, with the banner.
    await context.setOffline(true);
    await page.goto('/');
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toContainText(/Last updated \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(card).toContainText(`Draw Date: ${shown(draw.date)}`);
    await expect(card).toContainText(draw.prize1);
    await screenshot(page, 'offline-home');

    // 7. The ticket checker still works offline, against the new draw.
    await phoneMenu(page, 'Check Ticket');
    await expect(page).toHaveURL(/\/check$/);
    await page.getByLabel('Ticket numbers').fill(draw.prize1);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(`Results for the draw of ${shown(draw.date)}`)).toBeVisible();
    const wins = checkTicket(draw.prize1, draw);
    const total = wins.reduce((sum, tier) => sum + (prizeAmount(draw.date, tier) ?? 0), 0);
    const row = page
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${draw.prize1}"]`);
    await expect(row).toContainText(
      `First prize: ${baht(prizeAmount(draw.date, 'prize1') ?? 0)} baht`,
    );
    await expect(row).toContainText(`Wins ${baht(total)} baht`);
    await expect(banner).toBeVisible();
    await screenshot(page, 'offline-check');

    // 8. Back online: the banner goes, the new draw stays.
    await context.setOffline(false);
    await page.goto('/');
    await expect(card).toContainText(draw.prize1);
    await expect(banner).toBeHidden();
    await screenshot(page, 'online-again');
  });
});
