import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bangkokDay, MEMBERSHIP_MESSAGES } from '@lotto/contracts';
import {
  apiCall,
  apiLogin,
  expect,
  loginInBrowser,
  otherBrowser,
  registerMember,
  shown,
  test,
  unique,
} from './support/admin-fixtures';

const SHOTS = join(import.meta.dirname, 'screenshots');

async function counts(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toBeVisible();
  const read = async (title: string) =>
    Number(
      (
        await stats
          .locator('.ant-statistic')
          .filter({ hasText: title })
          .locator('.ant-statistic-content')
          .innerText()
      ).replace(/[$,\s]/g, ''),
    );
  return {
    total: await read('Total Users'),
    approved: await read('Approved Users'),
    pending: await read('Pending Users'),
    earned: await read('Total Earned'),
  };
}

async function openUsers(page: Page, search: string) {
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await page.getByLabel('Search members').fill(search);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(2); // header + the one match
  return members;
}

test.describe('admin manages members', () => {
  test('when the admin records a member’s payment, then the member reads VIP tips and Total Earned rises; suspending closes them again; every change is kept', async ({
    page,
    stack,
    browser,
  }) => {
    const vipImage = `${stack.appUrl}/icons/icon-192.png?vip=admin-users-${unique()}`;
    const posted = await apiCall(stack, 'POST', '/viptips', {
      body: { imageUrl: vipImage },
      token: await apiLogin(stack),
    });
    expect(posted.status).toBe(201);

    await loginInBrowser(page, stack);
    const before = await counts(page);

    // A new member registers in their own browser: pending, the VIP page says what to do.
    const id = unique();
    const name = `Somchai ${id}`;
    const email = `somchai-${id}@lotto.test`;
    const memberContext = await otherBrowser(browser, stack);
    const member = await memberContext.newPage();
    await registerMember(member, name, email);
    await member.goto('/vip-tips');
    const notice = member.getByRole('status').filter({ hasText: MEMBERSHIP_MESSAGES.pending });
    await expect(notice).toBeVisible();
    await expect(member.locator(`img[src="${vipImage}"]`)).toHaveCount(0);

    await page.reload();
    await expect
      .poll(() => counts(page))
      .toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });
    await expect(
      page.getByRole('table', { name: 'Recent users' }).getByRole('row').filter({ hasText: email }),
    ).toContainText('pending');

    // The admin approves them by recording their payment.
    const members = await openUsers(page, name.toUpperCase());
    const row = members.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText('pending');
    await row.getByRole('button', { name: `Approve ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${email}` });
    const form = dialog.getByRole('form', { name: 'Payment' });
    await expect(form.getByLabel('Date paid')).toHaveValue(bangkokDay());
    await dialog.getByRole('button', { name: 'Record payment and approve' }).click();
    await expect(form.getByText('Amount is required')).toBeVisible();
    await form.getByLabel('Amount (baht)').fill('750');
    await form.getByLabel('Note (optional)').fill('Bank transfer 23/11');
    await page.screenshot({ path: join(SHOTS, 'admin-users-payment.png') });
    await dialog.getByRole('button', { name: 'Record payment and approve' }).click();
    await expect(page.getByText(`Payment of 750 baht recorded: ${email} approved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('approved');
    await row.getByRole('button', { name: `Show the history of ${email}` }).click();
    const history = page.getByRole('group', { name: `History of ${email}` });
    await expect(history).toContainText(
      `750 baht paid ${shown(bangkokDay())} — Bank transfer 23/11`,
    );
    await expect(history).toContainText(`recorded by ${stack.adminEmail}`);
    await expect(history).toContainText('pending → approved with the payment of 750 baht');
    await page.screenshot({ path: join(SHOTS, 'admin-users-history.png'), fullPage: true });

    await expect
      .poll(() => counts(page))
      .toEqual({
        total: before.total + 1,
        approved: before.approved + 1,
        pending: before.pending,
        earned: before.earned + 750,
      });

    // The member sees the VIP tips now.
    await notice.getByRole('button', { name: 'Check again' }).click();
    await expect(member.locator(`img[src="${vipImage}"]`)).toBeVisible();

    // Suspended: the VIP tips are gone again; the payment stays earned.
    const again = await openUsers(page, email);
    await again.getByRole('button', { name: `Suspend ${email}` }).click();
    await page
      .getByRole('dialog', { name: `Suspend ${email}?` })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(page.getByText(`${email} suspended`)).toBeVisible();
    await expect(again.getByRole('row').filter({ hasText: email })).toContainText('suspended');
    await member.reload();
    await expect(
      member.getByRole('status').filter({ hasText: MEMBERSHIP_MESSAGES.suspended }),
    ).toBeVisible();
    await expect(member.locator(`img[src="${vipImage}"]`)).toHaveCount(0);
    await memberContext.close();

    await expect
      .poll(() => counts(page))
      .toEqual({
        total: before.total + 1,
        approved: before.approved,
        pending: before.pending,
        earned: before.earned + 750,
      });
  });

  test('when the admin approves without a payment, then nothing is earned and the change is kept', async ({
    page,
    stack,
    browser,
  }) => {
    await loginInBrowser(page, stack);
    const before = await counts(page);
    const id = unique();
    const email = `malee-${id}@lotto.test`;
    const context = await otherBrowser(browser, stack);
    await registerMember(await context.newPage(), `Malee ${id}`, email);
    await context.close();

    const members = await openUsers(page, email);
    await members.getByRole('button', { name: `Approve ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${email}` });
    await dialog.getByLabel('Note (optional)').fill('Family of the admin');
    await dialog.getByRole('button', { name: 'Approve without payment' }).click();
    await expect(page.getByText(`${email} approved without a payment`)).toBeVisible();
    const row = members.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('approved');
    await row.getByRole('button', { name: `Show the history of ${email}` }).click();
    const history = page.getByRole('group', { name: `History of ${email}` });
    await expect(history).toContainText('No payment recorded.');
    await expect(history).toContainText('pending → approved — Family of the admin');
    await expect
      .poll(() => counts(page))
      .toEqual({ ...before, total: before.total + 1, approved: before.approved + 1 });
  });
});
