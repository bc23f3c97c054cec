import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createApprovedMember, uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import { seedContent } from './support/seed';

/*
 * Every public and member page through axe-core (WCAG 2.0/2.1 A and AA) on a phone and a desktop,
 * plus what axe does not check: one <h1>, no skipped heading level, a title of the page's own.
 * One stack for the file (the worker's), content seeded once.
 */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** A 2024 draw with every tier on file (the shipped history). */
const FULL_DRAW = '2024-12-16';
const PASSWORD = 'secret-123';

interface PageCase {
  path: string;
  title: string;
  /** What shows once the page has its content (not a loading state). */
  ready: (page: Page) => Locator;
  /** Brings in what loads only when the visitor nears it. */
  wake?: (page: Page) => Promise<void>;
}

const PUBLIC_PAGES: PageCase[] = [
  {
    path: '/',
    title: 'Home — Lotto',
    ready: (page) => page.getByLabel('Digits for 3UP', { exact: true }),
    // The number tools load as the visitor nears them.
    wake: (page) => page.getByRole('heading', { name: 'Game Generator' }).scrollIntoViewIfNeeded(),
  },
  { path: '/result', title: 'Results — Lotto', ready: (page) => page.getByRole('article').first() },
  {
    path: `/result/${FULL_DRAW}`,
    title: 'Results of 16/12/2024 — Lotto',
    ready: (page) => page.getByRole('heading', { name: 'Prize amounts' }),
  },
  {
    path: '/check',
    title: 'Check your ticket — Lotto',
    ready: (page) => page.getByLabel('Ticket numbers'),
  },
  {
    path: '/tips',
    title: 'Tips — Lotto',
    ready: (page) => page.getByRole('list', { name: 'Tips' }).getByRole('img').first(),
  },
  {
    path: '/history?n=123',
    title: 'Number history — Lotto',
    ready: (page) => page.getByRole('heading', { name: /^123 came up in \d+ draws$/ }),
  },
  { path: '/stats', title: 'Statistics — Lotto', ready: (page) => page.getByRole('table').first() },
  {
    path: '/login',
    title: 'Login — Lotto',
    ready: (page) => page.getByRole('form', { name: 'Login' }),
  },
  {
    path: '/register',
    title: 'Register — Lotto',
    ready: (page) => page.getByRole('form', { name: 'Register' }),
  },
];

const MEMBER_PAGES: PageCase[] = [
  {
    path: '/vip-tips',
    title: 'VIP Tips — Lotto',
    ready: (page) => page.getByRole('img', { name: /^VIP tip \d+$/ }).first(),
  },
  {
    path: '/profile',
    title: 'Profile — Lotto',
    ready: (page) => page.getByRole('button', { name: 'Save Changes' }),
  },
];

/** Runs axe over the page; prints every violation, answers the serious and critical ones. */
async function blockingViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact ?? 'unknown'}) ${v.help} — ${v.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  for (const line of lines) console.log(line);
  return lines.filter((_, i) => BLOCKING.has(violations[i]?.impact ?? ''));
}

/** The levels of the page's headings in order (role=heading with aria-level counts too). */
function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter(
        (el) => !el.closest('[hidden], [aria-hidden="true"]') && el.getClientRects().length > 0,
      )
      .map((el) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1))),
  );
}

async function checkPage(page: Page, pageCase: PageCase, label: string) {
  await expect(pageCase.ready(page)).toBeVisible();
  const blocking = await blockingViolations(page, label);
  expect.soft(await page.title(), `${label}: its own title`).toBe(pageCase.title);
  expect.soft(await page.locator('h1').count(), `${label}: one h1`).toBe(1);
  const levels = await headingLevels(page);
  expect.soft(levels[0], `${label}: the first heading is the h1`).toBe(1);
  const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
  expect.soft(skips, `${label}: heading levels ${levels.join(' ')} skip none`).toEqual([]);
  expect(blocking, `${label}: serious or critical axe violations`).toEqual([]);
}

test.describe('accessibility', () => {
  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const pageCase of PUBLIC_PAGES) {
      test(`when ${pageCase.path} opens on a ${device}, then axe finds nothing serious or critical and it has one h1 and its own title`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(pageCase.path);
        await pageCase.wake?.(page);
        await checkPage(page, pageCase, `${device} ${pageCase.path}`);
      });
    }

    test(`when a member opens the member pages on a ${device}, then axe finds nothing serious or critical and each has one h1 and its own title`, async ({
      page,
      stack,
    }) => {
      const email = uniqueEmail(`a11y-${device}`);
      await createApprovedMember(stack, email, PASSWORD);
      await page.setViewportSize(viewport);
      await page.goto('/login?redirect=%2Fvip-tips');
      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/vip-tips$/);
      // The 'Login Successful' dialog closes by itself; the page is scanned without it.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      for (const pageCase of MEMBER_PAGES) {
        if (!page.url().endsWith(pageCase.path)) await page.goto(pageCase.path);
        await checkPage(page, pageCase, `${device} ${pageCase.path}`);
      }
    });
  }
});
