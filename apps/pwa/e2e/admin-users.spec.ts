import type { Page } from '@playwright/test';
import {
  expect,
  loginInBrowser,
  otherBrowser,
  registerMember,
  test,
  unique,
} from './support/admin-fixtures';

async function counts(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  const read = async (title: string) =>
    Number(
      await stats
        .locator('.ant-statistic')
        .filter({ hasText: title })
        .locator('.ant-statistic-content')
        .innerText(),
    );
  return {
    total: await read('Total Users'),
    approved: await read('Approved Users'),
    pending: await read('Pending Users'),
  };
}

test.describe('admin manages members', () => {
  test('when the admin approves a new member, then the dashboard counts change; setting them back restores them', async ({
    page,
    stack,
    browser,
  }) => {
    await loginInBrowser(page, stack);
    const before = await counts(page);

    const id = unique();
    const name = `Somchai ${id}`;
    const email = `somchai-${id}@lotto.test`;
    const context = await otherBrowser(browser, stack);
    await registerMember(await context.newPage(), name, email);
    await context.close();

    await page.reload();
    await expect
      .poll(() => counts(page))
      .toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });
    const recent = page
      .getByRole('table', { name: 'Recent users' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(recent).toContainText('pending');

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByLabel('Search members').fill(name.toUpperCase());
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row')).toHaveCount(2); // header + the one match
    const row = members.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText('pending');
    await row.getByRole('button', { name: `Approve ${email}` }).click();
    await expect(row).toContainText('approved');

    await expect
      .poll(() => counts(page))
      .toEqual({ total: before.total + 1, approved: before.approved + 1, pending: before.pending });
    await expect(
      page.getByRole('table', { name: 'Recent users' }).getByRole('row').filter({ hasText: email }),
    ).toContainText('approved');

    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByLabel('Search members').fill(email);
    await members.getByRole('button', { name: `Set ${email} back to pending` }).click();
    await expect(members.getByRole('row').filter({ hasText: email })).toContainText('pending');
    await expect
      .poll(() => counts(page))
      .toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });
  });
});
