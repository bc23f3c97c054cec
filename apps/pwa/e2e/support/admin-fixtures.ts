import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createApiClient } from '@lotto/test-kit';
import { watchForFailure } from './failure-log';
import { stackTest } from './fixtures';
import type { Stack } from './stack';

export { forgedAdminToken } from '@lotto/test-kit';

/*
 * The admin browser tests run the real API with its sessions in a real redis-server
 * (REDIS_TEST_URL; scripts/test.sh starts one), under a key prefix of their own so that other
 * test runs sharing that server are never touched.
 */

function redisUrl(): string {
  const url = process.env.REDIS_TEST_URL;
  if (!url) {
    throw new Error(
      'REDIS_TEST_URL is not set: the admin browser tests keep admin sessions in a real redis-server. ' +
        'Run them through `npm test` (scripts/test.sh starts one) or set REDIS_TEST_URL=redis://127.0.0.1:<port>.',
    );
  }
  return url;
}

export const test = stackTest(() => ({
  // The shipped history, as on a real install (the journey spec checks a visitor's view of it).
  history: true,
  redisUrl: redisUrl(),
  apiEnv: {
    REDIS_KEY_PREFIX: `e2e-admin-${randomBytes(4).toString('hex')}:`,
    BCRYPT_ROUNDS: '4',
  },
}));

export { expect };

/** A direct call to the stack's API: status and parsed body. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's shape
export async function apiCall<T = unknown>(
  stack: Stack,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null } = {},
): Promise<{ status: number; body: T }> {
  const { status, body } = await createApiClient(stack.apiUrl).call<T>(method, path, options);
  return { status, body };
}

/** A fresh admin session through the API (not cached: several tests revoke sessions on purpose). */
export async function apiLogin(
  stack: Stack,
  email = stack.adminEmail,
  password = stack.adminPassword,
): Promise<string> {
  return createApiClient(stack.apiUrl).loginAdmin(email, password);
}

/** Logs in through /admin/login and waits for the dashboard; returns the stored token. */
export async function loginInBrowser(
  page: Page,
  stack: Stack,
  email = stack.adminEmail,
  password = stack.adminPassword,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  if (!token) throw new Error('no admin token stored after login');
  return token;
}

/** A short unique suffix for e-mails, names and numbers of one test. */
export const unique = () => randomBytes(4).toString('hex');

/** Another person's browser on the same stack (a visitor or a member), with the project's locale and zone. */
export async function otherBrowser(browser: Browser, stack: Stack): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
  });
  watchForFailure(context, test.info(), 'another browser');
  return context;
}

/** Signs a new member up through the public /register page (Auth emulator + POST /api/users). */
export async function registerMember(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('member-password');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/users') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await created).status()).toBe(201);
}

/** YYYY-MM-DD → dd/MM/yyyy, as the site shows draw dates. */
export const shown = (date: string) => date.split('-').reverse().join('/');

/** `n` random digits. */
export const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
