import { readFile } from 'node:fs/promises';
import { latestResult, type PublishedResult } from './support/api';
import { TOTAL_TABLE, generate3Up, searchDown, totalMatch } from '@lotto/number-tools';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pdfTextLines } from './support/pdf-text';
import { HISTORY_SIZE, seedContent, type SeededImages } from './support/seed';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The number tools load when the visitor scrolls near them (Home's first screen carries no antd). */
async function scrollToTools(page: Page) {
  // The heading belongs to the placeholder until the tools arrive, and they may arrive (and replace
  // it) while Playwright scrolls to it: then scroll to the new one.
  await expect(async () => {
    await page
      .getByRole('heading', { name: 'Total Paper Search' })
      .scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(page.getByLabel('Search', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass();
}

test.describe('home and results', () => {
  let images: SeededImages;
  let latest: PublishedResult;

  test.beforeAll(async ({ stack }) => {
    images = await seedContent(stack);
    latest = await latestResult(stack);
  });

  test('home shows the last result, tips, the success carousel and the local clock', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const card = page.getByLabel('Latest draw');
    await expect(card).toContainText(`Draw Date: ${ddmmyyyy(latest.date)}`);
    await expect(card).toContainText(latest.prize1);
    for (const n of [...latest.front3, ...latest.last3, latest.last2])
      await expect(card).toContainText(n);
    await expect(page.getByRole('link', { name: 'See All Results' })).toHaveAttribute(
      'href',
      '/result',
    );

    const tips = page.getByRole('list', { name: 'Tips' }).getByRole('img');
    await expect(tips).toHaveCount(images.tips.length);
    await expect(tips.first()).toHaveAttribute('src', images.tips[0] ?? '');

    const carousel = page.locator('.marquee-track');
    await expect(carousel.getByRole('img', { name: /^Success tip \d+$/ })).toHaveCount(10);
    await expect(carousel.getByRole('img', { name: 'Success tip 1', exact: true })).toHaveAttribute(
      'src',
      images.successImages[0] ?? '',
    );
    // It moves: the track's transform changes over time (and the CSS pauses it on hover).
    const transform = () => carousel.evaluate((el) => getComputedStyle(el).transform);
    const first = await transform();
    await expect.poll(transform).not.toBe(first);
    expect(await carousel.evaluate((el) => getComputedStyle(el).animationName)).toBe(
      'marquee-right',
    );

    // Playwright runs the browser in Asia/Bangkok (see playwright.config.ts).
    await expect(page.getByTestId('clock-country')).toHaveText('Thailand');
    const clock = page.locator('.clock-time');
    const shown = await clock.textContent();
    expect(shown).toMatch(/^\d\d:\d\d:\d\d$/);
    await expect.poll(() => clock.textContent()).not.toBe(shown);
    await expect(
      page.getByText(`${new Date().getFullYear()} Thai lottery rights reserved.`),
    ).toBeVisible();
  });

  test('when a phone opens Home, then the number tools load only once the visitor scrolls near them', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    await expect(page.getByRole('heading', { name: 'Game Generator' })).toBeAttached();
    await expect(page.getByText('Loading the tool...').first()).toBeAttached();
    await expect(page.getByLabel('Digits for 3UP', { exact: true })).toHaveCount(0);
    // The placeholder's heading is replaced when the tools arrive, possibly mid-scroll.
    await expect(async () => {
      await page
        .getByRole('heading', { name: 'Game Generator' })
        .scrollIntoViewIfNeeded({ timeout: 5_000 });
      await expect(page.getByLabel('Digits for 3UP', { exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
    await expect(page.getByText('Loading the tool...')).toHaveCount(0);
  });

  test('when Home opens, then the server wrote its first screen from the answers it hands over (the app asks neither again), and the tips are asked once', async ({
    page,
    stack,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(stack.apiUrl)) asked.push(new URL(url).pathname);
      else if (url === images.tips[0]) asked.push('first tip image');
    });
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    const firstTip = page.getByRole('list', { name: 'Tips' }).getByRole('img').first();
    await expect(firstTip).toHaveAttribute('src', images.tips[0] ?? '');
    await expect
      .poll(() => firstTip.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The app took the answers the server's Home was made from; it asked for the tips once.
    const count = (what: string) => asked.filter((a) => a === what).length;
    expect(count('/api/results/latest')).toBe(0);
    expect(count('/draws/upcoming')).toBe(0);
    expect(count('/tips')).toBe(1);
    expect(count('first tip image')).toBe(1);
  });

  test('when Home opens and the app loads its lazy parts, then its stylesheet, inline in the HTML, is not fetched again', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toContainText(latest.prize1);
    // The clock's country is a lazy chunk: the preload helper has run by the time it shows.
    await expect(page.getByTestId('clock-country')).toBeVisible();
    const inline = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
    expect(inline).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(await page.locator('head style').count()).toBeGreaterThan(0);
    expect(stylesheets).not.toContain(inline);
  });

  test('when a phone opens Home, then the number tools are folded until the visitor searches or taps Show all', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Tips' }).getByRole('img').first()).toBeVisible();
    await scrollToTools(page);
    const totals = page.getByRole('region', { name: 'Total Paper Search' });
    const generator = page.getByRole('region', { name: 'Game Generator' });
    await expect(totals.getByRole('button', { name: 'Show all' })).toBeVisible();
    await expect(totals.locator('.num')).toHaveCount(0);
    await expect(generator.getByRole('list', { name: 'Down Numbers Search Result' })).toHaveCount(
      0,
    );
    // Images lazy-load as they scroll by: bring every one in first, so only the tools differ.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const heights = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        tools: [...document.querySelectorAll('section.panel')]
          .filter((panel) =>
            /Total Paper Search|Game Generator/.test(panel.querySelector('h2')?.textContent ?? ''),
          )
          .reduce((sum, panel) => sum + panel.getBoundingClientRect().height, 0),
      }));
    const folded = await heights();
    await page.screenshot({ path: `${SCREENSHOTS}home-phone-tools-folded.png`, fullPage: true });

    // The page as it was before: the whole table and all 100 down numbers, with nothing typed.
    await totals.getByRole('button', { name: 'Show all' }).click();
    await generator.getByRole('button', { name: 'Show all' }).click();
    await expect(totals.locator('.num')).toHaveCount(220);
    await expect(
      generator.getByRole('list', { name: 'Down Numbers Search Result' }).locator('li'),
    ).toHaveCount(100);
    const unfolded = await heights();
    console.log(
      `Home on a ${PHONE.width}×${PHONE.height} phone: ${folded.page} px folded (tools ${Math.round(folded.tools)} px), ` +
        `${unfolded.page} px with every number shown (tools ${Math.round(unfolded.tools)} px)`,
    );
    // Measured, not timed: the tools take under a third of the room they took, the page loses
    // more than a third of its height (the rest is the last result, tips and carousel).
    expect(folded.tools).toBeLessThan(unfolded.tools / 3);
    expect(folded.page).toBeLessThan((unfolded.page * 2) / 3);

    // Searching unfolds just as Show all does; Show less folds the table again.
    await totals.getByRole('button', { name: 'Show less' }).click();
    await expect(totals.locator('.num')).toHaveCount(0);
    await totals.getByRole('button', { name: 'Total 7' }).click();
    await expect(totals.getByLabel('Search', { exact: true })).toHaveValue('7');
    await expect(totals.locator('.num')).toHaveCount(22);
  });

  test('total paper search follows the three modes over the 10 × 22 table', async ({ page }) => {
    await page.goto('/');
    await scrollToTools(page);
    await page
      .getByRole('region', { name: 'Total Paper Search' })
      .getByRole('button', { name: 'Show all' })
      .click();
    const groups = page
      .getByRole('list', { name: 'Total search result' })
      .getByRole('listitem')
      .filter({
        has: page.locator('h3'),
      });
    await expect(groups).toHaveCount(10);
    const search = page.getByLabel('Search', { exact: true });
    await search.fill('5');
    await expect(groups).toHaveCount(1);
    const five = TOTAL_TABLE.find((g) => g.total === 5)?.numbers ?? [];
    await expect(groups.first().locator('li')).toHaveText([...five]);
    await search.fill('x');
    await expect(page.getByText('No numbers found')).toBeVisible();

    await page.getByText('Search by Pair').click();
    await search.fill('99');
    // The list follows the input a moment later (a deferred value): poll until it settles.
    await expect
      .poll(async () => (await groups.locator('li').allTextContents()).sort())
      .toEqual(['099', '199', '299', '399', '499', '599', '699', '799', '899', '999']);
    await page.getByText('Search by Single Digit').click();
    await search.fill('000');
    await expect(groups.locator('li')).toHaveText(['000']);
  });

  test('game generator: 3UP, filters, down search, total match and a real PDF', async ({
    page,
  }) => {
    await page.goto('/');
    await scrollToTools(page);
    const list = (name: string) => page.getByRole('list', { name }).locator('li');
    await page.getByLabel('Digits for 3UP', { exact: true }).pressSequentially('1a12-3');
    await expect(page.getByLabel('Digits for 3UP', { exact: true })).toHaveValue('1123');
    await expect(list('Generated Unique 3UP Numbers')).toHaveText(['112', '113', '123']);
    await page.getByText('SINGLE', { exact: true }).click();
    await expect(list('Generated Unique 3UP Numbers')).toHaveText(['123']);
    await page.getByText('DOUBLE', { exact: true }).click();
    await expect(list('Generated Unique 3UP Numbers')).toHaveText(['112', '113']);
    await page.getByText('ALL', { exact: true }).click();
    await page.getByLabel('Search 3UP', { exact: true }).fill('13');
    await expect(list('Generated Unique 3UP Numbers')).toHaveText(['113', '123']);
    await page.getByLabel('Search 3UP', { exact: true }).fill('');

    await page.getByLabel('Search down number', { exact: true }).fill('4');
    await expect(list('Down Numbers Search Result')).toHaveCount(19);

    const download = page.getByRole('button', { name: /Download PDF/ });
    await expect(download).toBeDisabled();
    await page.getByLabel('Search by total', { exact: true }).fill('15'); // 1 + 5 = 6
    // Numbers from both result lists whose digit sum mod 10 is 6: 123 (1+2+3), 24 and 42.
    const expected = totalMatch('15', generate3Up('1123'), searchDown('4'));
    expect(expected).toEqual(['123', '24', '42']);
    await expect(list('Total Match Result')).toHaveText(expected);

    const fileEvent = page.waitForEvent('download');
    await download.click();
    const file = await fileEvent;
    expect(file.suggestedFilename()).toBe('total_search_result.pdf');
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTextLines(bytes)).toEqual(['Total Match Result', ...expected]);
  });

  test('result page: one card per draw, the whole history (875 draws) stays a short DOM, oldest reachable by scrolling', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/result');
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(`Draw Date: ${ddmmyyyy('2026-08-01')}`);
    await expect(cards.first()).toContainText('Prize 1932479');
    await expect(cards.first()).toContainText('Front 3 Digits672413');
    await expect(page.locator('[aria-posinset="1"]')).toHaveAttribute(
      'aria-setsize',
      String(HISTORY_SIZE),
    );
    expect(await cards.count()).toBeLessThan(30);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const oldest = page.locator(`[aria-posinset="${HISTORY_SIZE}"]`);
    await expect(oldest).toBeVisible();
    // The oldest draw on file: 16 Jan 1990, a 7-digit first prize as published.
    await expect(oldest).toContainText(`Draw Date: ${ddmmyyyy('1990-01-16')}`);
    await expect(oldest).toContainText('3992239');
    expect(await cards.count()).toBeLessThan(30);
  });

  test('phone menu opens behind the hamburger and closes when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tips' }),
    ).toBeHidden();
    await open.click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Result' }).click();
    await expect(page).toHaveURL(/\/result$/);
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('screenshots of Home and Result, phone and desktop', async ({ page }) => {
    for (const [name, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/');
      await expect(page.getByLabel('Latest draw')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tips' }).getByRole('img').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}home-${name}.png`, fullPage: true });
      await page.goto('/result');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENSHOTS}result-${name}.png` });
    }
  });
});
