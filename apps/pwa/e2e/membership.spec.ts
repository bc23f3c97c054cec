import { join } from 'node:path';
import { API, MEMBERSHIP_MESSAGES } from '@lotto/contracts';
import { createApiClient, signUpMember } from '@lotto/test-kit';
import type { Page } from '@playwright/test';
import { addImage, adminToken, approveMember, findMember } from './support/api';
import { expect, test } from './support/fixtures';
import type { Stack } from './support/stack';

/*
 * Issue 17 "Membership that means something", as a member lives it: signed in but pending, the VIP
 * page says so and what to do while the API refuses the list (403, the same words); approved, the
 * tips show; suspended, they are gone again. The profile shows the status, and a long e-mail stays
 * inside the profile card on a phone.
 */

const SHOTS = join(import.meta.dirname, 'screenshots');
const PASSWORD = 'secret-123';

/** An e-mail/password account in the Auth emulator (the test kit's sign-up); answers its ID token. */
async function emulatorAccount(stack: Stack, email: string): Promise<string> {
  return (await signUpMember(stack.authEmulatorHost, { email, password: PASSWORD })).idToken;
}

/** `GET /viptips` with the member's ID token: the status and body, whatever they are. */
function vipTipsAs(stack: Stack, idToken: string) {
  const list = API.vipTips.list;
  return createApiClient(stack.apiUrl).call<{ message?: string }>(list.method, list.path(), {
    token: idToken,
  });
}

async function login(page: Page, email: string, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  // The 'Login Successful' dialog closes by itself (spec §4); screenshots come after it.
  await expect(page.getByRole('dialog').filter({ hasText: 'Login Successful' })).toBeHidden();
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('membership', () => {
  let vipImage: string;
  test.beforeAll(async ({ stack }) => {
    vipImage = `${stack.appUrl}/icons/icon-192.png?vip=membership-${suffix()}`;
    await addImage(stack, 'vipTips', vipImage);
  });

  test('a pending member sees that the membership awaits approval (and the API answers 403 with the same words); approved, the VIP tips show; suspended, they are gone again', async ({
    page,
    stack,
  }) => {
    const email = `pending-${suffix()}@lotto.test`;
    const idToken = await emulatorAccount(stack, email);
    const vipRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/viptips') || request.url() === vipImage)
        vipRequests.push(request.url());
    });

    await login(page, email, '/vip-tips');
    await expect(page.getByRole('heading', { name: 'VIP Tips' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Your membership awaits approval' });
    await expect(notice).toContainText(MEMBERSHIP_MESSAGES.pending);
    await expect(notice).toContainText(email);
    await expect(notice.getByRole('button', { name: 'Check again' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'membership-pending.png'), fullPage: true });
    // Nothing of the VIP tips was asked for: not the list, not an image.
    expect(vipRequests).toEqual([]);
    await expect(page.getByRole('img', { name: /^VIP tip \d+$/ })).toHaveCount(0);
    // Signing in by e-mail made the member record (the admin can see and approve them).
    await expect.poll(async () => (await findMember(stack, email))?.status).toBe('pending');

    // The API itself refuses the list to a pending member, with the page's words.
    const refused = await vipTipsAs(stack, idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MEMBERSHIP_MESSAGES.pending);

    // The admin records the payment: VIP tips show.
    await approveMember(stack, email, { amount: 300, note: 'e2e' });
    await notice.getByRole('button', { name: 'Check again' }).click();
    await expect(page.locator(`img[src="${vipImage}"]`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your membership' })).toHaveCount(0);
    expect((await vipTipsAs(stack, idToken)).status).toBe(200);

    // Suspended: gone again, with what to do.
    const member = await findMember(stack, email);
    const suspended = await createApiClient(stack.apiUrl).send(API.members.setStatus, {
      params: { id: member?._id ?? '' },
      body: { status: 'suspended' },
      token: await adminToken(stack),
    });
    expect(suspended.status).toBe('suspended');
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your membership is suspended' }),
    ).toContainText(MEMBERSHIP_MESSAGES.suspended);
    await expect(page.locator(`img[src="${vipImage}"]`)).toHaveCount(0);
    expect((await vipTipsAs(stack, idToken)).status).toBe(403);
  });

  test('on a phone, the profile shows the membership status and a long e-mail stays inside the card', async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const email = `a-rather-long-member-address-${suffix()}@a-long-mail-domain-of-lotto-fans.lotto.test`;
    await emulatorAccount(stack, email);
    await login(page, email, '/profile');

    const card = page.locator('.auth-card');
    await expect(card.getByText(email)).toBeVisible();
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership).toContainText('Awaiting approval');
    await expect(membership.getByRole('link', { name: 'what to do' })).toHaveAttribute(
      'href',
      '/vip-tips',
    );
    // Nothing sticks out of the card, and the page never scrolls sideways.
    const overflow = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const email = [...element.querySelectorAll('div')].find((d) =>
        d.textContent.includes('@a-long-mail-domain'),
      );
      const emailBox = email?.getBoundingClientRect();
      return {
        cardScroll: element.scrollWidth - element.clientWidth,
        emailRight: (emailBox?.right ?? 0) - box.right,
        page: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(overflow.cardScroll).toBeLessThanOrEqual(0);
    expect(overflow.emailRight).toBeLessThanOrEqual(0);
    expect(overflow.page).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'membership-profile-phone.png'), fullPage: true });

    await approveMember(stack, email, null);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
      /Approved\s*Since \d\d\/\d\d\/\d{4} \d\d:\d\d: VIP tips are open to you\./,
    );
  });
});
