/**
 * The ticket scan's figures (issue 37), part `scan` of `pnpm bench` (a benchmark, never a test):
 * Chromium's fake camera shows tickets (apps/pwa/e2e/support/fake-camera.ts: pictures drawn at run
 * time, a real code of the 1 July 2026 draw each), the page's CPU slowed 4× (a mid-range phone),
 * and the scan's own performance marks (apps/pwa/src/features/ticket-checker/lib/scan-marks.ts)
 * give, from the tap on 'Scan tickets': the camera open, the reader ready and the first ticket read
 * — cold (first visit: the scan's chunk and the reader fetched), warm after a reload (the reader in
 * the service worker's cache, compiled again) and warm in the page (a second scan) — the frames
 * read per second, and the bytes the scan fetched on first use (raw and gzip), against the goals:
 * a ticket read in under 1 s warm, the reader under 600 kB gzip.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from 'playwright-core';
import { APP_STARTED_KEY } from '../apps/pwa/src/lib/app-start.ts';
import type { Stack } from '../apps/pwa/e2e/support/stack.ts';
import {
  launchWithCamera,
  TEN_TICKETS,
  writeTicketVideo,
} from '../apps/pwa/e2e/support/fake-camera.ts';
import { openPhone } from './phone.ts';

/** Lighthouse's mobile CPU slowdown: the "mid-range phone profile". */
const CPU_SLOWDOWN = 4;
/** How long each ticket of the pile of ten is before the camera: a hand laying one after another. */
const PILE_SECONDS = 2;
/** How long the frames read per second are counted for. */
const FRAME_WINDOW_MS = 8000;
export const WARM_GOAL_MS = 1000;
export const READER_GOAL_GZIP = 600 * 1024;

export interface ScanTiming {
  /** Tap → camera open, reader ready, first ticket read (ms). */
  cameraMs: number;
  readerMs: number;
  firstTicketMs: number;
}

export interface ScanFigures {
  cpuSlowdown: number;
  cold: ScanTiming;
  warmReload: ScanTiming;
  warmInPage: ScanTiming;
  framesPerSecond: number;
  /** Tap → the tenth ticket of a pile, each held before the camera for `PILE_SECONDS`. */
  tenTicketsMs: number;
  /**
   * What the first scan fetched from the site, from the tap to its first ticket: its chunks and the
   * reader's wasm (the phone saves data: the offline plan has not fetched the reader ahead).
   */
  fetched: { path: string; raw: number; gzip: number }[];
  fetchedGzip: number;
}

const MARKS = {
  tap: 'lotto-scan-tap',
  camera: 'lotto-scan-camera',
  reader: 'lotto-scan-reader',
  first: 'lotto-scan-first-ticket',
  frame: 'lotto-scan-frame',
} as const;

/** Taps 'Scan tickets', waits for the first ticket, and reads the marks. */
async function scanOnce(page: Page): Promise<ScanTiming> {
  await page.getByRole('button', { name: 'Scan tickets' }).first().click();
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARKS.first, {
    timeout: 120_000,
  });
  return page.evaluate((marks) => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    const tap = at(marks.tap);
    return {
      cameraMs: Math.round(at(marks.camera) - tap),
      readerMs: Math.round(at(marks.reader) - tap),
      firstTicketMs: Math.round(at(marks.first) - tap),
    };
  }, MARKS);
}

async function closeScan(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** A phone at 4× CPU on /check as the app, its camera playing `video`. */
async function phoneWithCamera(stack: Stack, video: string) {
  const browser = await launchWithCamera(chromium, video);
  const context = await browser.newContext({
    baseURL: stack.appUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(APP_STARTED_KEY)}, '1')`);
  // tsx names the inner functions of what is evaluated below with esbuild's `__name`: a no-op one.
  await context.addInitScript('globalThis.__name ??= (fn) => fn');
  // Save-Data (the browser's Lite mode): the offline plan leaves the reader, so the first scan is
  // cold — it fetches and compiles the reader itself.
  await context.addInitScript(
    "Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } })",
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto('/check');
  await page.locator('.lang-switch-select').waitFor();
  return { browser, page };
}

/** Tap → the tenth ticket read, the camera showing ten tickets one after another. */
async function tenTickets(stack: Stack, video: string): Promise<number> {
  const { browser, page } = await phoneWithCamera(stack, video);
  try {
    await page.getByRole('button', { name: 'Scan tickets' }).first().click();
    await page.getByRole('button', { name: 'Save all 10 tickets' }).waitFor({ timeout: 180_000 });
    return await page.evaluate(
      (tap) =>
        Math.round(performance.now() - (performance.getEntriesByName(tap)[0]?.startTime ?? 0)),
      MARKS.tap,
    );
  } finally {
    await browser.close();
  }
}

export async function scanRun(stack: Stack): Promise<ScanFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'lotto-scan-bench-'));
  const video = join(dir, 'camera.y4m');
  const pile = join(dir, 'ten.y4m');
  const drawing = await openPhone();
  try {
    const drawingPage = await drawing.context.newPage();
    await writeTicketVideo(
      drawingPage,
      video,
      [
        { code: '69-25-05-972469-3941', number: '972469', itf: '2625058277231800' },
        { code: '69-26-37-488807-7121', number: '488807', itf: '2626371312530807' },
        { code: '69-26-12-965884-4359', number: '965884', itf: '2626120397183002' },
        // 30 frames a second, a phone camera's rate: the frames read per second are the reader's.
      ],
      1,
      30,
    );
    await writeTicketVideo(drawingPage, pile, TEN_TICKETS, PILE_SECONDS);
  } finally {
    await drawing.browser.close();
  }
  const { browser, page } = await phoneWithCamera(stack, video);
  try {
    // The service worker in control, so that the reader's wasm is kept once fetched.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });

    // What the first scan fetches, from the tap to its first ticket (the page's own files are in).
    const fetchedUrls: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(stack.appUrl).origin && url.pathname.startsWith('/assets/'))
        fetchedUrls.push(url.pathname);
    };
    page.on('requestfinished', record);
    const cold = await scanOnce(page);
    page.off('requestfinished', record);
    // Frames read per second, once reading.
    const framesPerSecond = await page.evaluate(
      async ({ name, windowMs }) => {
        const before = performance.getEntriesByName(name).length;
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, windowMs));
        const frames = performance.getEntriesByName(name).length - before;
        return frames / ((performance.now() - start) / 1000);
      },
      { name: MARKS.frame, windowMs: FRAME_WINDOW_MS },
    );
    await closeScan(page);
    const warmInPage = await scanOnce(page);
    await closeScan(page);
    await page.reload();
    await page.locator('.lang-switch-select').waitFor();
    const warmReload = await scanOnce(page);

    const tenTicketsMs = await tenTickets(stack, pile);
    const fetched = [];
    for (const path of [...new Set(fetchedUrls)]) {
      const body = Buffer.from(await (await fetch(stack.appUrl + path)).arrayBuffer());
      fetched.push({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      cold,
      warmReload,
      warmInPage,
      framesPerSecond: Math.round(framesPerSecond * 10) / 10,
      tenTicketsMs,
      fetched,
      fetchedGzip: fetched.reduce((sum, file) => sum + file.gzip, 0),
    };
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function printScan(figures: ScanFigures): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const line = (name: string, t: ScanTiming) =>
    `  ${name.padEnd(24)} camera ${String(t.cameraMs).padStart(5)} ms, reader ${String(t.readerMs).padStart(5)} ms, first ticket ${String(t.firstTicketMs).padStart(5)} ms`;
  console.log(`\nTicket scan at ${figures.cpuSlowdown}× CPU (fake camera), from the tap:`);
  console.log(line('cold (first scan)', figures.cold));
  console.log(line('warm (in the page)', figures.warmInPage));
  console.log(
    `${line('warm (after a reload)', figures.warmReload)}   (goal < ${WARM_GOAL_MS} ms: ${figures.warmReload.firstTicketMs < WARM_GOAL_MS ? 'met' : 'MISSED'})`,
  );
  console.log(`  frames read per second: ${figures.framesPerSecond}`);
  console.log(
    `  ten tickets, each before the camera ${PILE_SECONDS} s: tap → the tenth read ${(figures.tenTicketsMs / 1000).toFixed(1)} s   (goal < 60 s: ${figures.tenTicketsMs < 60_000 ? 'met' : 'MISSED'})`,
  );
  console.log('  fetched on the first scan:');
  for (const file of figures.fetched)
    console.log(`    ${file.path.padEnd(48)} ${kb(file.raw)} raw, ${kb(file.gzip)} gzip`);
  console.log(
    `  total ${kb(figures.fetchedGzip)} gzip   (goal ≤ ${kb(READER_GOAL_GZIP)}: ${figures.fetchedGzip <= READER_GOAL_GZIP ? 'met' : 'MISSED'})`,
  );
}
