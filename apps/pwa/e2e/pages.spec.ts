import type { ImageItem, Result } from '@lotto/contracts';
import type { Locator, Page } from '@playwright/test';
import { addImage, deleteImage, listResults } from './support/api';
import { expect, test } from './support/fixtures';
import { seedContent } from './support/seed';

const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const PHONE = { width: 390, height: 844 };
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The sticky top bar's bottom edge: a row scrolled "to the top" must show below it. */
function headerBottom(page: Page): Promise<number> {
  return page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
}

async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('results: jump, go to a draw, find', () => {
  let history: Result[];

  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
    history = await listResults(stack);
  });

  test('when a year and month are chosen on a phone, then the list scrolls to that month, below the top bar, and focuses it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/result');
    await expect(page.getByRole('article').first()).toBeVisible();
    // March 2001 in the shipped history, newest first: the month's first row.
    const first = history.find((r) => r.date.startsWith('2001-03-'));
    if (!first) throw new Error('no draw in March 2001 on the stack');
    await page.getByLabel('Year', { exact: true }).selectOption('2001');
    // Only months with draws are offered.
    const months = await page
      .getByLabel('Month', { exact: true })
      .locator('option')
      .allTextContents();
    const expected = [
      ...new Set(history.filter((r) => r.date.startsWith('2001-')).map((r) => r.date.slice(5, 7))),
    ];
    expect(months).toHaveLength(expected.length);
    await page.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
    await page.getByRole('button', { name: 'Show month' }).click();

    const card = page.getByRole('article', { name: `Draw ${ddmmyyyy(first.date)}` });
    await expect(card).toBeInViewport();
    // The row is the feed's article: it takes the focus.
    await expect(card).toBeFocused();
    const top = (await card.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(await page.getByRole('article').count()).toBeLessThan(30);
  });

  test('when a date with a draw is entered, then Go to draw opens its page; a date without one offers the nearest', async ({
    page,
  }) => {
    await page.goto('/result');
    const date = page.getByLabel('Draw date');
    await date.fill('2024-12-10');
    await page.getByRole('button', { name: 'Go to draw' }).click();
    await expect(page.getByText('No draw on 10/12/2024.')).toBeVisible();
    const before = history.find((r) => r.date < '2024-12-10');
    const after = [...history].reverse().find((r) => r.date > '2024-12-10');
    if (!before || !after) throw new Error('no draws around 10 Dec 2024');
    await expect(page.getByRole('link', { name: ddmmyyyy(before.date) })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}result-go-to-draw.png` });
    await page.getByRole('link', { name: ddmmyyyy(after.date) }).click();
    await expect(page).toHaveURL(new RegExp(`/result/${after.date}$`));

    await page.goto('/result');
    await page.getByLabel('Draw date').fill('2024-11-16');
    await page.getByRole('button', { name: 'Go to draw' }).click();
    await expect(page).toHaveURL(/\/result\/2024-11-16$/);
    await expect(page.getByText('16/11/2024').first()).toBeVisible();
  });

  test('when a number is searched, then the matching rows are listed and marked, even rows never rendered before', async ({
    page,
  }) => {
    await page.goto('/result');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The oldest draw's first prize: far below, never in the DOM until scrolled to.
    const oldest = history.at(-1);
    if (!oldest?.prize1) throw new Error('the oldest draw has no first prize');
    await expect(page.getByText(oldest.prize1)).toHaveCount(0);
    await page.getByLabel('Search by number or date').fill(oldest.prize1);
    const feed = page.getByRole('feed', { name: 'Matching draws' });
    const row = feed.getByRole('article', { name: `Draw ${ddmmyyyy(oldest.date)}` });
    await expect(row).toBeVisible();
    await expect(feed.locator('mark', { hasText: oldest.prize1 }).first()).toBeVisible();
    await expect(page.getByText(/draws? match/)).toContainText(oldest.prize1);

    await page.getByLabel('Search by number or date').fill('16/01/1990');
    await expect(feed.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Search by number or date').fill('');
    await expect(page.getByRole('feed', { name: 'Draw results' })).toBeVisible();
  });
});

test.describe('tips: captions and the image viewer', () => {
  const added: ImageItem[] = [];

  test.beforeAll(async ({ stack }) => {
    await seedContent(stack);
    for (const [name, caption] of [
      ['a', 'Pair 16 and 61 for the 16th'],
      ['b', 'Three numbers to watch'],
    ] as const) {
      added.push(
        await addImage(
          stack,
          'tips',
          `${stack.appUrl}/icons/icon-192.png?caption=${name}`,
          caption,
        ),
      );
    }
  });

  // Specs share the stack: give the tips list back as it was.
  test.afterAll(async ({ stack }) => {
    for (const item of added) await deleteImage(stack, 'tips', item._id);
  });

  test('when a tip is tapped, then it opens in the in-app viewer (alt text = caption, swipe, zoom, Esc), not a new tab', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/tips');
    const grid = page.getByRole('list', { name: 'Tips' });
    await expect(grid.getByRole('img').first()).toHaveAttribute('alt', 'Three numbers to watch');
    // Newest first: the captions are the alt texts, in the visible order.
    const names = await grid
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(names.slice(0, 3)).toEqual([
      'Three numbers to watch',
      'Pair 16 and 61 for the 16th',
      'Tip 3',
    ]);

    let popups = 0;
    context.on('page', () => popups++);
    await grid.getByRole('link', { name: 'Three numbers to watch' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(`Tips: image 1 of ${names.length}`);
    await expect(dialog.locator('.viewer-caption')).toHaveText('Three numbers to watch');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await loaded(dialog.getByRole('img'));
    expect(popups).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}viewer-phone.png` });

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(`Tips: image 2 of ${names.length}`);
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Pair 16 and 61 for the 16th');

    // A swipe to the left (a drag of the pointer) turns to the next image.
    const stage = dialog.locator('.viewer-stage');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no stage');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toHaveAccessibleName(`Tips: image 3 of ${names.length}`);

    // Double-click zooms in, the button zooms out again.
    await stage.dblclick();
    await expect(dialog.getByRole('img')).toHaveAttribute('style', /scale\(2\)/);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect(dialog.getByRole('img')).toHaveAttribute('style', /scale\(1\.33/);

    // The page behind cannot be reached while it is open; Esc closes and gives the focus back.
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole('link', { name: 'Three numbers to watch' })).toBeFocused();
  });

  test('when a success tip of the moving carousel is chosen with the keyboard, then the viewer opens on it', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.locator('.marquee-track');
    const first = carousel.getByRole('button', { name: 'Success tip 1', exact: true });
    // Focus pauses the carousel (a moving target cannot be clicked reliably); Enter opens it.
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Success tips: image 1 of 10');
    await loaded(dialog.getByRole('img'));
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName('Success tips: image 1 of 10');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName('Success tips: image 2 of 10');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    // The loop's second copy is for the eyes only: out of the tab order.
    await expect(carousel.locator('li[aria-hidden="true"] button[tabindex="-1"]')).toHaveCount(10);
  });

  test('when the device is offline, then a tip seen before opens in the viewer from the cache', async ({
    page,
    context,
  }) => {
    await page.goto('/tips');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Seen once under the service worker: the image and the viewer's code are on the device.
    await page.reload();
    const tip = page.getByRole('list', { name: 'Tips' }).getByRole('img').first();
    await loaded(tip);
    await context.setOffline(true);
    try {
      // A cold start offline: the shell, the list, the viewer's code and the image all come
      // from the device.
      await page.reload();
      await page.getByRole('link', { name: 'Three numbers to watch' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await loaded(dialog.getByRole('img'));
      await expect(
        dialog.getByText('This image could not be loaded.', { exact: false }),
      ).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
