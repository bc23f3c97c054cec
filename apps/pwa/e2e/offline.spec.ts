import type { Page } from '@playwright/test';
import {
  createApprovedMember,
  latestResult,
  type PublishedResult,
  uniqueEmail,
} from './support/api';
import { expect, test } from './support/fixtures';
import { seedContent, type SeededImages } from './support/seed';
import { startStack } from './support/stack';
import { persistedCache, persistedQueries, waitForServiceWorker } from './support/device';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The site's offline banner (lists and cards say 'You are offline: …' / '… and …' themselves). */
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^You are offline\./ });

function imageCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async (u) => Boolean(await (await caches.open('lotto-images')).match(u)),
    url,
  );
}

test.describe('installable and offline', () => {
  let images: SeededImages;
  let latest: PublishedResult;

  test.beforeAll(async ({ stack }) => {
    images = await seedContent(stack);
    latest = await latestResult(stack);
  });

  test('Chromium reports no installability errors and the manifest is complete', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await cdp.detach();
    // Playwright's contexts are incognito-like; outside a persistent profile Chromium always adds this one.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Lotto' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  test('load once, go offline, reload: last result, results, tips and the tools still work, with the banner', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Result' })
      .click();
    await expect(page.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips', exact: true })
      .click();
    const tip = page.getByRole('list', { name: 'Tips' }).getByRole('img').first();
    await expect(tip).toHaveAttribute('src', images.tips[0] ?? '');
    await expect.poll(() => imageCached(page, images.tips[0] ?? '')).toBe(true);
    await expect
      .poll(async () => {
        const cache = await persistedCache(page);
        const lightList = (await persistedQueries(page)).includes('["results"]');
        return lightList && ['"tips"', '"latest"', '"success"'].every((key) => cache.includes(key));
      })
      .toBe(true);

    await context.setOffline(true);
    await page.goto('/');
    const banner = offlineBanner(page);
    await expect(banner).toContainText(/Last updated \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await expect(page.getByRole('list', { name: 'Tips' }).getByRole('img').first()).toBeVisible();
    // The number tools need no network at all (their code comes from the precache as they scroll in).
    await page.getByRole('heading', { name: 'Game Generator' }).scrollIntoViewIfNeeded();
    await page.getByLabel('Digits for 3UP', { exact: true }).fill('1123');
    await expect(
      page.getByRole('list', { name: 'Generated Unique 3UP Numbers' }).locator('li'),
    ).toHaveText(['112', '113', '123']);

    await page.goto('/result');
    await expect(page.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    await expect(banner).toBeVisible();

    await page.goto('/tips');
    const offlineTip = page.getByRole('list', { name: 'Tips' }).getByRole('img').first();
    await expect
      .poll(() => offlineTip.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The ticket checker works against the cached results.
    await page.goto('/check');
    await page.getByLabel('Ticket numbers').fill(latest.prize1);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator(`[data-ticket="${latest.prize1}"]`).first()).toContainText(
      'First prize: 6,000,000 baht',
    );

    // A cold start (a new tab, nothing in memory) while still offline.
    const cold = await context.newPage();
    await cold.goto('/result');
    await expect(cold.getByRole('article').first()).toContainText(
      `Draw Date: ${ddmmyyyy(latest.date)}`,
    );
    await expect(offlineBanner(cold)).toBeVisible();
    await cold.close();
    await context.setOffline(false);
  });

  test('when a first visit only opens Home, then an offline reload still shows its last result', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await waitForServiceWorker(page);
    // Home's answers arrive before the persisted cache has been read back: it must still be saved.
    await expect.poll(async () => (await persistedCache(page)).includes(latest.prize1)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await expect(offlineBanner(page)).toContainText(/Last updated \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await context.setOffline(false);
  });

  test('VIP data and cached VIP images are dropped on sign-out', async ({ page, stack }) => {
    const email = uniqueEmail('vipclear');
    // VIP tips are for approved members.
    await createApprovedMember(stack, email, 'secret-123');
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/login?redirect=%2Fvip-tips');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('secret-123');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/vip-tips$/);
    const vipUrl = images.vipTips[0] ?? '';
    await expect(page.locator(`img[src="${vipUrl}"]`)).toBeVisible();
    await expect.poll(() => imageCached(page, vipUrl)).toBe(true);
    // Member data is never written to the device's persisted cache (public data is, meanwhile).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips', exact: true })
      .click();
    await expect(page.getByRole('list', { name: 'Tips' })).toBeVisible();
    await expect.poll(async () => (await persistedCache(page)).includes('"tips"')).toBe(true);
    // Neither the list (/viptips, the vipTips query key) nor an image (its URL says ?vipTips=).
    expect(await persistedCache(page)).not.toMatch(/viptips/i);
    expect(await persistedCache(page)).not.toContain('"member"');

    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('dialog')).toContainText('Logged Out');
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => imageCached(page, vipUrl)).toBe(false);
    // Public images stay cached.
    await page.goto('/tips');
    await expect.poll(() => imageCached(page, images.tips[0] ?? '')).toBe(true);
  });

  test('when a new version is deployed, then the app offers to reload into it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const own = await startStack({ buildEnv: { VITE_APP_VERSION: 'one' } });
    try {
      await page.goto(own.appUrl);
      await waitForServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-app-version', 'one');

      await own.rebuild({ VITE_APP_VERSION: 'two' });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page
        .getByRole('status')
        .filter({ hasText: 'A new version of Lotto is available.' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-app-version', 'two');
      await expect(prompt).toBeHidden();
    } finally {
      await own.stop();
    }
  });
});
