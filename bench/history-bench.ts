/**
 * The history explorer's run of `pnpm bench` (a benchmark, never a test): how much script the
 * whole-history number lookup (`/history?n=<6 digits>`, every tier of every draw on the device) and
 * the all-time statistics (`/stats?range=all`) cost on a cheap phone — this machine's Chromium with
 * the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`). Target: under 100 ms each.
 *
 * What is timed is the app's own `performance.measure` around the computation and its render up to
 * the commit (`history:lookup` in features/history/components/lookup-page.tsx; `history:stats` in
 * stats-page.tsx, and within it `history:stats:count`, the counts alone), and apart from it the
 * chart, drawn by a lazily loaded library a task after the commit (`history:stats:chart` in
 * charts-last2.tsx). The page hands each measure to the bench as it is recorded (a
 * PerformanceObserver installed before the app, calling a CDP binding): the bench runs no script in
 * the page while a measure is open, so none of its own time lands inside one. Alongside, the CDP
 * `ScriptDuration` of the whole interaction (the lookup: typing the number → the answer on screen,
 * router and React included; the statistics: a reload → the table on screen, which includes
 * starting the app).
 *
 * A reload of /stats starts the app: its first render is a React transition, worked in slices with
 * the app's other start-up tasks (chunks evaluated, the saved cache read back) run between them, so
 * `history:stats` there is wall time from the first count to the commit of the whole first page,
 * which is more than the statistics' own script. So the figure held against the target is the other
 * way to reach the page: the app up on /history (loaded afresh each run at full speed), then, slowed
 * down, the top bar's Statistics link (/stats: every draw) — the page's code loaded and mounted, the
 * counts made (each mount counts afresh: the page's list is its own copy) and their render committed,
 * with nothing else of the app running.
 *
 * Run alone: `pnpm --filter @lotto/bench bench:history` (with the Auth emulator, see
 * scripts/bench.sh); `pwa-bench.ts` runs it too. Writes bench/results/history.json.
 */
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { API, type ResultTiers } from '@lotto/contracts';
import { startStack, type Stack } from '../apps/pwa/e2e/support/stack.ts';
import { openPhone } from './phone.ts';
import { writeResults } from './results.ts';

export const HISTORY_RUNS = 5;
export const CPU_SLOWDOWN = 4;
const LOOKUP_MEASURE = 'history:lookup';
const STATS_MEASURE = 'history:stats';
const STATS_COUNT_MEASURE = 'history:stats:count';
const CHART_MEASURE = 'history:stats:chart';
const MEASURES = [LOOKUP_MEASURE, STATS_MEASURE, STATS_COUNT_MEASURE, CHART_MEASURE];
/** The binding the page calls with each measure of `MEASURES` as it is recorded. */
const BINDING = '__historyBenchMeasure';

export interface HistoryBench {
  /** The 6-digit number looked up (a 4th prize of the shipped history). */
  number: string;
  /** Draws with full tiers the device held for the lookup. */
  fullTierDraws: number;
  lookupMs: number[];
  lookupScriptMs: number[];
  /** /history → Statistics link: counts + render to the commit (the figure held to the target). */
  statsMs: number[];
  /** Of which the counts alone. */
  statsCountMs: number[];
  /** The chart, drawn a task after the commit. */
  statsChartMs: number[];
  /** CDP script time from the click to the commit (route code, router, React, the counts). */
  statsScriptMs: number[];
  /** A reload of /stats?range=all: `history:stats` (wall time, start-up tasks between its slices). */
  reloadMs: number[];
  /** A reload of /stats?range=all to the commit: CDP script time, the app's start included. */
  reloadScriptMs: number[];
  /** `os.loadavg()` (1, 5, 15 min) before and after the runs: the machine is shared. */
  loadBefore: number[];
  loadAfter: number[];
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A 6-digit number on file in the 2nd–5th prizes (the lookup then reads every tier). */
async function sixDigits(stack: Stack): Promise<{ number: string; draws: number }> {
  const res = await fetch(stack.apiUrl + API.results.tiers.path());
  if (!res.ok) throw new Error(`GET ${API.results.tiers.route} → ${res.status}`);
  const { draws } = (await res.json()) as ResultTiers;
  const number = draws.find((d) => d.date.startsWith('2019') && d.prize4?.[0])?.prize4?.[0];
  if (!number) throw new Error('no 2019 draw with 4th prizes on the stack');
  return { number, draws: draws.length };
}

/** CDP's cumulative script time of the page, in ms. */
async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? Number.NaN) * 1000;
}

/** The page's document: its `performance.timeOrigin` (a later document has a later one). */
function documentOf(page: Page): Promise<number> {
  return page.evaluate('performance.timeOrigin');
}

interface Waiter {
  /** Whether a measure of the document with this time origin answers. */
  accepts: (origin: number) => boolean;
  resolve: (duration: number) => void;
}

/**
 * The measures the page reports, by name: `next(name, newer)` is the next one recorded after the
 * call (ask before the action that records it), from a document whose time origin `newer` accepts
 * (so a late measure of the page before cannot answer). Installed before any of the app's code on
 * every document of `context`; nothing is polled, so the bench adds no script to a measure's window.
 */
async function measureFeed(context: BrowserContext) {
  const waiting = new Map<string, Waiter[]>();
  await context.exposeBinding(
    BINDING,
    (_source, name: string, duration: number, origin: number) => {
      const list = waiting.get(name) ?? [];
      const index = list.findIndex((waiter) => waiter.accepts(origin));
      if (index === -1) return;
      const [waiter] = list.splice(index, 1);
      waiter?.resolve(duration);
    },
  );
  await context.addInitScript(
    `new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (${JSON.stringify(MEASURES)}.includes(entry.name))
          window.${BINDING}(entry.name, entry.duration, performance.timeOrigin);
    }).observe({ type: 'measure' });`,
  );
  return {
    next(name: string, accepts: (origin: number) => boolean = () => true): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the app never recorded the measure ${name}`)),
          60_000,
        );
        const list = waiting.get(name) ?? [];
        list.push({
          accepts,
          resolve: (duration) => {
            clearTimeout(timer);
            resolve(duration);
          },
        });
        waiting.set(name, list);
      });
    },
  };
}

/** Runs the lookup and the statistics `HISTORY_RUNS` times each at 4× CPU slowdown. */
export async function historyRun(stack: Stack): Promise<HistoryBench> {
  const { number, draws } = await sixDigits(stack);
  const loadBefore = loadavg();
  const { browser, context } = await openPhone(stack.appUrl);
  try {
    const feed = await measureFeed(context);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG)
      page.on('console', (m) => console.log(`  [page ${m.type()}] ${m.text().slice(0, 300)}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const slow = (on: boolean) =>
      cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });

    // Warm up at full speed: the app, the light list and the whole history's full tiers in memory.
    await page.goto(`/history?n=${number}`);
    const row = page
      .getByRole('list', { name: `Draws where ${number} came up` })
      .getByRole('listitem')
      .filter({ hasText: '4th prize' });
    await row.first().waitFor({ timeout: 60_000 });
    await page
      .getByText('Loading the 2nd–5th prizes of every draw…')
      .waitFor({ state: 'detached', timeout: 60_000 });
    const field = page.getByRole('textbox', { name: 'Number' });

    await slow(true);
    const lookupMs: number[] = [];
    const lookupScriptMs: number[] = [];
    for (let i = 0; i < HISTORY_RUNS; i++) {
      await field.fill('');
      await page.locator('#lookup-answer-title').waitFor({ state: 'detached' });
      const measured = feed.next(LOOKUP_MEASURE);
      const before = await scriptMs(cdp);
      await field.fill(number);
      lookupMs.push(await measured);
      lookupScriptMs.push((await scriptMs(cdp)) - before);
      await row.first().waitFor();
    }
    await slow(false);

    // The statistics, with the app up: /history loaded afresh at full speed, then, slowed down,
    // the top bar's Statistics link (hidden behind the phone menu: clicked from script, which
    // navigates as a tap would, without the menu's drawer).
    const statsMs: number[] = [];
    const statsCountMs: number[] = [];
    const statsChartMs: number[] = [];
    const statsScriptMs: number[] = [];
    for (let i = 0; i < HISTORY_RUNS; i++) {
      await page.goto('/history');
      await page.getByRole('textbox', { name: 'Number' }).waitFor();
      await page.waitForLoadState('networkidle');
      const doc = await documentOf(page);
      const here = (origin: number) => origin === doc;
      const link = await page.locator('.nav-links a[href="/stats"]').elementHandle();
      await slow(true);
      const counted = feed.next(STATS_COUNT_MEASURE, here);
      const measured = feed.next(STATS_MEASURE, here);
      const chart = feed.next(CHART_MEASURE, here);
      const before = await scriptMs(cdp);
      await link.evaluate((a: HTMLElement) => {
        a.click();
      });
      statsMs.push(await measured);
      statsScriptMs.push((await scriptMs(cdp)) - before);
      statsCountMs.push(await counted);
      statsChartMs.push(await chart);
      await slow(false);
    }

    // A reload of /stats?range=all slowed down: the light list from IndexedDB, the code from the
    // cache, the app started; its first history:stats measure.
    const reloadMs: number[] = [];
    const reloadScriptMs: number[] = [];
    await page.goto('/stats?range=all');
    await page.getByRole('table', { name: /^Last 2 digits 00–99/ }).waitFor();
    for (let i = 0; i < HISTORY_RUNS; i++) {
      await page.waitForLoadState('networkidle');
      const doc = await documentOf(page);
      await slow(true);
      const measured = feed.next(STATS_MEASURE, (origin) => origin > doc);
      await page.reload({ waitUntil: 'commit' });
      reloadMs.push(await measured);
      // The new document's metrics start from 0: its script time so far is the reload's.
      const after = await scriptMs(cdp);
      reloadScriptMs.push(after);
      await slow(false);
      await page.getByRole('table', { name: /^Last 2 digits 00–99/ }).waitFor();
    }
    return {
      number,
      fullTierDraws: draws,
      lookupMs,
      lookupScriptMs,
      statsMs,
      statsCountMs,
      statsChartMs,
      statsScriptMs,
      reloadMs,
      reloadScriptMs,
      loadBefore,
      loadAfter: loadavg(),
    };
  } finally {
    await browser.close();
  }
}

const ms = (values: readonly number[]) => values.map((v) => Math.round(v)).join(', ');

const load = (values: readonly number[]) => values.map((v) => v.toFixed(1)).join(' ');

/** Prints the figures (median of the runs, then every run). */
export function printHistory(result: HistoryBench): void {
  const med = (values: readonly number[]) => Math.round(median(values));
  console.log(
    `\nHistory explorer at ${CPU_SLOWDOWN}× CPU slowdown, median of ${HISTORY_RUNS} (target < 100 ms); load average ${load(result.loadBefore)} before, ${load(result.loadAfter)} after:`,
  );
  console.log(
    `  lookup /history?n=${result.number} (${result.fullTierDraws} draws with full tiers): ${med(result.lookupMs)} ms computation + render (runs ${ms(result.lookupMs)}); whole interaction ${med(result.lookupScriptMs)} ms script (runs ${ms(result.lookupScriptMs)})`,
  );
  console.log(
    `  statistics, /history → Statistics (every draw): ${med(result.statsMs)} ms counts + render to the commit (runs ${ms(result.statsMs)}), of which counts ${med(result.statsCountMs)} ms (runs ${ms(result.statsCountMs)}); click → commit ${med(result.statsScriptMs)} ms script (runs ${ms(result.statsScriptMs)}); then the chart ${med(result.statsChartMs)} ms (runs ${ms(result.statsChartMs)})`,
  );
  console.log(
    `  statistics, reload of /stats?range=all: ${med(result.reloadMs)} ms first count → commit, start-up tasks between React's slices included (runs ${ms(result.reloadMs)}); reload → commit ${med(result.reloadScriptMs)} ms script, the app's start included (runs ${ms(result.reloadScriptMs)})`,
  );
}

export async function writeHistory(result: HistoryBench): Promise<void> {
  await writeResults('history', { cpuSlowdown: CPU_SLOWDOWN, ...result });
}

async function main() {
  console.log('History bench: starting the stack (API + PWA build)…');
  const stack = await startStack({ history: true });
  try {
    const result = await historyRun(stack);
    printHistory(result);
    await writeHistory(result);
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
