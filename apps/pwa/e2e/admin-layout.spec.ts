import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createApiClient } from '@lotto/test-kit';
import { createMemberAccount } from '../src/testing/members';
import { apiCall, apiLogin, digits, expect, loginInBrowser, test } from './support/admin-fixtures';

const SHOTS = join(import.meta.dirname, 'screenshots');

/** Nothing may stick out sideways: a phone must never have to scroll horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test.beforeAll(async ({ stack }) => {
  // Something to look at: a few draws and members.
  const token = await apiLogin(stack);
  const existing = (await apiCall<{ date: string }[]>(stack, 'GET', '/results')).body.map(
    (r) => r.date,
  );
  for (const date of ['2026-01-16', '2026-02-01', '2026-02-16', '2026-03-01']) {
    if (existing.includes(date)) continue;
    const body = {
      date,
      prize1: digits(6),
      front3: [digits(3), digits(3)],
      last3: [digits(3), digits(3)],
      last2: digits(2),
    };
    expect((await apiCall(stack, 'POST', '/api/results/add', { body, token })).status).toBe(201);
  }
  const client = createApiClient(stack.apiUrl);
  const members = await Promise.all(
    ['Nattapong', 'Siriporn', 'Kittisak'].map(
      async (name) => (await createMemberAccount(client, stack.authEmulatorHost, { name })).member,
    ),
  );
  const first = members[0];
  if (first)
    await apiCall(stack, 'PATCH', `/api/admin/users/${first._id}`, {
      body: { status: 'approved' },
      token,
    });
});

test.describe('admin layout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('when the panel opens on a phone, then the sidebar folds into a menu button and nothing scrolls sideways', async ({
    page,
    stack,
  }) => {
    await loginInBrowser(page, stack);
    await expect(page.getByRole('complementary', { name: 'Admin' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open admin menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(SHOTS, 'admin-dashboard-phone.png'), fullPage: true });

    await menuButton.click();
    const drawer = page.getByRole('navigation', { name: 'Admin menu (mobile)' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer).toBeInViewport({ ratio: 1 }); // slid all the way in
    await page.screenshot({ path: join(SHOTS, 'admin-menu-phone.png') });
    await drawer.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/admin\/addResult$/);
    await expect(drawer).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Published results' })
        .getByRole('row')
        .filter({ hasText: '/2026' })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(SHOTS, 'admin-add-result-phone.png'), fullPage: true });

    for (const [link, loaded] of [
      [
        'Users',
        page
          .getByRole('table', { name: 'Members' })
          .getByRole('row')
          .filter({ hasText: '@lotto.test' })
          .first(),
      ],
      ['Add Tips', page.getByText('No images yet.').or(page.getByAltText('Tip 1'))],
      ['Change Email', page.getByLabel('Current Email')],
    ] as const) {
      await menuButton.click();
      await drawer.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: link })).toBeVisible();
      await expect(loaded).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('admin layout on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('when the panel opens on a desktop, then the sidebar shows every link and no menu button', async ({
    page,
    stack,
  }) => {
    await loginInBrowser(page, stack);
    const sidebar = page.getByRole('complementary', { name: 'Admin' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveText([
      'Lotto Admin',
      'Dashboard',
      'Results',
      'Draw calendar',
      'Add Tips',
      'VIP Tips',
      'Add Success',
      'Users',
      'Change Password',
      'Change Email',
    ]);
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Recent users' })
        .getByRole('row')
        .filter({ hasText: '@lotto.test' })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'admin-dashboard-desktop.png'), fullPage: true });

    await sidebar.getByRole('link', { name: 'Results' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Published results' })
        .getByRole('row')
        .filter({ hasText: '/2026' })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(SHOTS, 'admin-add-result-desktop.png'), fullPage: true });
  });
});
