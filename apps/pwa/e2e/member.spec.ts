import { MEMBERSHIP_MESSAGES } from '@lotto/contracts';
import {
  addImage,
  approveMember,
  createEmulatorUser,
  findMember,
  uniqueEmail,
} from './support/api';
import { expect, test } from './support/fixtures';
import { installGapiStandIn } from './support/gapi-stand-in';

const PASSWORD = 'secret-123';

test.describe('members', () => {
  let vipImage: string;

  test.beforeAll(async ({ stack }) => {
    vipImage = `${stack.appUrl}/icons/icon-192.png?vip=member-spec`;
    await addImage(stack, 'vipTips', vipImage);
  });

  test('register → VIP page awaits approval → approved, VIP tips → sign out → VIP sends to login and comes back after login', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('register');

    await page.goto('/vip-tips');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvip-tips$/);
    await page.getByRole('link', { name: "Don't have an account? Register" }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fvip-tips$/);

    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('E2E Member');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/vip-tips$/);
    await expect(page.getByRole('heading', { name: 'VIP Tips' })).toBeVisible();
    // A new member is pending: the page says so and what to do, and shows no VIP tip.
    const notice = page.getByRole('status').filter({ hasText: 'Your membership awaits approval' });
    await expect(notice).toContainText(MEMBERSHIP_MESSAGES.pending);
    await expect(page.getByRole('img', { name: /^VIP tip \d+$/ })).toHaveCount(0);

    // POST /api/users ran with the ID token: the member exists, pending, with the name.
    await expect.poll(async () => (await findMember(stack, email))?.status).toBe('pending');
    expect((await findMember(stack, email))?.name).toBe('E2E Member');

    await approveMember(stack, email);
    await notice.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('img', { name: /^VIP tip \d+$/ }).first()).toBeVisible();
    await expect(page.locator(`img[src="${vipImage}"]`)).toBeVisible();

    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('dialog')).toContainText('Logged Out');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();

    await page.goto('/vip-tips');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvip-tips$/);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();

    const success = page.getByRole('dialog').filter({ hasText: 'Login Successful' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('button')).toHaveCount(0);
    await expect(page).toHaveURL(/\/vip-tips$/);
    await expect(page.locator(`img[src="${vipImage}"]`)).toBeVisible();
    // It closes by itself.
    await expect(success).toBeHidden();
    // The login page was replaced in history, not stacked: going back skips it.
    await page.goBack();
    await expect(page).not.toHaveURL(/redirect=/);
  });

  // Sign-in and registration failures: e2e/auth-messages.spec.ts.

  test('profile update: name and photo are saved and the avatar shows the photo', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('profile');
    await createEmulatorUser(stack, email, PASSWORD);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    const photo = `${stack.appUrl}/icons/icon-192.png?avatar=1`;
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByLabel('Name').fill('Updated Name');
    await form.getByLabel('Photo URL').fill(photo);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Success!');
    await expect(dialog).toContainText('Profile updated');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByRole('link', { name: 'Go to Profile' }).locator('img')).toHaveAttribute(
      'src',
      photo,
    );
    await expect.poll(async () => (await findMember(stack, email))?.name).toBe('Updated Name');

    // It survives a reload (Firebase kept it).
    await page.reload();
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Name')).toHaveValue(
      'Updated Name',
    );
  });

  test('Google sign-in through the emulator popup creates the member and signs in', async ({
    page,
    context,
    stack,
  }) => {
    await installGapiStandIn(context);
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    const email = await popup.locator('#email-input').inputValue();
    expect(email).toContain('@');
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toBeVisible();
    await expect.poll(async () => (await findMember(stack, email))?.status).toBe('pending');
  });

  test('when the Google popup is closed without signing in, then "Error" says it in a plain sentence', async ({
    page,
    context,
  }) => {
    await installGapiStandIn(context);
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.getByText('Add new account').waitFor();
    await popup.close();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Error', { timeout: 30_000 });
    await expect(dialog).toContainText('The Google sign-in window was closed before signing in.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveCount(0);
  });
});
