import type { Draw } from '@lotto/contracts';
import { CHECK_FORM, LOCALES, type Locale } from '@lotto/site';
import type { Browser, Page } from '@playwright/test';
import { losingTicket, newestClaimableDraw } from './support/claimable-draw';
import { expect, test } from './support/fixtures';
import type { Stack } from './support/stack';

/*
 * One implementation of each page (issue 36): what the server sends and what the app shows once
 * it has taken the page over read the same — every word and every number — for each kind of draw
 * page and each kind of verdict of /check's plain form, in the four languages. The server's text is
 * read with scripts off (what a visitor without them, a search engine or a slow phone's first
 * seconds get), the app's after its takeover of the same URL.
 */

/** The part of a page both write: the draw, its not-found state, the checked card's title and body. */
const REGION = {
  // Home's first screen but the visitor's clock (the server cannot know their time) and the app's
  // 'Add to calendar' (inert on the server's page, hidden with scripts off).
  home: '#main .home-grid :is(.last-result-card, .clock-card .panel-title, .next-draw-card :is(.panel-title, .next-draw-date, .next-draw-countdown, .next-draw-live, .next-draw-time, .next-draw-moved))',
  draw: '#main .draw-page',
  // Not the loading state, which has no heading.
  state: '#main .draw-state:has(h1)',
  verdict: '#main .checked-card :is(.panel-title, .panel-body)',
} as const;

interface Case {
  name: string;
  path: string;
  region: keyof typeof REGION;
}

/** The region's text as read: the visible words, spaces folded. */
async function regionText(page: Page, region: keyof typeof REGION): Promise<string> {
  const parts = page.locator(REGION[region]);
  await expect(parts.first()).toBeVisible();
  const texts = await parts.allInnerTexts();
  // The countdown's clock ticks between the two reads: its digits are not compared.
  return texts
    .join('\n')
    .replace(/\b\d\d:\d\d:\d\d\b/g, 'hh:mm:ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text the server sent for `path`, scripts off. */
async function serverText(browser: Browser, stack: Stack, c: Case): Promise<string> {
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    javaScriptEnabled: false,
    locale: 'en-US',
    timezoneId: 'Asia/Bangkok',
  });
  try {
    const page = await context.newPage();
    await page.goto(c.path);
    return await regionText(page, c.region);
  } finally {
    await context.close();
  }
}

/** The text the app shows for `path` once it has taken the server's page over. */
async function appText(page: Page, c: Case): Promise<string> {
  await page.goto(c.path);
  // React has replaced the server's page: the language menu is the app's only.
  await expect(page.locator('.lang-switch-select')).toBeVisible();
  if (c.region === 'verdict') {
    // The app checks the ticket the server checked, once the draw is at hand.
    await expect(
      page.locator('#main .checked-card :is(.ticket-outcomes, .draw-notice)').first(),
    ).toBeVisible();
  }
  return regionText(page, c.region);
}

const check = (draw: string, number: string, lang: Locale) =>
  `/check?${CHECK_FORM.draw}=${draw}&${CHECK_FORM.number}=${number}&lang=${lang}`;

/** Every page kind and verdict kind the shipped history holds, in `lang`. */
function cases(lang: Locale, newest: Draw): Case[] {
  const winner = newest.prize2?.[0] ?? '';
  return [
    { name: 'Home', path: `/?lang=${lang}`, region: 'home' },
    {
      name: 'a final draw with every tier',
      path: `/result/2024-12-16?lang=${lang}`,
      region: 'draw',
    },
    {
      name: 'a draw whose sources disagree on its last 2 digits',
      path: `/result/2025-06-16?lang=${lang}`,
      region: 'draw',
    },
    {
      name: 'a draw before 16 Aug 2015, paid per slip',
      path: `/result/2014-12-16?lang=${lang}`,
      region: 'draw',
    },
    { name: 'a draw of 1990–94', path: `/result/1993-12-16?lang=${lang}`, region: 'draw' },
    { name: 'a date without a draw', path: `/result/2026-11-02?lang=${lang}`, region: 'state' },
    { name: 'a ticket that won', path: check(newest.date, winner, lang), region: 'verdict' },
    {
      name: 'a ticket that won nothing',
      path: check(newest.date, losingTicket(newest), lang),
      region: 'verdict',
    },
    {
      name: 'a ticket that may have won (a disputed last 2)',
      path: check('2025-06-16', '123406', lang),
      region: 'verdict',
    },
    {
      name: 'a ticket of a draw paid per slip',
      path: check('2014-12-16', '948354', lang),
      region: 'verdict',
    },
    {
      name: 'a ticket against a draw of 1990–94',
      path: check('1993-12-16', '123456', lang),
      region: 'verdict',
    },
  ];
}

// The visitor's zone as the server's page assumes it: Bangkok (elsewhere the app adds their own time).
test.use({ timezoneId: 'Asia/Bangkok' });

for (const lang of LOCALES) {
  test(`when each kind of page is opened in ${lang}, then the server's page and the app's takeover read the same`, async ({
    page,
    browser,
    stack,
  }) => {
    test.setTimeout(180_000);
    const newest = await newestClaimableDraw(stack);
    const differences: string[] = [];
    for (const c of cases(lang, newest)) {
      const server = await serverText(browser, stack, c);
      const app = await appText(page, c);
      expect(server.length, `${c.name}: the server's text`).toBeGreaterThan(20);
      if (server !== app) {
        differences.push(`${c.name} (${c.path}):\n  server: ${server}\n  app:    ${app}`);
      }
    }
    expect(differences, differences.join('\n\n')).toEqual([]);
  });
}

test.describe('the one language rule', () => {
  // The server's page each time, not the service worker's copy of the app's shell.
  test.use({ serviceWorkers: 'block' });

  test('when a visitor whose browser is English chose Thai, then a server page comes in Thai, even under an Urdu link, and the app takes it over in Thai', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('.lang-switch-select').selectOption('th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    for (const path of ['/result/2024-12-16', '/result/2024-12-16?lang=ur']) {
      // What the server sends this browser (its cookies): Thai.
      const sent = await (await page.request.get(path)).text();
      expect(sent, path).toMatch(/<html lang="th"/);
      const serverHeading = /<h1 id="[^"]+" class="page-title">([^<]+)<\/h1>/.exec(sent)?.[1];
      expect(serverHeading, path).toContain('16/12/2567');
      await page.goto(path);
      await expect(page.locator('.lang-switch-select')).toHaveValue('th');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(serverHeading ?? '');
    }
  });
});
