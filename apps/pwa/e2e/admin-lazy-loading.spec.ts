import { expect, loginInBrowser, test } from './support/admin-fixtures';

/** Texts that only the admin panel's code contains (spec messages and its storage key). */
const ADMIN_MARKERS = [
  'Failed to load dashboard data',
  'You must be logged in as admin to submit results',
  'Error saving image URL',
  'Your admin session is no longer valid',
  'adminToken',
  'Lotto Admin',
];

const isCode = (url: string) => /\.(js|css)(\?|$)/.test(url);

test.describe('admin code stays off visitors’ phones', () => {
  test('when a visitor opens Home, then nothing it downloads or the service worker precaches holds admin code', async ({
    page,
    stack,
  }) => {
    const loaded = new Set<string>();
    page.context().on('response', (response) => {
      if (isCode(response.url())) loaded.add(response.url());
    });
    await page.goto('/');
    await expect(page.getByText('Thai lottery rights reserved.')).toBeVisible();
    await expect(
      page.getByText(/^(Loading last result\.\.\.|See All Results)$/).first(),
    ).toBeVisible();
    // Wait for the service worker: installing it downloads the whole precache.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });

    const sw = await (await fetch(`${stack.appUrl}/sw.js`)).text();
    const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map(
      (m) => new URL(m[1] ?? '', stack.appUrl).href,
    );
    expect(precached.length).toBeGreaterThan(10);
    const visitorFiles = new Set([...loaded, ...precached.filter(isCode)]);
    expect(visitorFiles.size).toBeGreaterThan(10);
    for (const url of visitorFiles) {
      const code = await (await fetch(url)).text();
      for (const marker of ADMIN_MARKERS)
        expect(code.includes(marker), `${url} holds "${marker}"`).toBe(false);
    }

    // The same markers do find the panel once an admin opens it (so the check above can fail),
    // and those files are not in the precache.
    const before = new Set(loaded);
    await loginInBrowser(page, stack);
    const adminFiles = [...loaded].filter((url) => !before.has(url));
    expect(adminFiles.length).toBeGreaterThan(0);
    const texts = await Promise.all(adminFiles.map(async (url) => (await fetch(url)).text()));
    expect(texts.some((code) => code.includes('Failed to load dashboard data'))).toBe(true);
    expect(texts.some((code) => code.includes('adminToken'))).toBe(true);
    for (const url of adminFiles) expect(precached, `${url} is precached`).not.toContain(url);
  });
});
