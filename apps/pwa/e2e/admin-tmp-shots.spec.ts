import { join } from 'node:path';
import { expect, loginInBrowser, test } from './support/admin-fixtures';
const SHOTS = join(import.meta.dirname, 'screenshots');
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test(`shots ${name}`, async ({ page, stack }) => {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.screenshot({ path: join(SHOTS, `tmp-login-${name}.png`), fullPage: true });
      await loginInBrowser(page, stack);
      await page.goto('/admin/addTips');
      await page.getByLabel('Image URL').fill(`${stack.appUrl}/icons/icon-512.png`);
      await expect(page.getByAltText('Preview of the image to save')).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Image URL saved successfully!')).toBeVisible();
      await page.getByLabel('Image URL').fill(`${stack.appUrl}/nothing.png`);
      await expect(page.getByText(/could not be loaded/)).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `tmp-tips-${name}.png`), fullPage: true });
      await page.goto('/admin/users');
      await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `tmp-users-${name}.png`), fullPage: true });
      await page.goto('/admin/addResult');
      await page.getByLabel('Prize 1').fill('12');
      await page.getByLabel('Draw date').fill('2015-08-16');
      await page.getByLabel('Last 3 (1)').fill('1');
      await page.screenshot({ path: join(SHOTS, `tmp-result-errors-${name}.png`), fullPage: true });
      await page.goto('/admin/change-password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.screenshot({ path: join(SHOTS, `tmp-password-${name}.png`), fullPage: true });
    });
  });
}
