import type { Locator } from '@playwright/test';
import { persistedQueries, waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';
import { seedContent, type SeededImages } from './support/seed';

/*
 * Issue 17, "failures explained": with the API down, every list and card says what went wrong and
 * offers Retry within the bound (no spinner for more than ~10 s without a word), and Retry works
 * once the API is back. The API process of the stack is really stopped (or frozen: a hung server).
 */

/** The page may not keep a loading text longer than this without a word (SLOW_AFTER_MS + slack). */
const BOUND_MS = 12_000;

/** Focuses the Retry of `card` and presses Enter. */
async function pressRetry(card: Locator) {
  const retry = card.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await retry.press('Enter');
}

test.describe('failures explained', () => {
  let images: SeededImages;

  test.beforeAll(async ({ stack }) => {
    images = await seedContent(stack);
  });

  // Whatever a test did to the API, it runs again afterwards: other specs share the stack.
  test.afterEach(async ({ stack }) => {
    stack.thawApi();
    await stack.startApi();
  });

  test('API stopped: Home says what went wrong with Retry within the bound, and Retry loads it once the API is back', async ({
    page,
    stack,
  }) => {
    await stack.stopApi();
    await page.goto('/');

    const lastResult = page.locator('.last-result-card');
    const failed = lastResult.getByRole('alert');
    await expect(failed).toContainText('Could not load the last result.', { timeout: BOUND_MS });
    await expect(failed).toContainText('The server could not be reached.');
    await expect(lastResult.getByText('Loading last result...')).toHaveCount(0);

    const tipsCard = page.locator('section.panel', {
      has: page.getByRole('heading', { name: 'Tips', exact: true }),
    });
    await expect(tipsCard.getByRole('alert')).toContainText('Could not load the tips.', {
      timeout: BOUND_MS,
    });
    // An unreachable API is a failure, never "no tips".
    await expect(page.getByText('No tips found')).toHaveCount(0);
    await expect(
      page
        .locator('.success-card')
        .getByRole('alert')
        .getByText('Could not load the success tips.'),
    ).toBeVisible({ timeout: BOUND_MS });

    await stack.startApi();
    // With the keyboard, as a keyboard user would: a mouse left where a click put it may, once the
    // page scrolls, hover the 'All tips' link, whose intent preload reloads the tips by itself and
    // takes the Retry away mid-click (a CI run timed out so).
    await pressRetry(lastResult);
    await expect(page.getByLabel('Latest draw')).toContainText('Draw Date:');
    await expect(lastResult.getByRole('alert')).toHaveCount(0);

    await pressRetry(tipsCard);
    const tips = page.getByRole('list', { name: 'Tips' }).getByRole('img');
    await expect(tips.first()).toHaveAttribute('src', images.tips[0] ?? '');
    await expect(tipsCard.getByRole('alert')).toHaveCount(0);
  });

  test('API stopped: /result and /check say the results could not be loaded, and Retry loads them', async ({
    page,
    stack,
  }) => {
    await stack.stopApi();
    for (const path of ['/result', '/check']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('Could not load the results.', {
        timeout: BOUND_MS,
      });
      await expect(page.getByText('Loading results...')).toHaveCount(0);
    }

    await stack.startApi();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('form', { name: 'Check your ticket' })).toBeVisible();

    await page.goto('/result');
    await expect(page.getByRole('feed', { name: 'Draw results' })).toBeVisible();
  });

  test('API hung: /result says it is taking long with Retry within the bound, and Retry loads it once the API answers', async ({
    page,
    stack,
  }) => {
    stack.freezeApi();
    await page.goto('/result');
    await expect(page.getByText('Loading results...')).toBeVisible();
    const slow = page.getByRole('status').filter({ hasText: 'This is taking longer than usual.' });
    await expect(slow).toBeVisible({ timeout: BOUND_MS });

    // Retry asks again (the wait starts over); the answer comes once the server runs again.
    await slow.getByRole('button', { name: 'Retry' }).click();
    await expect(slow).toHaveCount(0);
    await expect(page.getByText('Loading results...')).toBeVisible();
    stack.thawApi();
    await expect(page.getByRole('feed', { name: 'Draw results' })).toBeVisible();
  });

  test.describe('on a phone, first visit', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('API hung: /tips says it is taking long within the bound of its request, then, once the request gives up, what went wrong with Retry', async ({
      page,
      stack,
    }) => {
      stack.freezeApi();
      // The page renders seconds after its request went out on a phone: the bound counts from the request.
      const askedAt = page
        .waitForRequest((request) => request.url() === `${stack.apiUrl}/tips`)
        .then(() => Date.now());
      await page.goto('/tips');
      await expect(page.getByText('Loading tips...')).toBeVisible();
      const slow = page
        .getByRole('status')
        .filter({ hasText: 'This is taking longer than usual.' });
      await expect(slow).toBeVisible({ timeout: (await askedAt) + BOUND_MS - Date.now() });
      await expect(slow.getByRole('button', { name: 'Retry' })).toBeVisible();

      // The request gives up after 20 s (REQUEST_TIMEOUT_MS): the failure, in plain words.
      const failed = page.getByRole('alert');
      await expect(failed).toContainText('Could not load the tips.', { timeout: 30_000 });
      await expect(failed).toContainText('The server took too long to answer.');
      await expect(page.getByText('Loading tips...')).toHaveCount(0);

      stack.thawApi();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(
        page.getByRole('list', { name: 'Tips' }).getByRole('img').first(),
      ).toHaveAttribute('src', images.tips[0] ?? '');
    });
  });

  test("API stopped, nothing in the tab's memory: the copy the service worker saved shows with its age and why (tips, /result), and Retry refreshes it", async ({
    context,
    page,
    stack,
  }) => {
    const tipsOn = (p: typeof page) => p.getByRole('list', { name: 'Tips' }).getByRole('img');
    /** Deletes IndexedDB databases with no app tab open (`open` is closed; a blank page does it). */
    const forget = async (open: typeof page, names: string[]) => {
      const other = await context.newPage();
      await other.goto('/favicon.svg');
      await open.close();
      await other.evaluate(
        (databases) =>
          Promise.all(
            databases.map(
              (name) =>
                new Promise<void>((done) => {
                  const request = indexedDB.deleteDatabase(name);
                  request.onsuccess = request.onerror = request.onblocked = () => done();
                }),
            ),
          ),
        names,
      );
    };
    const first = page;
    await first.goto('/tips');
    await waitForServiceWorker(first);
    // The first load, before the worker, may have put the results list on the device already:
    // forgotten, so that /result below asks the worker for every year.
    await forget(first, ['lotto-results']);
    page = await context.newPage();
    // Now through the worker, which keeps the answer (stamped with when it saved it).
    await page.goto('/tips');
    await expect(tipsOn(page).first()).toHaveAttribute('src', images.tips[0] ?? '');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('lotto-api-lists')).keys()).some(
            (request) => new URL(request.url).pathname === '/tips',
          ),
        ),
      )
      .toBe(true);
    // And the results list /result and /check read, by year: the years' index and each year's
    // list by its versioned URL (kept by the worker too).
    await page.goto('/result');
    await expect(page.getByRole('feed', { name: 'Draw results' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const paths: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys())
              paths.push(new URL(request.url).pathname);
          return (
            paths.includes('/results/years') &&
            paths.some((path) => /^\/results\/years\/\d{4}\/[\w-]+$/.test(path))
          );
        }),
      )
      .toBe(true);

    // Forget the app's own saved copies (IndexedDB: the one value, and the lists kept in pieces)
    // with no app tab open, so only the worker's is left.
    await forget(page, ['keyval-store', 'lotto-results']);

    await stack.stopApi();
    const fresh = await context.newPage();
    await fresh.goto('/tips');
    const note = fresh.getByRole('status').filter({ hasText: 'Could not refresh' });
    await expect(note).toContainText('The server could not be reached.', { timeout: BOUND_MS });
    await expect(note).toContainText(
      /Showing the copy saved (just now|\d+ (second|minute)s? ago)\./,
    );
    await expect(tipsOn(fresh).first()).toHaveAttribute('src', images.tips[0] ?? '');
    await expect(fresh.getByText('Could not load the tips.')).toHaveCount(0);
    // The app's offline plan put the results list on the device again, from the worker's copy.
    await expect.poll(() => persistedQueries(fresh), { timeout: 30_000 }).toContain('["results"]');

    // /result too, opened from the app (so the list comes from what the device read back, not
    // from a fetch at the page's start): it was built from the worker's copy, so it says so rather
    // than passing it off as fresh.
    const results = await context.newPage();
    await results.goto('/tips');
    await results
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Result', exact: true })
      .click();
    const resultsNote = results.getByRole('status').filter({ hasText: 'Could not refresh' });
    await expect(resultsNote).toContainText('The server could not be reached.', {
      timeout: BOUND_MS,
    });
    await expect(resultsNote).toContainText(
      /Showing the copy saved (just now|\d+ (second|minute)s? ago)\./,
    );
    await expect(results.getByRole('feed', { name: 'Draw results' })).toBeVisible();
    await results.close();

    await stack.startApi();
    await note.getByRole('button', { name: 'Retry' }).click();
    await expect(fresh.getByText('Could not refresh')).toHaveCount(0);
    await expect(tipsOn(fresh).first()).toHaveAttribute('src', images.tips[0] ?? '');
  });

  test('a draw page with the API stopped says the draw could not be loaded, and Retry opens it', async ({
    page,
    stack,
  }) => {
    await stack.stopApi();
    // An old draw: not among the claimable draws the site keeps on the device.
    await page.goto('/result/2012-06-16');
    await expect(page.getByRole('heading', { name: 'The draw could not be loaded' })).toBeVisible({
      timeout: BOUND_MS,
    });
    await stack.startApi();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results of 16/06/2012' }),
    ).toBeVisible();
  });
});
