import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, bangkokDay } from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import type { Page, Request, Response } from '@playwright/test';
import { FULL_DRAW_2024_11_16 } from '../src/testing/fixtures';
import { adminSend, listResults, nextScheduledDraw, removeDraw } from './support/api';
import { waitForServiceWorker } from './support/device';
import { expect, test } from './support/fixtures';

/*
 * Draw day with a mocked page clock: the admin publishes today's draw tier by tier through the real
 * API while Home is open; the card and a saved ticket's verdict follow without a reload, one
 * conditional request a minute, and none once the draw is final. The API runs on the real clock,
 * so the draw is dated the server's Bangkok day (whatever the calendar says: 'provisional' alone
 * makes the page live) and deleted again afterwards (the stack is shared with the other specs).
 */

const SHOTS = join(import.meta.dirname, 'screenshots');

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** The server's Bangkok day. */
const TODAY = bangkokDay();

/** A real complete draw (16 Nov 2024, GLO) given today's date: every tier passes the era rules. */
const { prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 } =
  FULL_DRAW_2024_11_16;
const FULL = { date: TODAY, prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 };
/** The tiers published last (near-first, 2nd–5th prizes), which make the draw final. */
const LAST_TIERS = { near1, prize2, prize3, prize4, prize5, status: 'final' };

/** A ticket that wins the last-2 prize of that draw and nothing else. */
const TICKET = (() => {
  for (const head of ['0000', '1357', '2468', '9090', '8080']) {
    const ticket = `${head}${last2}`;
    const wins = checkTicket(ticket, FULL);
    if (wins.length === 1 && wins[0] === 'last2') return ticket;
  }
  throw new Error('no last-2-only ticket found');
})();

/** HH:MM of an instant in Bangkok, the zone the pages run in (playwright.config). */
const bangkokTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(11, 16);

/**
 * A page's own GET requests for one draw in full (through its service worker or not), and how many
 * of them have not finished yet.
 */
function countDrawRequests(page: Page, date: string) {
  const counter = { requests: 0, inFlight: 0 };
  const ofDraw = (request: Request) =>
    request.method() === 'GET' &&
    new URL(request.url()).pathname === API.results.detail.path({ date });
  page.on('request', (request) => {
    if (!ofDraw(request)) return;
    counter.requests += 1;
    counter.inFlight += 1;
  });
  const done = (request: Request) => {
    if (ofDraw(request)) counter.inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return counter;
}

/**
 * The page clock runs minutes in an instant while the requests take real time: a poll due while the
 * previous one is still under way joins it (React Query), so wait until the page's requests for
 * the draw have finished and the answer is in before moving the clock on.
 */
async function settled(page: Page, counter: { inFlight: number }) {
  await expect.poll(() => counter.inFlight).toBe(0);
  await page.waitForTimeout(300);
  await expect.poll(() => counter.inFlight).toBe(0);
}

/**
 * What the API answered on the wire to each `GET /api/results/latest` of the service worker (or of
 * the page before the worker controls it). Playwright reports the status the requester got — a
 * revalidated answer comes out of the browser's HTTP cache as 200 with the cached body — but the
 * raw answer (`allHeaders`, `sizes`) is the network's: a 304 carries no body and no content type.
 */
function latestAnswers(page: Page) {
  const seen: { conditional: boolean; notModified: boolean; viaServiceWorker: boolean }[] = [];
  const isLatest = (request: Request) =>
    new URL(request.url()).pathname === API.results.latest.path() && request.method() === 'GET';
  const record = async (response: Response) => {
    const request = response.request();
    if (!isLatest(request) || response.fromServiceWorker()) return;
    const sent = await request.allHeaders();
    const received = await response.allHeaders();
    const { responseBodySize } = await request.sizes();
    seen.push({
      conditional: 'if-none-match' in sent,
      notModified: responseBodySize === 0 && !('content-type' in received),
      viaServiceWorker: request.serviceWorker() !== null,
    });
  };
  page.context().on('response', (response) => void record(response));
  return seen;
}

test.describe.configure({ mode: 'serial' });

/** The draw the draw-page test opens before it is published (set in beforeAll). */
let upcoming: Awaited<ReturnType<typeof nextScheduledDraw>>;

test.beforeAll(async ({ stack }) => {
  await removeDraw(stack, TODAY);
  upcoming = await nextScheduledDraw(stack);
});

test.afterAll(async ({ stack }) => {
  await removeDraw(stack, TODAY);
  await removeDraw(stack, upcoming.date);
});

test('a provisional draw fills in while Home is open, a saved ticket follows, the final one notifies once', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: stack.appUrl });
  // Draw day at 14:40 in Bangkok (the page's zone), before the first page loads.
  await page.clock.install({ time: new Date(`${TODAY}T14:40:00+07:00`) });

  // A ticket saved for today's period, then the first prize is out.
  await page.goto('/check');
  await page.getByLabel('Ticket number', { exact: true }).fill(TICKET);
  await page.getByLabel('Period date').fill(TODAY);
  await page.getByRole('button', { name: 'Save ticket' }).click();
  await adminSend(stack, API.results.add, { body: { date: TODAY, prize1 } });

  const answers = latestAnswers(page);
  // The light list of every draw (172 kB) must not be refetched along with the polls.
  let listRequests = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === API.results.list.path()) listRequests += 1;
  });
  await page.goto('/');
  await waitForServiceWorker(page);
  const card = page.locator('.last-result-card');
  await expect(card.getByLabel('Latest draw')).toContainText(prize1);
  await expect(card).toContainText('Live — numbers still coming in');
  await expect(card).toContainText('Updated 14:40');
  // The notification is a region named by its title.
  const note = page.getByRole('region', { name: `New draw ${ddmmyyyy(TODAY)}` });
  await expect(note).toContainText(
    `${TICKET}: no prize so far; front-3, last-3, last-2, 2nd–5th prizes not out yet`,
  );
  await page.screenshot({ path: join(SHOTS, 'draw-day-home-live.png') });

  // A minute with no news: one conditional request, answered 304.
  await page.waitForLoadState('networkidle');
  const listBefore = listRequests;
  let before = answers.length;
  await page.clock.runFor(60_000);
  await expect.poll(() => answers.length).toBe(before + 1);
  expect(answers.at(-1)).toEqual({ conditional: true, notModified: true, viaServiceWorker: true });
  await expect(card).toContainText('Updated 14:41');

  // Last 2 is out: the ticket has won it so far.
  await adminSend(stack, API.results.update, { params: { date: TODAY }, body: { last2 } });
  await page.clock.runFor(60_000);
  await expect(card.locator('.digit-box').filter({ hasText: 'Last 2' })).toContainText(last2);
  await expect(card).toContainText('Updated 14:42');
  await expect(note).toContainText(
    `${TICKET}: last-2 so far; front-3, last-3, 2nd–5th prizes not out yet`,
  );

  // Front 3 and last 3.
  await adminSend(stack, API.results.update, { params: { date: TODAY }, body: { front3, last3 } });
  await page.clock.runFor(60_000);
  for (const number of [...front3, ...last3]) await expect(card).toContainText(number);
  await expect(note).toContainText(`${TICKET}: last-2 so far; 2nd–5th prizes not out yet`);

  // Asked on the click only; the permission was granted to the context beforehand.
  await card.getByRole('button', { name: 'Notify me when final' }).click();
  await expect(card).toContainText('You will get a notification when the results are final');

  // The rest: the draw is final.
  await adminSend(stack, API.results.update, {
    params: { date: TODAY },
    body: LAST_TIERS,
  });
  await page.clock.runFor(60_000);
  await expect(card).toContainText('Final — every prize is in.');
  await expect(card).not.toContainText('Live — numbers still coming in');
  const finalNote = page.getByRole('region', { name: `Final results ${ddmmyyyy(TODAY)}` });
  await expect(finalNote).toContainText(`1 of your saved tickets won 2,000 baht: ${TICKET}`);
  await expect(note).toHaveCount(0);

  // The service worker showed the system notification, once, with the ticket's result.
  const shownNotifications = () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications({ tag })).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
      }));
    }, `draw-${TODAY}`);
  // Shown at once when the ticket's final verdict is in, else after VERDICT_WAIT_MS (a timer of
  // the page's fake clock): the clock moves on while the test waits, so neither order hangs.
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return shownNotifications();
    })
    .toHaveLength(1);
  const [shown] = await shownNotifications();
  // The push's words for a final draw (@lotto/site/push finalNoticeText), open page or not.
  expect(shown?.title).toBe(`Draw of ${ddmmyyyy(TODAY)} is final`);
  expect(shown?.body).toContain(`First prize ${prize1}`);
  expect(shown?.body).toContain(`${TICKET}: Wins 2,000 baht`);
  // Tapped, it opens the draw (public/sw-notifications.js, imported by the generated worker).
  expect(shown?.data).toEqual({ url: `/result/${TODAY}` });
  expect(await page.evaluate(async () => (await fetch('/sw.js')).text())).toContain(
    'sw-notifications.js',
  );

  // Final: no more requests, however long the page stays open.
  before = answers.length;
  await page.clock.runFor(3 * 60_000);
  await page.waitForTimeout(500);
  expect(answers.length).toBe(before);
  expect(listRequests).toBe(listBefore);
  // Every poll went through the service worker as a conditional request; a changed draw came whole.
  expect(answers.slice(1).every((a) => a.conditional && a.viaServiceWorker)).toBe(true);
  expect(answers.filter((a) => !a.notModified).length).toBeGreaterThanOrEqual(4);
});

/**
 * The page as the browser sets it when the tab goes to the background or the screen turns off
 * (`document.visibilityState`, and the bubbling `visibilitychange` React Query listens to).
 */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

test('a hidden page does not poll: the draw under way is asked nothing while its page is hidden, and again once a minute when shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const date = upcoming.date;
  await page.clock.install({ time: new Date(Date.parse(upcoming.startsAt) + 10 * 60_000) });
  const asked = countDrawRequests(page, date);
  await page.goto(`/result/${date}`);
  await expect(page.getByText('Live — numbers still coming in')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled(page, asked);
  await page.clock.runFor(60_000);
  await expect.poll(() => asked.requests).toBe(2);
  await settled(page, asked);

  await setHidden(page, true);
  await page.clock.runFor(5 * 60_000);
  await page.waitForTimeout(500);
  expect(asked.requests).toBe(2);

  // Shown again: asked again (on becoming visible, and by the next minute's poll at the latest).
  await setHidden(page, false);
  await page.clock.runFor(60_000);
  await expect.poll(() => asked.requests).toBeGreaterThanOrEqual(3);
  await settled(page, asked);
  const shown = asked.requests;
  await page.clock.runFor(60_000);
  await expect.poll(() => asked.requests).toBe(shown + 1);
});

test('the page of the draw under way is live before its first numbers are out, then fills in without reload and stops asking once final', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  // The next draw on the API's calendar (in the server's future or today): the page's clock is put
  // 10 minutes after its start; the API, on the real clock, takes a draw dated ahead.
  const date = upcoming.date;
  await removeDraw(stack, date);
  const startedAt = Date.parse(upcoming.startsAt) + 10 * 60_000;
  await page.clock.install({ time: new Date(startedAt) });
  const at = (minutes: number) => bangkokTime(startedAt + minutes * 60_000);
  const asked = countDrawRequests(page, date);

  await page.goto(`/result/${date}`);
  await expect(page.getByRole('heading', { name: `Results of ${ddmmyyyy(date)}` })).toBeVisible();
  await expect(page.getByText('Live — numbers still coming in')).toBeVisible();
  await expect(page.getByText(/its first numbers are not out yet/)).toBeVisible();
  await expect(page.getByText(`Checked ${at(0)}`)).toBeVisible();
  await expect(page.getByText('No draw on file for this date')).toHaveCount(0);

  // Not on file: asked once (a 404 is not retried), then once a minute.
  await page.waitForLoadState('networkidle');
  expect(asked.requests).toBe(1);
  await page.clock.runFor(60_000);
  await expect.poll(() => asked.requests).toBe(2);
  await expect(page.getByText(`Checked ${at(1)}`)).toBeVisible();

  // The first prize is out (provisional): the page shows it within the minute, still live.
  await adminSend(stack, API.results.add, { body: { date, prize1 } });
  await page.clock.runFor(60_000);
  const tier = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(tier('First prize')).toContainText(prize1);
  await expect(page.getByText('Live — numbers still coming in')).toBeVisible();
  await expect(page.getByText(`Updated ${at(2)}`)).toBeVisible();
  await expect(tier('Last 2 digits')).toContainText('Pending');

  // More tiers.
  await adminSend(stack, API.results.update, { params: { date }, body: { last2, front3, last3 } });
  await page.clock.runFor(60_000);
  await expect(tier('Last 2 digits')).toContainText(last2);
  for (const number of [...front3, ...last3])
    await expect(page.locator('main')).toContainText(number);
  await expect(page.getByText('Live — numbers still coming in')).toBeVisible();

  // Final: the live mark goes, the final note shows.
  await adminSend(stack, API.results.update, {
    params: { date },
    body: LAST_TIERS,
  });
  await page.clock.runFor(60_000);
  await expect(page.getByText('Final — every prize is in.')).toBeVisible();
  await expect(page.getByText('Live — numbers still coming in')).toHaveCount(0);
  await expect(tier('5th prize')).toContainText(prize5[0] ?? '');
  expect(asked.requests).toBe(5);

  // No further requests for it, however long the page stays open.
  await page.clock.runFor(3 * 60_000);
  await page.waitForTimeout(500);
  expect(asked.requests).toBe(5);
});

test('Share on the draw page makes a PNG card of the draw (a download where there is no share sheet)', async ({
  page,
  stack,
}) => {
  // The first test leaves today's draw complete; on its own, this one publishes it.
  if (!(await listResults(stack)).some((r) => r.date === TODAY)) {
    await adminSend(stack, API.results.add, { body: FULL });
  }
  await page.goto(`/result/${TODAY}`);
  await expect(page.getByRole('heading', { name: `Results of ${ddmmyyyy(TODAY)}` })).toBeVisible();
  const canShareFiles = await page.evaluate(
    () =>
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File(['x'], 'x.png', { type: 'image/png' })] }),
  );
  // Headless Chromium on Linux has no share sheet: the download path.
  expect(canShareFiles).toBe(false);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lotto-${TODAY}.png`);
  const path = join(SHOTS, `share-card-${TODAY}.png`);
  await file.saveAs(path);
  await expect(page.getByText(`Saved the picture as lotto-${TODAY}.png.`)).toBeVisible();

  const png = await readFile(path);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
  // A drawn card, not a blank canvas (a blank 1080 × 1350 PNG is a few kB).
  expect(png.length).toBeGreaterThan(30_000);
});

/** What the Web Share stand-in of the share test recorded (in the page, on `window.shareRecord`). */
interface ShareRecord {
  /** How the visitor answers the share sheet. */
  mode: 'share' | 'cancel' | 'fail';
  canShare: { files: number; keys: string[] }[];
  shares: {
    title?: string;
    text?: string;
    url?: string;
    files: { name: string; type: string; size: number; head: number[]; isFile: boolean }[];
  }[];
}

test('Share hands the PNG card to the Web Share API where the browser can share files; a cancelled share is no error', async ({
  page,
  stack,
}) => {
  if (!(await listResults(stack)).some((r) => r.date === TODAY)) {
    await adminSend(stack, API.results.add, { body: FULL });
  }
  // A share sheet, as on a phone: canShare and share record what they are given; `mode` says how
  // the visitor answers the sheet.
  await page.addInitScript(() => {
    const record: ShareRecord = { mode: 'share', canShare: [], shares: [] };
    const describe = async (file: File) => ({
      name: file.name,
      type: file.type,
      size: file.size,
      head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
      isFile: file instanceof File,
    });
    Object.assign(window, { shareRecord: record });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => {
        record.canShare.push({ files: data?.files?.length ?? 0, keys: Object.keys(data ?? {}) });
        return (data?.files ?? []).every((f) => f.type === 'image/png');
      },
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        record.shares.push({
          title: data.title,
          text: data.text,
          url: data.url,
          files: await Promise.all((data.files ?? []).map(describe)),
        });
        if (record.mode === 'cancel') throw new DOMException('Share canceled', 'AbortError');
        if (record.mode === 'fail') throw new DOMException('Permission denied', 'NotAllowedError');
      },
    });
  });
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const recorded = () =>
    page.evaluate(() => (window as unknown as { shareRecord: ShareRecord }).shareRecord);
  const setMode = (mode: ShareRecord['mode']) =>
    page.evaluate((m) => {
      (window as unknown as { shareRecord: ShareRecord }).shareRecord.mode = m;
    }, mode);

  await page.goto(`/result/${TODAY}`);
  await expect(page.getByRole('heading', { name: `Results of ${ddmmyyyy(TODAY)}` })).toBeVisible();
  const button = page.getByRole('button', { name: 'Share' });
  const settled = () => expect(button).toHaveAttribute('aria-busy', 'false');

  // Shared: exactly one PNG file named as for a download, with a title and the draw in a line.
  await button.click();
  await expect.poll(async () => (await recorded()).shares.length).toBe(1);
  await settled();
  const [shared] = (await recorded()).shares;
  expect(shared?.files.map(({ size: _, ...file }) => file)).toEqual([
    {
      name: `lotto-${TODAY}.png`,
      type: 'image/png',
      head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      isFile: true,
    },
  ]);
  // A drawn card, not a blank canvas.
  expect(shared?.files[0]?.size).toBeGreaterThan(30_000);
  expect(shared?.title).toBe(`Lotto results ${ddmmyyyy(TODAY)}`);
  expect(shared?.text).toBe(
    `First prize ${prize1} · Front 3: ${front3.join(' ')} · Last 3: ${last3.join(' ')} · Last 2: ${last2}`,
  );
  expect(shared?.url).toBeUndefined();
  // Asked about the file before sharing it.
  expect((await recorded()).canShare).toContainEqual({ files: 1, keys: ['files'] });
  await expect(page.getByText(/Saved the picture/)).toHaveCount(0);
  await expect(page.locator('.draw-head').getByRole('alert')).toHaveCount(0);

  // Cancelled in the sheet: nothing to report, nothing downloaded.
  await setMode('cancel');
  await button.click();
  await expect.poll(async () => (await recorded()).shares.length).toBe(2);
  await settled();
  await expect(page.locator('.draw-head').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Saved the picture|Could not/)).toHaveCount(0);

  // Any other failure of the sheet is reported (what the cancelled case must not show).
  await setMode('fail');
  await button.click();
  await expect(page.locator('.draw-head').getByRole('alert')).toContainText('Permission denied');
  expect((await recorded()).shares).toHaveLength(3);
  expect(downloads).toBe(0);
});
