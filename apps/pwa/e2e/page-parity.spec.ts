import { API, type Draw } from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import { CHECK_FORM, LOCALES, type Locale } from '@lotto/site';
import type { Browser, Page } from '@playwright/test';
import { FULL_DRAW_2024_11_16 } from '../src/testing/fixtures';
import { adminSend, nextScheduledDraw, removeDraw } from './support/api';
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
  // On draw day the live line's words too, not when the app last asked nor its 'Notify me'.
  home: '#main .home-grid :is(.last-result-card :is(.panel-head, .live-line > strong, .panel-body > :not(.live-status)), .clock-card .panel-title, .next-draw-card :is(.panel-title, .next-draw-date, .next-draw-countdown, .next-draw-live, .next-draw-time, .next-draw-moved))',
  // /result's heading, its toolbar's labels and buttons, and the newest draw's card (the app's list
  // is virtual: its first row; the server's, the first of its cards).
  results:
    '#main :is(.page-title, .results-toolbar :is(label, button), .result-row[data-index="0"], .results-list-static > .result-row:first-child)',
  draw: '#main :is(.draw-page, .live-line > strong)',
  // Not the loading state, which has no heading.
  state: '#main :is(.draw-state:has(h1), .live-line > strong)',
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
    { name: 'the results', path: `/result?lang=${lang}`, region: 'results' },
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

/**
 * Draw day, whatever day the suite runs: the API is started again with its clock ten minutes into
 * the next draw (e2e/support/api-clock.mjs) and the browser's clock set to the same instant, so the
 * draw page is "under way" (its numbers not out yet), then provisional once the first tiers are
 * published, and Home and /check are live. The API is started again on the real clock afterwards,
 * and the draw taken back (the stack is shared).
 */
test.describe('a draw under way', () => {
  // The server's page each time, not the service worker's copy of the app's shell.
  test.use({ serviceWorkers: 'block' });

  /** A real complete draw (16 Nov 2024, GLO): its first tiers, published as the live draw's. */
  const { prize1, front3, last3, last2 } = FULL_DRAW_2024_11_16;
  /** A ticket that wins the last-2 prize of those tiers and nothing else. */
  const lastTwoTicket = ['0000', '1357', '2468', '9090']
    .map((head) => `${head}${last2}`)
    .find(
      (ticket) =>
        checkTicket(ticket, { date: FULL_DRAW_2024_11_16.date, prize1, front3, last3, last2 })
          .length === 1,
    );

  test('when the draw is under way, then its awaited page, its provisional page, Home and the live verdicts read the same on the server and in the app, in every language', async ({
    page,
    browser,
    stack,
  }) => {
    test.setTimeout(420_000);
    const upcoming = await nextScheduledDraw(stack);
    const { date } = upcoming;
    const at = new Date(Date.parse(upcoming.startsAt) + 10 * 60_000);
    await removeDraw(stack, date);
    await stack.stopApi();
    await stack.startApi({ clockAt: at });
    try {
      await page.clock.install({ time: at });
      const differences: string[] = [];
      const compare = async (lang: Locale, c: Case) => {
        const server = await serverText(browser, stack, c);
        const app = await appText(page, c);
        expect(server.length, `${c.name} in ${lang}: the server's text`).toBeGreaterThan(20);
        if (server !== app)
          differences.push(`${c.name} (${c.path}):\n  server: ${server}\n  app:    ${app}`);
      };
      for (const lang of LOCALES) {
        await compare(lang, {
          name: 'the draw under way, no number out yet',
          path: `/result/${date}?lang=${lang}`,
          region: 'state',
        });
        await compare(lang, {
          name: 'Home while the draw is under way',
          path: `/?lang=${lang}`,
          region: 'home',
        });
      }
      await adminSend(stack, API.results.add, { body: { date, prize1, front3, last3, last2 } });
      for (const lang of LOCALES) {
        await compare(lang, {
          name: 'a provisional draw (its first tiers out)',
          path: `/result/${date}?lang=${lang}`,
          region: 'draw',
        });
        await compare(lang, {
          name: 'Home with the provisional draw',
          path: `/?lang=${lang}`,
          region: 'home',
        });
        await compare(lang, {
          name: 'a ticket that won the last 2 digits so far',
          path: check(date, lastTwoTicket ?? '', lang),
          region: 'verdict',
        });
        await compare(lang, {
          name: 'a ticket that won nothing so far',
          path: check(date, losingTicket({ ...FULL_DRAW_2024_11_16, date }), lang),
          region: 'verdict',
        });
      }
      expect(differences, differences.join('\n\n')).toEqual([]);
    } finally {
      await stack.stopApi();
      await stack.startApi();
      await removeDraw(stack, date);
    }
  });
});
