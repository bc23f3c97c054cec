/**
 * PWA half of `pnpm bench` (a benchmark, never a test): starts the real stack (API on a temp
 * embedded store with the shipped history, the PWA built against it, the Auth emulator), then measures
 *   0. the size (raw, gzip) of the results the PWA keeps on the device (light list, claimable draws),
 *   1. the JS before first paint on `/` (the build's measure-first-paint.mjs on the served build, gzip),
 *   2. Lighthouse (mobile defaults, median of LIGHTHOUSE_RUNS, default 5) for `/`, `/result`, a 2024
 *      draw page with every tier and `/check`, against the floor (bench/floor: a bare Vite + React
 *      page rendering Home's first tip image) in the same run, with the goals met or missed
 *      (lighthouse-bench.ts),
 *   3. what the first visit to `/` downloads (bytes on the wire by kind, from Lighthouse's requests),
 *   4. the time from navigation to the last result being visible on a warm offline reload,
 *   5. the history explorer's script time at 4× CPU slowdown (history-bench.ts),
 *   6. the ticket scan at 4× CPU with a fake camera: tap → first ticket cold and warm, frames read
 *      per second, the reader's bytes (scan-bench.ts),
 *   7. only when asked for (`BENCH_PARTS=profile`): the long tasks of `/` and the draw page at 4× CPU
 *      and what is in them (long-tasks.ts).
 * Prints tables and writes bench/results/pwa.json. Env: LIGHTHOUSE_RUNS, CHROMIUM_PATH, BENCH_DEBUG,
 * BENCH_PARTS (device, js, lighthouse, offline, history, scan, profile), BENCH_BUSY (run-options.ts).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { API, type Result } from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import { APP_STARTED_KEY } from '../apps/pwa/src/lib/app-start.ts';
import { startStack, type Stack } from '../apps/pwa/e2e/support/stack.ts';
import { firstPaintJs } from './first-paint-js.ts';
import { startFloor } from './floor/floor.ts';
import { historyRun, printHistory, writeHistory } from './history-bench.ts';
import {
  beforeApp,
  BEFORE_APP_GOAL_BYTES,
  firstVisit,
  imagesAboveFold,
  FIRST_VISIT_GOAL_BYTES,
  LIGHTHOUSE_RUNS,
  lighthousePages,
  printBeforeApp,
  printFirstVisit,
  printLighthouse,
} from './lighthouse-bench.ts';
import { longTasks, printLongTasks } from './long-tasks.ts';
import { printScan, scanRun } from './scan-bench.ts';
import { benchParts, busyMode, loadLine, startBusyCore, wholeBench } from './run-options.ts';
import { openPhone } from './phone.ts';
import { writeResults } from './results.ts';

const here = dirname(fileURLToPath(import.meta.url));
const OFFLINE_RUNS = 7;

/** The shipped history is loaded by the stack (import CLI); the images go through the admin API. */
async function seed(stack: Stack): Promise<Result> {
  const client = createApiClient(stack.apiUrl);
  const token = await client.loginAdmin(stack.adminEmail, stack.adminPassword);
  // Raster images like the photos admins upload (an SVG would be rasterised on the main thread).
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
    await client.send(API.tips.add, {
      body: { imageUrl: `${stack.appUrl}/icons/icon-512.png?tip=${n}` },
      token,
    });
  }
  for (const n of [1, 2, 3, 4]) {
    await client.send(API.successImages.add, {
      body: { imageUrl: `${stack.appUrl}/icons/icon-192.png?success=${n}` },
      token,
    });
  }
  return client.send(API.results.latest);
}

/** Bytes (raw and gzip) of the results answers the PWA keeps on the device. */
async function deviceData(
  stack: Stack,
): Promise<{ path: string; draws: number; raw: number; gzip: number }[]> {
  const sizes = [];
  for (const path of [API.results.list.path(), API.results.claimable.path()]) {
    const res = await fetch(stack.apiUrl + path);
    if (!res.ok) throw new Error(`${path} → ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const draws = (JSON.parse(body.toString('utf8')) as unknown[]).length;
    sizes.push({ path, draws, raw: body.length, gzip: gzipSync(body).length });
  }
  return sizes;
}

/**
 * The draw page the bench visits: the latest 2024 draw of the shipped history with every tier
 * (5 second, 10 third, 50 fourth and 100 fifth prizes), i.e. the longest draw page.
 */
async function fullDrawDate(): Promise<string> {
  const lines = (await readFile(join(here, '../data/history/draws.ndjson'), 'utf8')).split('\n');
  const counts = { prize2: 5, prize3: 10, prize4: 50, prize5: 100 } as const;
  const dates = lines
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown> & { date: string })
    .filter(
      (draw) =>
        draw.date.startsWith('2024-') &&
        Object.entries(counts).every(
          ([tier, n]) => Array.isArray(draw[tier]) && (draw[tier] as unknown[]).length === n,
        ),
    )
    .map((draw) => draw.date)
    .sort();
  const date = dates.at(-1);
  if (!date) throw new Error('no 2024 draw with every tier in data/history/draws.ndjson');
  return date;
}

const load = loadLine;

/** Navigation start → the latest prize-1 number on screen, on offline reloads of a warm SW. */
async function offlineReload(appUrl: string, prize1: string): Promise<number[]> {
  const { browser, context } = await openPhone();
  try {
    // A string, not a function: tsx compiles functions with helpers (__name) the page does not have.
    // It marks the moment the loaded card (not the HTML shell or the loading skeleton) shows prize 1.
    await context.addInitScript(`(() => {
      const needle = ${JSON.stringify(prize1)};
      const check = () => {
        if (window.__lastResultAt !== undefined) return;
        const prize = document.querySelector('[aria-label="Latest draw"] .prize1');
        if (prize && prize.textContent === needle) {
          window.__lastResultAt = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    })();`);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG)
      page.on('console', (m) => console.log(`  [page ${m.type()}] ${m.text().slice(0, 300)}`));
    await page.goto(appUrl + '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.getByText(prize1).first().waitFor({ timeout: 30_000 });
    // Offline, the card comes from the query cache persisted in IndexedDB (written at most once a
    // second): wait until the latest draw is in it. A string: tsx would add helpers to a function.
    // Never open a database the app has not created yet: that would create it without its store.
    const persisted = `indexedDB.databases().then((dbs) => dbs.some((d) => d.name === 'keyval-store') && new Promise((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const done = (value) => { db.close(); resolve(value); };
          if (!db.objectStoreNames.contains('keyval')) return done(false);
          const get = db.transaction('keyval').objectStore('keyval').get('lotto-query-cache-v1');
          get.onsuccess = () => done(typeof get.result === 'string' && get.result.includes(${JSON.stringify(prize1)}));
          get.onerror = () => done(false);
        };
      }))`;
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate(persisted))) {
      if (Date.now() > deadline)
        throw new Error('the query cache was never persisted to IndexedDB');
      await page.waitForTimeout(250);
    }
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      await page.reload();
      await page
        .waitForFunction(
          () => (window as unknown as { __lastResultAt?: number }).__lastResultAt !== undefined,
          undefined,
          { timeout: 10_000 },
        )
        .catch(async (error: unknown) => {
          const state = await page.evaluate(() => ({
            prize: document.querySelector('.prize1')?.textContent,
            card: document.querySelector('[aria-label="Latest draw"]') !== null,
            text: document.body.innerText.slice(0, 400),
          }));
          throw new Error(
            `offline reload ${i + 1}: the last result never showed (expected ${prize1}): ${JSON.stringify(state)}`,
            { cause: error },
          );
        });
      times.push(
        await page.evaluate(() => (window as unknown as { __lastResultAt: number }).__lastResultAt),
      );
    }
    return times;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const parts = benchParts();
  // scripts/bench.sh starts the busy core for the whole run; run alone, the bench starts its own.
  const busy = busyMode() && !process.env.BENCH_BUSY_PID ? startBusyCore() : undefined;
  if (busyMode())
    console.log(
      `Busy-core mode: process ${busy?.pid ?? process.env.BENCH_BUSY_PID} keeps one core at 100 % (${load()})`,
    );
  console.log(`PWA bench (${[...parts].join(', ')}): starting the stack (API + PWA build)…`);
  const stack = await startStack({
    history: true,
    ...(parts.has('profile') ? { buildEnv: { SOURCEMAP: '1' } } : {}),
  });
  try {
    const latest = await seed(stack);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    const drawDate = await fullDrawDate();
    const figures: Record<string, unknown> = {
      parts: [...parts],
      busyCore: busyMode(),
      loadBefore: load(),
    };

    if (parts.has('device')) {
      const device = await deviceData(stack);
      console.log('\nResults kept on the device (API answers, persisted by the PWA):');
      for (const d of device)
        console.log(
          `  ${d.path.padEnd(22)} ${String(d.draws).padStart(4)} draws  ${kb(d.raw)} raw, ${kb(d.gzip)} gzip`,
        );
      figures.deviceData = device;
    }

    if (parts.has('js')) {
      const js = await firstPaintJs(stack.appUrl);
      console.log(
        `\nJS before first paint on / (the build's measure-first-paint.mjs, gzip level 9):`,
      );
      console.log(`  index.html entry + modulepreloads: ${js.htmlFiles} files, ${js.htmlKb} kB`);
      console.log(
        `  everything to paint /: ${js.files} files, ${js.totalKb} kB   (goal ≤ 110 kB: ${js.totalKb <= 110 ? 'met' : 'MISSED'})`,
      );
      figures.jsBeforeFirstPaint = { ...js, output: undefined };
    }

    if (parts.has('profile')) {
      console.log(`\nLong tasks at 4× CPU (${load()})…`);
      const profiles = [];
      for (const path of ['/', `/result/${drawDate}`, '/result', '/check']) {
        const profile = await longTasks(`${stack.appUrl}${path}`);
        printLongTasks(profile);
        profiles.push(profile);
      }
      console.log(`  (${load()})`);
      figures.longTasks = profiles;
    }

    if (parts.has('lighthouse')) {
      const floor = await startFloor();
      let pages;
      // The server-rendered pages (the API renders them; the static server forwards them).
      const served = { score: 95, lcpMs: 1500, seo: 100 };
      try {
        console.log(
          `\nLighthouse (mobile defaults), ${LIGHTHOUSE_RUNS} rounds of 6 pages (${load()})…`,
        );
        pages = await lighthousePages([
          // Home is a server page too (issue 36): the same goals.
          { name: '/', url: `${stack.appUrl}/`, goals: served, seo: true },
          { name: '/result', url: `${stack.appUrl}/result`, goals: served, seo: true },
          {
            name: `/result/${drawDate}`,
            url: `${stack.appUrl}/result/${drawDate}`,
            goals: served,
            seo: true,
          },
          { name: '/check', url: `${stack.appUrl}/check`, goals: served, seo: true },
          // The draw page on a device the app has run on (its mark, no service worker): the app
          // starts at once and takes the page over — what a first visit no longer pays.
          {
            name: `/result/${drawDate} app`,
            url: `${stack.appUrl}/result/${drawDate}`,
            storage: { [APP_STARTED_KEY]: '1' },
          },
          { name: 'floor', url: `${floor.url}/` },
        ]);
      } finally {
        await floor.stop();
      }
      printLighthouse(pages, 'floor');
      console.log(`  (${load()})`);
      const apiOrigin = new URL(stack.apiUrl).origin;
      const before = [];
      for (const page of pages.filter((p) => p.name !== 'floor' && !p.name.endsWith(' app'))) {
        const html = await (await fetch(page.url)).text();
        before.push({ name: page.name, before: beforeApp(page.median, html, apiOrigin) });
      }
      printBeforeApp(before);
      const home = pages.find((p) => p.name === '/');
      const aboveFold = await imagesAboveFold(`${stack.appUrl}/`);
      const visit = home ? firstVisit(home.median, apiOrigin, aboveFold) : undefined;
      if (visit) printFirstVisit(visit);
      figures.lighthouseRuns = LIGHTHOUSE_RUNS;
      figures.lighthouse = pages.map(({ median: { requests: _requests, ...best }, ...page }) => ({
        ...page,
        median: best,
      }));
      figures.beforeApp = { goalBytes: BEFORE_APP_GOAL_BYTES, pages: before };
      figures.firstVisit = visit && { ...visit, goalBytes: FIRST_VISIT_GOAL_BYTES };
    }

    if (parts.has('offline')) {
      console.log(`\nOffline reloads (${OFFLINE_RUNS})…`);
      const offline = await offlineReload(stack.appUrl, latest.prize1 ?? '');
      console.log(
        `Offline warm reload → last result visible: median ${Math.round(median(offline))} ms, runs ${offline.map((t) => Math.round(t)).join(', ')} ms (target < 1000 ms)`,
      );
      figures.offlineReloadMs = offline;
    }

    if (parts.has('history')) {
      // The history explorer at 4× CPU slowdown (bench/history-bench.ts; its own results file).
      const history = await historyRun(stack);
      printHistory(history);
      await writeHistory(history);
    }

    if (parts.has('scan')) {
      console.log(`\nTicket scan (${load()})…`);
      const scan = await scanRun(stack);
      printScan(scan);
      console.log(`  (${load()})`);
      figures.scan = scan;
    }

    figures.loadAfter = load();
    await writeResults(wholeBench() ? 'pwa' : `pwa-${[...parts].join('-')}`, figures);
  } finally {
    await stack.stop();
    busy?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
