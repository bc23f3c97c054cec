import AxeBuilder from '@axe-core/playwright';
import { drawPageTitle, titleText } from '@lotto/site/titles';
import type { Locator, Page } from '@playwright/test';
import { loginInBrowser, test as adminTest } from './support/admin-fixtures';
import { createApprovedMember, uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import { seedContent } from './support/seed';
import { readCatalog } from '../build/vite-i18n-catalogs';

/*
 * Every public and member page through axe-core (WCAG 2.0/2.1 A and AA) on a phone and a desktop,
 * plus what axe does not check: one <h1>, no skipped heading level, a title of the page's own.
 * One stack for the file (the worker's), content seeded once. The admin pages get the same checks
 * in English (the panel's one language), on the admin tests' stack (sessions in redis).
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

type Locale = 'en' | 'th' | 'hi' | 'ur';
const LOCALES: Locale[] = ['en', 'th', 'hi', 'ur'];
const CATALOGS = Object.fromEntries(LOCALES.map((l) => [l, readCatalog(l)])) as Record<
  Locale,
  Record<string, string>
>;

/** A message of the language's catalog with its `{placeholders}` filled (no plurals needed here). */
type Tx = (id: string, values?: Record<string, string>) => string;
const texts =
  (locale: Locale): Tx =>
  (id, values = {}) =>
    (CATALOGS[locale][id] ?? `(no ${id} in ${locale})`).replace(
      /\{(\w+)\}/g,
      (_, name: string) => values[name] ?? '',
    );

/**
 * Home's number tools load at the visitor's first key press (or as they near them): a key is
 * pressed until they are there (the first may come before the page listens).
 */
async function wakeTools(page: Page, tx: Tx): Promise<void> {
  const tools = page.getByLabel(tx('home.digitsFor3Up'), { exact: true });
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(tools).toBeAttached({ timeout: 1_000 });
  }).toPass();
}

interface PageCase {
  path: string;
  /** The page's title in the language. */
  title: (tx: Tx, locale: Locale) => string;
  /** What shows once the page has its content (not a loading state), in the language. */
  ready: (page: Page, tx: Tx) => Locator;
  /** Brings in what loads only when the visitor nears it. */
  wake?: (page: Page, tx: Tx) => Promise<void>;
}

const titled = (pageId: string) => (tx: Tx) => tx('pages.title', { page: tx(pageId) });

const PUBLIC_PAGES: PageCase[] = [
  {
    path: '/',
    title: titled('home.heading'),
    ready: (page, tx) => page.getByLabel(tx('home.digitsFor3Up'), { exact: true }),
    wake: wakeTools,
  },
  {
    path: '/result',
    // The pages the API renders too have the server's title (@lotto/site/titles).
    title: (tx) => tx('titles.results'),
    ready: (page) => page.getByRole('article').first(),
  },
  {
    path: `/result/${FULL_DRAW}`,
    title: (tx, locale) => titleText(drawPageTitle(FULL_DRAW, locale), tx),
    ready: (page, tx) => page.getByRole('heading', { name: tx('results.prizeAmounts') }),
  },
  {
    path: '/check',
    title: (tx) => tx('titles.check'),
    ready: (page, tx) => page.getByLabel(tx('checker.ticketNumbers')),
  },
  {
    path: '/tips',
    title: titled('pages.tips'),
    ready: (page, tx) =>
      page
        .getByRole('list', { name: tx('home.tips') })
        .getByRole('img')
        .first(),
  },
  {
    path: '/history?n=123',
    title: titled('pages.history'),
    ready: (page) => page.getByRole('heading', { level: 2 }).filter({ hasText: '123' }).first(),
  },
  {
    path: '/stats',
    title: titled('pages.stats'),
    ready: (page) => page.getByRole('table').first(),
  },
  {
    path: '/login',
    title: titled('pages.login'),
    ready: (page, tx) => page.getByRole('form', { name: tx('members.loginHeading') }),
  },
  {
    path: '/register',
    title: titled('pages.register'),
    ready: (page, tx) => page.getByRole('form', { name: tx('members.registerHeading') }),
  },
];

const MEMBER_PAGES: PageCase[] = [
  {
    path: '/vip-tips',
    title: titled('pages.vipTips'),
    ready: (page) => page.locator('main .image-grid img').first(),
  },
  {
    path: '/profile',
    title: titled('pages.profile'),
    ready: (page, tx) => page.getByRole('button', { name: tx('members.saveChanges') }),
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

async function checkPage(page: Page, pageCase: PageCase, locale: Locale, label: string) {
  const tx = texts(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await pageCase.wake?.(page, tx);
  await expect(pageCase.ready(page, tx)).toBeVisible();
  const blocking = await blockingViolations(page, label);
  expect.soft(await page.title(), `${label}: its own title`).toBe(pageCase.title(tx, locale));
  expect.soft(await page.locator('h1').count(), `${label}: one h1`).toBe(1);
  const levels = await headingLevels(page);
  expect.soft(levels[0], `${label}: the first heading is the h1`).toBe(1);
  const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
  expect.soft(skips, `${label}: heading levels ${levels.join(' ')} skip none`).toEqual([]);
  expect(blocking, `${label}: serious or critical axe violations`).toEqual([]);
}

/** The page in each language in turn (the top bar's menu), checked in each. */
async function checkInEveryLanguage(page: Page, pageCase: PageCase, label: string) {
  for (const locale of LOCALES) {
    if (locale !== 'en') await page.locator('.lang-switch-select').selectOption(locale);
    await checkPage(page, pageCase, locale, `${label} (${locale})`);
  }
}

/** The success carousel's moving strip: the state of its CSS animation, or 'none'. */
function marqueeState(page: Page): Promise<string> {
  return page
    .locator('.marquee-track')
    .evaluate((track) => track.getAnimations()[0]?.playState ?? 'none');
}

/**
 * What shows where the keyboard is: the focused element's outline or box-shadow, or one of its
 * two nearest ancestors' (antd draws a field's ring on the wrapper around its input). Empty when
 * nothing does.
 */
function focusIndicator(page: Page): Promise<{ element: string; ring: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 30)}"`;
    if (!focused || focused === document.body) return { element: 'body', ring: '' };
    // The focus is in a part of a built-in control (a date field's calendar button), which the
    // browser rings itself.
    if (!focused.matches(':focus')) return { element: name(focused), ring: 'the browser’s own' };
    let el: Element | null = focused;
    for (let depth = 0; el && depth < 3; depth++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        return {
          element: name(focused),
          ring: `outline ${style.outlineWidth} ${style.outlineStyle}`,
        };
      }
      if (style.boxShadow !== 'none') return { element: name(focused), ring: style.boxShadow };
    }
    return { element: name(focused), ring: '' };
  });
}

/** Every animation or transition longer than 0.01 ms anywhere in the page, described. */
function motionLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(',')
          .map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))),
      );
    const moving: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const animated =
          style.animationName !== 'none' && seconds(style.animationDuration) > 0.00002;
        const transition = seconds(style.transitionDuration) > 0.00002;
        if (animated || transition) {
          moving.push(
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration}, transition ${style.transitionDuration}`,
          );
        }
      }
    }
    return moving;
  });
}

/**
 * What a 200% text size breaks: the page wider than the screen (scrollWidth past clientWidth), and
 * each prize number (`.num`) cut — wider than its own box, past the screen's edges, or past an
 * ancestor that hides its overflow. Empty when nothing is.
 */
function zoomProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('.num')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || el.closest('[aria-hidden="true"]')) continue;
      const what = `${el.className} "${el.textContent.trim()}"`;
      if (getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${what} is cut: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      if (rect.left < -1 || rect.right > root.clientWidth + 1) {
        problems.push(`${what} runs off the screen: ${rect.left}–${rect.right}`);
      }
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const box = up.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1) {
          problems.push(`${what} is cut by ${up.tagName.toLowerCase()}.${up.className}`);
        }
      }
    }
    return problems;
  });
}

test.describe('accessibility', () => {
  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const pageCase of PUBLIC_PAGES) {
      test(`when ${pageCase.path} opens on a ${device}, then in each of the four languages axe finds nothing serious or critical and it has one h1 and its own title`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(pageCase.path);
        await checkInEveryLanguage(page, pageCase, `${device} ${pageCase.path}`);
      });
    }

    test(`when a member opens the member pages on a ${device}, then in each of the four languages axe finds nothing serious or critical and each has one h1 and its own title`, async ({
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
        await checkInEveryLanguage(page, pageCase, `${device} ${pageCase.path}`);
        // Back to English for the next page (the choice is kept on the device).
        await page.locator('.lang-switch-select').selectOption('en');
      }
    });
  }

  test('when the success carousel moves, then the keyboard reaches its Pause button, which stops and restarts it; focus and hover pause it too', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pause', exact: true });
    await expect(toggle).toBeVisible();
    await expect.poll(() => marqueeState(page)).toBe('running');
    // Reached with Tab alone, showing where the focus is.
    for (let presses = 0; presses < 60; presses++) {
      if (await toggle.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    expect((await focusIndicator(page)).ring).not.toBe('');
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeFocused();
    await expect.poll(() => marqueeState(page)).toBe('paused');
    await page.keyboard.press('Space');
    await expect(toggle).toBeFocused();
    await expect.poll(() => marqueeState(page)).toBe('running');
    // The strip itself: focused (the next stop) or hovered, it stands still.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Success tips, pauses on hover or focus')).toBeFocused();
    await expect.poll(() => marqueeState(page)).toBe('paused');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => marqueeState(page)).toBe('running');
    await page.locator('.marquee').hover();
    await expect.poll(() => marqueeState(page)).toBe('paused');
  });

  test('when the visitor asks for reduced motion, then the carousel does not advance and nothing animates or transitions', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const strip = page.getByLabel('Success tips, pauses on hover or focus');
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('img', { name: 'Success tip 1', exact: true })).toBeVisible();
    await wakeTools(page, texts('en'));
    // No animation on the strip at all (so no position to advance), and no Pause for a still strip.
    expect(await marqueeState(page)).toBe('none');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeHidden();
    expect(await motionLeft(page)).toEqual([]);
  });

  for (const path of ['/', '/check', '/result']) {
    test(`when ${path} is walked with Tab, then every stop shows where the focus is`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      const bare: string[] = [];
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press('Tab');
        const { element, ring } = await focusIndicator(page);
        // Past the page's last stop (the browser's own controls are next).
        if (element === 'body') break;
        if (ring === '') bare.push(element);
      }
      expect(bare).toEqual([]);
    });
  }

  const ZOOMED: { path: string; ready: (page: Page) => Locator }[] = [
    { path: '/', ready: (page) => page.getByLabel('Latest draw').locator('.prize1') },
    { path: '/result', ready: (page) => page.getByRole('article').first() },
    {
      path: '/check',
      ready: (page) => page.getByRole('list', { name: 'Checked tickets' }),
    },
    {
      path: `/result/${FULL_DRAW}`,
      ready: (page) => page.getByRole('heading', { name: 'Prize amounts' }),
    },
  ];
  for (const { path, ready } of ZOOMED) {
    test(`when the text is 200% on a phone, then ${path} does not scroll sideways and no prize number is cut`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(path);
      if (path === '/check') {
        // Checked tickets, the numbers the page shows.
        await page.getByLabel('Ticket numbers').fill('097863 123456');
        await page.getByRole('combobox', { name: 'Draw' }).click();
        await page.getByRole('combobox', { name: 'Draw' }).fill('16/12/2024');
        await page.getByTitle('16/12/2024').click();
        await page.getByRole('button', { name: 'Check' }).click();
      }
      if (path === '/') await wakeTools(page, texts('en'));
      await expect(ready(page)).toBeVisible();
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await zoomProblems(page)).toEqual([]);
    });
  }
});

/** The admin panel's pages: path, heading (its title is '<heading> — Lotto'). */
const ADMIN_PAGES = [
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/addResult', heading: 'Results' },
  { path: '/admin/draws', heading: 'Draw calendar' },
  { path: '/admin/addTips', heading: 'Add Tips' },
  { path: '/admin/addSuccess', heading: 'Add Success' },
  { path: '/admin/vipTips', heading: 'VIP Tips' },
  { path: '/admin/users', heading: 'Users' },
  { path: '/admin/change-email', heading: 'Change Email' },
  { path: '/admin/change-password', heading: 'Change Password' },
] as const;

const adminCase = (path: string, heading: string): PageCase => ({
  path,
  title: (tx) => tx('pages.title', { page: heading }),
  ready: (page) => page.getByRole('heading', { level: 1, name: heading }),
});

adminTest.describe('accessibility of the admin pages', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    adminTest(
      `when /admin/login opens on a ${device}, then axe finds nothing serious or critical and it has one h1 and its own title`,
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto('/admin/login');
        await checkPage(
          page,
          adminCase('/admin/login', 'Admin Login'),
          'en',
          `${device} /admin/login`,
        );
      },
    );

    adminTest(
      `when the admin opens each admin page on a ${device}, then axe finds nothing serious or critical and each has one h1 and its own title`,
      async ({ page, stack }) => {
        await page.setViewportSize(viewport);
        await loginInBrowser(page, stack);
        for (const { path, heading } of ADMIN_PAGES) {
          await page.goto(path);
          await checkPage(page, adminCase(path, heading), 'en', `${device} ${path}`);
        }
      },
    );
  }
});
