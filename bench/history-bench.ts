/**
 * The history explorer's run of `pnpm bench` (a benchmark, never a test): how much script the
 * whole-history number lookup (`/history?n=<6 digits>`, every tier of every draw on the device) and
 * the all-time statistics (`/stats?range=all`) cost on a cheap phone — this machine's Chromium with
 * the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`). Target: under 100 ms each.
 *
 * What is timed is the app's own `performance.measure` around the computation and its render up to
 * the commit (`history:lookup` in features/history/components/lookup-page.tsx, `history:stats` in
 * stats-page.tsx), read back with `performance.getEntriesByType('measure')`; the chart, drawn by a
 * lazily loaded library after the commit, is not in it. Alongside, the CDP `ScriptDuration` of the
 * whole interaction (the lookup: typing the number → the answer on screen, router and React
 * included; the statistics: a reload → the table on screen, which includes starting the app).
 *
 * Run alone: `pnpm --filter @lotto/bench bench:history` (with the Auth emulator, see
 * scripts/bench.sh); `pwa-bench.ts` runs it too. Writes bench/results/history.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { API, type ResultTiers } from '@lotto/contracts';
import { startStack, type Stack } from '../apps/pwa/e2e/support/stack.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const HISTORY_RUNS = 5;
export const CPU_SLOWDOWN = 4;
const LOOKUP_MEASURE = 'history:lookup';
const STATS_MEASURE = 'history:stats';

export interface HistoryBench {
  /** The 6-digit number looked up (a 4th prize of the shipped history). */
  number: string;
  /** Draws with full tiers the device held for the lookup. */
  fullTierDraws: number;
  lookupMs: number[];
  lookupScriptMs: number[];
  statsMs: number[];
  statsScriptMs: number[];
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

/** The durations of the app's measure `name` so far (a string: tsx adds helpers to functions). */
function measures(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    `performance.getEntriesByType('measure').filter((m) => m.name === ${JSON.stringify(name)}).map((m) => m.duration)`,
  );
}

async function clearMeasures(page: Page): Promise<void> {
  await page.evaluate('performance.clearMeasures(); performance.clearMarks()');
}

/** The first measure `name` recorded (since the page loaded or the measures were cleared). */
async function waitForMeasure(page: Page, name: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await measures(page, name);
    if (found[0] !== undefined) return found[0];
    if (Date.now() > deadline) throw new Error(`the app never recorded the measure ${name}`);
    await page.waitForTimeout(50);
  }
}

/** Runs the lookup and the statistics `HISTORY_RUNS` times each at 4× CPU slowdown. */
export async function historyRun(stack: Stack): Promise<HistoryBench> {
  const { number, draws } = await sixDigits(stack);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: stack.appUrl,
    });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG)
      page.on('console', (m) => console.log(`  [page ${m.type()}] ${m.text().slice(0, 300)}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

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

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const lookupMs: number[] = [];
    const lookupScriptMs: number[] = [];
    for (let i = 0; i < HISTORY_RUNS; i++) {
      await field.fill('');
      await page.locator('#lookup-answer-title').waitFor({ state: 'detached' });
      await clearMeasures(page);
      const before = await scriptMs(cdp);
      await field.fill(number);
      await row.first().waitFor();
      lookupMs.push(await waitForMeasure(page, LOOKUP_MEASURE));
      lookupScriptMs.push((await scriptMs(cdp)) - before);
    }

    const statsMs: number[] = [];
    const statsScriptMs: number[] = [];
    for (let i = 0; i < HISTORY_RUNS; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto('/stats?range=all');
      await waitForMeasure(page, STATS_MEASURE);
      // Reload slowed down: the light list comes from IndexedDB, the page's code from the cache.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const before = await scriptMs(cdp);
      await page.reload();
      // The first measure after the reload: the statistics of the list restored from the device.
      statsMs.push(await waitForMeasure(page, STATS_MEASURE));
      statsScriptMs.push((await scriptMs(cdp)) - before);
    }
    return { number, fullTierDraws: draws, lookupMs, lookupScriptMs, statsMs, statsScriptMs };
  } finally {
    await browser.close();
  }
}

const ms = (values: readonly number[]) => values.map((v) => Math.round(v)).join(', ');

/** Prints the figures (median of the runs, then every run). */
export function printHistory(result: HistoryBench): void {
  console.log(
    `\nHistory explorer at ${CPU_SLOWDOWN}× CPU slowdown, median of ${HISTORY_RUNS} (target < 100 ms):`,
  );
  console.log(
    `  lookup /history?n=${result.number} (${result.fullTierDraws} draws with full tiers): ${Math.round(median(result.lookupMs))} ms computation + render (runs ${ms(result.lookupMs)}); whole interaction ${Math.round(median(result.lookupScriptMs))} ms script (runs ${ms(result.lookupScriptMs)})`,
  );
  console.log(
    `  statistics /stats?range=all: ${Math.round(median(result.statsMs))} ms computation + render (runs ${ms(result.statsMs)}); reload to table ${Math.round(median(result.statsScriptMs))} ms script (runs ${ms(result.statsScriptMs)})`,
  );
}

export async function writeHistory(result: HistoryBench): Promise<void> {
  await mkdir(join(here, 'results'), { recursive: true });
  await writeFile(
    join(here, 'results/history.json'),
    JSON.stringify(
      { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, ...result },
      null,
      2,
    ) + '\n',
  );
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
