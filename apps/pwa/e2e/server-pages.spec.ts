import { API, type Draw, type DrawDetail, TIERS } from '@lotto/contracts';
import { CHECK_FORM } from '@lotto/site';
import { createApiClient } from '@lotto/test-kit';
import { readCatalog } from '../build/vite-i18n-catalogs';
import type { Page } from '@playwright/test';
import { claimableWithSecondPrize, losingTicket } from './support/claimable-draw';
import { expect, test } from './support/fixtures';
import type { Stack } from './support/stack';

/*
 * The pages the API renders (issue 27): readable with scripts off, and taken over by the app
 * without a flash — the same numbers in React's first render, no loading frame, no layout shift,
 * no React warnings — in the page's language.
 */

/** A real draw with every tier in the shipped history. */
const DATE = '2024-12-16';
/** A message of a language's catalog, without placeholders. */
const text = (lang: string, id: string) => readCatalog(lang)[id] ?? `(no ${id} in ${lang})`;
/** index.html's own title: a server page has its own. */
const SHELL_TITLE = 'Lotto — Thai lottery results and tips';

async function drawOnFile(stack: Stack, date: string): Promise<DrawDetail> {
  const { status, body } = await createApiClient(stack.apiUrl).call<DrawDetail>(
    'GET',
    API.results.detail.path({ date }),
  );
  expect(status, `GET the draw of ${date}`).toBe(200);
  return body;
}

/** Every number of `draw` on file, tier by tier. */
function numbersOf(draw: Draw): string[] {
  return TIERS.flatMap((tier) => {
    const value = draw[tier];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('when a draw page is opened, then every tier of the draw is there, under its own title', async ({
    page,
    stack,
  }) => {
    const draw = await drawOnFile(stack, DATE);
    expect(draw.missing).toEqual([]);
    const response = await page.goto(`/result/${DATE}`);
    expect(response?.status()).toBe(200);
    const title = await page.title();
    expect(title).not.toBe(SHELL_TITLE);
    expect(title).toContain('2024');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('16/12/2024');
    for (const tier of TIERS) {
      if (draw[tier] === undefined) continue;
      await expect(page.locator(`section.draw-tier-${tier}`), tier).toHaveCount(1);
    }
    const shown = (await page.locator('.draw-sheet').innerText()).replace(/\s+/g, ' ');
    for (const number of numbersOf(draw)) expect(shown, number).toContain(number);
  });

  test('when a ticket is checked with the plain form, then the server says what it won, or that it won nothing', async ({
    page,
    stack,
  }) => {
    const { draw, winner } = await claimableWithSecondPrize(stack);
    await page.goto('/check');
    const form = page.getByRole('form', { name: 'Check your ticket' });
    // The plain form's fields by the names the contract gives them (@lotto/site CHECK_FORM).
    await form.locator(`input[name="${CHECK_FORM.number}"]`).fill(winner);
    await form.locator(`select[name="${CHECK_FORM.draw}"]`).selectOption(draw.date);
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]number=${winner}`));
    // The app's checked card, rendered by the server: the same verdict in the same words, the
    // claim deadline and how to claim.
    const card = page.locator('.checked-card');
    const verdict = card
      .getByRole('list', { name: 'Checked tickets' })
      .locator(`[data-ticket="${winner}"]`);
    await expect(verdict).toContainText('Wins 200,000 baht');
    await expect(verdict).toContainText('2nd prize: 200,000 baht');
    await expect(card).toContainText(/Claim by \d\d\/\d\d\/\d{4} — \d+ days? left/);
    await expect(card.getByRole('heading', { name: 'How to claim' })).toBeVisible();

    const loser = losingTicket(draw);
    await page.locator(`input[name="${CHECK_FORM.number}"]`).fill(loser);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]number=${loser}`));
    await expect(
      page
        .getByRole('list', { name: 'Checked tickets' })
        .locator(`[data-ticket="${loser}"] .no-prize`),
    ).toHaveText('No prize');
  });

  test('when Home, /result and /check are opened, then what only the app can work is not shown: the first screen, the list, the year index and the plain form are', async ({
    page,
  }) => {
    await page.goto('/result');
    await expect(page.getByRole('feed')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Draws by year' })).toBeVisible();
    await expect(page.locator('.results-toolbar')).toBeHidden();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.goto('/check');
    await expect(page.getByRole('form', { name: 'Check your ticket' })).toBeVisible();
    await expect(page.getByText('No saved tickets.')).toBeHidden();
    await expect(page.getByRole('form', { name: 'Save a ticket' })).toHaveCount(0);
    // Home: its first screen reads; the tips, the success strip and the tools, which the app
    // fills, are not shown.
    await page.goto('/');
    await expect(page.getByLabel('Latest draw')).toBeVisible();
    await expect(page.getByTestId('next-draw-date')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tips', exact: true })).toBeHidden();
    await expect(page.getByText('Add to calendar')).toBeHidden();
  });

  test('when a phone opens a page, then the header shows the links instead of a menu button that cannot open, and only the app’s own pages say they need JavaScript', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const main = page.getByRole('navigation', { name: 'Main' });
    // Inside <noscript>: Playwright's text and role engines skip it, CSS finds it.
    const needsScripts = page.locator('#main .noscript-note');
    for (const path of ['/', `/result/${DATE}`, '/result', '/check', '/tips']) {
      await page.goto(path);
      await expect(main.getByRole('button', { name: 'Open menu' }), path).toBeHidden();
      for (const name of ['Tips', 'VIP-Tips', 'Result', 'Check Ticket', 'History', 'Statistics'])
        await expect(
          main.getByRole('link', { name, exact: true }),
          `${path}: ${name}`,
        ).toBeVisible();
      await expect(page.getByText('Loading...'), path).toBeHidden();
      if (path === '/tips')
        await expect(needsScripts).toContainText('Lotto needs JavaScript to run.');
      else await expect(needsScripts, path).toHaveCount(0);
    }
    // From the app's own page, its links lead to the pages that work.
    await expect(needsScripts).toBeVisible();
    await needsScripts.locator('a[href="/check"]').click();
    await expect(page.getByRole('form', { name: 'Check your ticket' })).toBeVisible();
  });
});

/**
 * Watches the page from its first byte: what `#main` shows before the app runs, every frame of it
 * that says "Loading", every title the document had, and the layout shifts (read once the app has
 * taken over).
 */
async function watchTakeover(page: Page): Promise<() => string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    const shifts: number[] = [];
    const titles: string[] = [];
    Object.assign(window, {
      __loadingSeen: seen,
      __shifts: shifts,
      __titles: titles,
      __serverNumbers: null,
    });
    const noteTitle = () => {
      if (document.title !== '' && titles.at(-1) !== document.title) titles.push(document.title);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const look = (main: Element | null) => {
      const text = main?.textContent ?? '';
      if (/loading/i.test(text) || main?.querySelector('[aria-busy="true"]')) seen.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        // `<title>` put in place or its text replaced (`document.title = …`).
        if (
          record.target.nodeName === 'TITLE' ||
          [...record.addedNodes].some((node) => node.nodeName === 'TITLE')
        )
          noteTitle();
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const main =
            node.id === 'main' ? node : (node.querySelector('#main') ?? node.closest('#main'));
          look(main);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        __serverNumbers: [...document.querySelectorAll('#main .draw-sheet .num')].map(
          (n) => n.textContent,
        ),
        __serverLang: document.documentElement.lang,
        __serverTitle: document.title,
        __serverHeading: document.querySelector('#main h1')?.textContent ?? null,
      });
    });
  });
  return () => messages;
}

/**
 * Every title the document had from its first byte, and the server's (the one it had before any
 * script ran): the app takes the page over under the same title, so the list is that one alone.
 */
function titlesSeen(page: Page): Promise<{ server: string; all: string[] }> {
  return page.evaluate(() => {
    const seen = window as unknown as { __serverTitle: string; __titles: string[] };
    return { server: seen.__serverTitle, all: seen.__titles };
  });
}

/** The `<title>` of the page the server renders at `path` (a path on the site). */
async function serverTitle(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
  if (title === undefined) throw new Error(`${path} has no <title>`);
  return title
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** Waits until React has replaced the server's page (the language menu is the app's only). */
async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('.lang-switch-select')).toBeVisible();
}

const reactWarnings = (messages: string[]) =>
  messages.filter((m) => /react|hydrat|warning:|unique "key"|did not match/i.test(m));

test.describe('with JavaScript', () => {
  test('when the app takes over a draw page, then its first render shows the same numbers: no loading frame, no layout shift, no React warning', async ({
    page,
    stack,
  }) => {
    const console = await watchTakeover(page);
    // The page hands the app the draw it was rendered from: the app does not ask for it again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.apiUrl + API.results.detail.path({ date: DATE })))
        asked.push(request.url());
    });
    await page.goto(`/result/${DATE}`);
    await takenOver(page);
    // Anything late (a re-render, a font, a lazy part) has had its chance to move things.
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(() => ({
      loading: (window as unknown as { __loadingSeen: string[] }).__loadingSeen,
      shifts: (window as unknown as { __shifts: number[] }).__shifts,
      server: (window as unknown as { __serverNumbers: string[] | null }).__serverNumbers,
      app: [...document.querySelectorAll('#main .draw-sheet .num')].map((n) => n.textContent),
    }));
    expect(seen.server?.length ?? 0).toBeGreaterThan(100);
    expect(seen.app).toEqual(seen.server);
    // One title, the server's, before and after the app took over.
    const titles = await titlesSeen(page);
    expect(titles.server).toBe('Thai lottery result December 16, 2024');
    expect(titles.all).toEqual([titles.server]);
    expect(seen.loading).toEqual([]);
    expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(asked).toEqual([]);
    expect(reactWarnings(console()), console().join('\n')).toEqual([]);
  });

  test('when the app takes over /result, then no loading frame shows and React warns of nothing', async ({
    page,
    stack,
  }) => {
    const console = await watchTakeover(page);
    // A slow network: the lists these pages start early arrive well after the app's code, so a
    // first render that did not wait for them would show its loading text.
    await page.route(`${stack.apiUrl}/results**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/result');
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen),
    ).toEqual([]);
    const titles = await titlesSeen(page);
    expect(titles.server).toBe('Thai lottery results — every draw since 1990');
    expect(titles.all).toEqual([titles.server]);

    expect(reactWarnings(console()), console().join('\n')).toEqual([]);
  });

  test("when the app takes over a year's list, then the heading and the title stay the server's", async ({
    page,
  }) => {
    const console = await watchTakeover(page);
    await page.goto('/result?year=2024');
    await takenOver(page);
    const server = await page.evaluate(
      () => (window as unknown as { __serverHeading: string | null }).__serverHeading,
    );
    expect(server).toBe('Thai lottery results of 2024');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(server ?? '');
    const titles = await titlesSeen(page);
    expect(titles.all).toEqual([titles.server]);
    expect(reactWarnings(console()), console().join('\n')).toEqual([]);
  });

  // A page of its own: after /result the service worker answers the next navigation with the app's
  // shell (its 'Loading...'), as it does for every visit after the first.
  test('when the app takes over a checked ticket on /check, then no loading frame shows and React warns of nothing', async ({
    page,
    stack,
  }) => {
    const { draw, winner } = await claimableWithSecondPrize(stack);
    const console = await watchTakeover(page);
    await page.route(`${stack.apiUrl}/results**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`/check?draw=${draw.date}&number=${winner}`);
    await takenOver(page);
    // The app's own verdict, in its first render, for the ticket the server checked.
    await expect(
      page.getByRole('list', { name: 'Checked tickets' }).locator(`[data-ticket="${winner}"]`),
    ).toContainText('Wins 200,000 baht');
    await expect(page.getByLabel('Ticket numbers')).toHaveValue(winner);
    expect(
      await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen),
    ).toEqual([]);
    const [y, m, d] = draw.date.split('-');
    const titles = await titlesSeen(page);
    expect(titles.server).toBe(`Ticket ${winner}, draw of ${d}/${m}/${y}`);
    expect(titles.all).toEqual([titles.server]);
    expect(reactWarnings(console()), console().join('\n')).toEqual([]);
  });

  test('when a ticket is typed into the plain form while the app loads, then the app keeps it, the draw picked and the focus', async ({
    page,
  }) => {
    const console = await watchTakeover(page);
    // A slow phone: the app's files take a while, and the visitor starts meanwhile.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/check', { waitUntil: 'domcontentloaded' });
    const select = page.locator('#check-draw');
    const other = await select.locator('option').nth(1).getAttribute('value');
    if (other === null) throw new Error('the plain form offers one draw only');
    await select.selectOption(other);
    await page.locator('#check-number').pressSequentially('12345');

    await takenOver(page);
    const tickets = page.getByLabel('Ticket numbers');
    await expect(tickets).toHaveValue('12345');
    await expect(tickets).toBeFocused();
    const [y, m, d] = other.split('-');
    await expect(page.getByRole('combobox', { name: 'Draw' })).toHaveValue(`${d}/${m}/${y}`);
    // Nothing was sent: nothing is checked.
    await expect(page.locator('.checked-card')).toHaveCount(0);
    // Typing goes on where it was.
    await page.keyboard.type('6');
    await expect(tickets).toHaveValue('123456');
    expect(reactWarnings(console()), console().join('\n')).toEqual([]);
  });

  test('when a draw page is opened with ?lang=th, then it is Thai before the app runs and after it took over', async ({
    page,
  }) => {
    await watchTakeover(page);
    await page.goto(`/result/${DATE}?lang=th`);
    await takenOver(page);
    const before = await page.evaluate(() => ({
      lang: (window as unknown as { __serverLang: string }).__serverLang,
      heading: (window as unknown as { __serverHeading: string | null }).__serverHeading,
    }));
    expect(before.lang).toBe('th');
    expect(before.heading).toMatch(/[\u0E00-\u0E7F]/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.heading ?? '');
    await expect(page.locator('.lang-switch-select')).toHaveValue('th');
    const titles = await titlesSeen(page);
    expect(titles.server).toMatch(/[\u0E00-\u0E7F]/);
    expect(titles.server).toContain('2567');
    expect(titles.all).toEqual([titles.server]);
    // The address named the language for this visit only: the visitor's setting is untouched.
    expect(await page.evaluate(() => localStorage.getItem('lotto.locale'))).toBeNull();
  });

  test('when a draw page or /check is reached inside the app, or the language is switched there, then its title is the one the server gives that page', async ({
    page,
  }) => {
    await page.goto('/result');
    await takenOver(page);
    const link = page.locator('#main a[href^="/result/2"]').first();
    const path = await link.getAttribute('href');
    if (path === null) throw new Error('/result links no draw');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(await serverTitle(page, path));

    await page.locator('.lang-switch-select').selectOption('ur');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page).toHaveTitle(await serverTitle(page, `${path}?lang=ur`));

    await page.locator('.lang-switch-select').selectOption('hi');
    await page
      .getByRole('link', { name: text('hi', 'common.navCheck'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/check$/);
    await expect(page).toHaveTitle(await serverTitle(page, '/check?lang=hi'));
  });
});

/** What the page painted and moved: its largest-paint entries, and when the app took over. */
interface Paints {
  lcp: { at: number; size: number; what: string }[];
  shifts: number[];
  takenOverAt: number | null;
}

/**
 * Records, from the page's first byte, each largest-contentful-paint entry (what it was, while the
 * server's element is still there to name), the layout shifts, and the moment the app's first
 * render replaced the server's page (its language menu is the app's only).
 */
async function watchPaints(page: Page): Promise<() => Promise<Paints>> {
  await page.addInitScript(() => {
    const paints: Paints = { lcp: [], shifts: [], takenOverAt: null };
    Object.assign(window, { __paints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        size: number;
        element: Element | null;
      })[]) {
        const element = entry.element;
        paints.lcp.push({
          at: entry.startTime,
          size: entry.size,
          what: element
            ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.textContent.slice(0, 40)}`
            : '(gone)',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) paints.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('.lang-switch-select') === null) return;
      paints.takenOverAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
}

/** The size and place of the first element `selector` finds, while the page is the server's. */
async function serverBox(page: Page, selector: string): Promise<void> {
  await page.addInitScript((found: string) => {
    // Once the HTML is parsed, before any module script of the page runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const box = document.querySelector(found)?.getBoundingClientRect();
      Object.assign(window, {
        __serverBox: box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null,
      });
    });
  }, selector);
}

// A phone, as the bench's Lighthouse runs measure the pages; the app's scripts come a second
// late, so the server's page surely paints first, as on a slow network.
test.describe('with JavaScript, on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });

  const pages = [
    // /result: the results toolbar (the search field's placeholder was the app's largest paint).
    { path: '/result', selector: '#main .results-toolbar', sameY: true },
    // /check: the saved-tickets panel's empty state; under the plain form, which is shorter than
    // the app's, so only its size is the same.
    { path: '/check', selector: '#main .checker-stack > section.panel .state-text', sameY: false },
  ];
  for (const { path, selector, sameY } of pages) {
    test(`when the app takes over ${path}, then the largest paint is the server's HTML: the app paints nothing larger, nothing shifts`, async ({
      page,
    }) => {
      const paints = await watchPaints(page);
      await serverBox(page, selector);
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await route.continue();
        },
      );
      await page.goto(path);
      await takenOver(page);
      await page.waitForTimeout(1_000);
      const seen = await paints();
      const summary = JSON.stringify(seen, null, 1);
      expect(seen.takenOverAt, summary).not.toBeNull();
      expect(seen.lcp.length, summary).toBeGreaterThan(0);
      for (const entry of seen.lcp) expect(entry.at, summary).toBeLessThan(seen.takenOverAt ?? 0);
      expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      // The app's element is the server's, the same size (and, on /result, in the same place).
      const server = await page.evaluate(
        () => (window as unknown as { __serverBox: DOMRect | null }).__serverBox,
      );
      const app = await page.locator(selector).first().boundingBox();
      expect(server, 'the server page has it').not.toBeNull();
      expect(app).not.toBeNull();
      expect(app?.width).toBeCloseTo(server?.width ?? 0, 0);
      expect(app?.height).toBeCloseTo(server?.height ?? 0, 0);
      if (sameY) expect(app?.y).toBeCloseTo(server?.y ?? 0, 0);
    });
  }
});
