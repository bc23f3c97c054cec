/**
 * Lighthouse half of the PWA bench (a benchmark, never a test): Lighthouse's performance category with
 * its default mobile settings (simulated slow 4G, 4× CPU slowdown, a Moto G Power-sized screen) for
 * four pages of the PWA and for the floor (bench/floor: a bare Vite + React page that renders Home's
 * first tip image, served by the same static server), `LIGHTHOUSE_RUNS` rounds (default 5), each
 * round visiting every page once in turn so the machine's load weighs on all of them alike. Per page
 * it reports the median-score run (score, LCP, TBT, FCP, CLS), the ratio of ours to the floor and the
 * issue's goals met or missed; from the median run of `/`, what the first visit downloads (bytes on
 * the wire from Lighthouse's network requests, by kind) against the 250 kB goal, and from every
 * page's median run, the bytes before the app starts. Pages that ask for it get Lighthouse's SEO
 * category too (its score and the audits it failed).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@lotto/test-kit';
import { chromium } from 'playwright-core';
import { cpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './run-options.ts';

/** Lighthouse varies from run to run on a shared machine: report the median-score run of each page. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** The simulated CPU slowdown of every Lighthouse run (`BENCH_CPU`, run-options.ts). */
const CPU_SLOWDOWN = cpuSlowdown();
/** The first visit to `/` should download at most this (HTML, CSS, JS, API answers, images). */
export const FIRST_VISIT_GOAL_BYTES = 250 * 1024;

export interface LighthousePage {
  /** What the table shows: `/`, `/result`, `/result/2024-12-16`, `/check`, `floor`. */
  name: string;
  url: string;
  /** The issue's goals for this page (none for the floor). */
  goals?: { score: number; lcpMs?: number; tbtMs?: number; seo?: number };
  /** Run Lighthouse's SEO category as well (the server-rendered pages). */
  seo?: boolean;
  /**
   * URL patterns Lighthouse blocks (its `blockedUrlPatterns`): a server page with the app's files
   * blocked is its HTML alone, what the page costs before and without the app's takeover.
   */
  blocked?: string[];
  /**
   * localStorage of the page's origin before the visit (Lighthouse then keeps the origin's
   * storage): e.g. the mark of a device the app has run on, whose server pages start the app at
   * once. Nothing else is on the device: no service worker, an empty HTTP cache.
   */
  storage?: Record<string, string>;
}

/** One request of the page as Lighthouse saw it (the fields of its network-requests audit we use). */
interface NetworkRequest {
  url: string;
  transferSize?: number;
  resourceType?: string;
  sessionTargetType?: string;
  rendererStartTime?: number;
  statusCode?: number;
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Navigation → load event end, as observed (unthrottled) by Lighthouse. */
  observedLoadMs: number;
  requests: NetworkRequest[];
  /** The element Lighthouse took as the largest paint (its selector and label), when it named one. */
  lcpElement?: string;
  /** The SEO category's score and the ids of the SEO audits that failed, when it was run. */
  seo?: { score: number; failed: string[] };
}

/**
 * Writes `storage` into the localStorage of `url`'s origin in the browser at `port`, from a page of
 * the origin that runs no script (robots.txt), so nothing else lands on the device.
 */
async function seedStorage(port: number, url: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched browser has no default context');
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser (and its default context) up.
    await browser.close();
  }
}

export async function runLighthouse(
  url: string,
  {
    seo = false,
    blocked = [],
    storage,
  }: { seo?: boolean; blocked?: string[]; storage?: Record<string, string> } = {},
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    if (storage) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: seo ? ['performance', 'seo'] : ['performance'],
      ...(blocked.length > 0 ? { blockedUrlPatterns: blocked } : {}),
      ...(storage ? { disableStorageReset: true } : {}),
      // BENCH_CPU: a slower phone than Lighthouse's default 4× (the rest of its throttling kept).
      ...(CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN
        ? {}
        : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const metrics = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
    const requests = lhr.audits['network-requests']?.details as
      { items?: NetworkRequest[] } | undefined;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      observedLoadMs: metrics?.items?.[0]?.observedLoad ?? Number.NaN,
      requests: requests?.items ?? [],
      ...lcpElementOf(lhr),
      ...(seo ? { seo: seoOf(lhr) } : {}),
    };
  } finally {
    chrome.kill();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The SEO category's score and the audits of it that failed (score below 1; not-applicable ones pass). */
function seoOf(lhr: Lhr): { score: number; failed: string[] } {
  const category = lhr.categories.seo;
  const failed = (category?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || ref.id === 'link-text' || ref.id === 'crawlable-anchors')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? '');
  return { score: Math.round((category?.score ?? 0) * 100), failed };
}

/** The largest-paint element from Lighthouse's audit of it: the first node its details name. */
function lcpElementOf(lhr: Lhr): { lcpElement?: string } {
  interface Node {
    type?: string;
    selector?: string;
    nodeLabel?: string;
  }
  const find = (value: unknown): Node | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const node = value as Node;
    if (node.type === 'node' && (node.selector || node.nodeLabel)) return node;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const audit = lhr.audits['largest-contentful-paint-element'];
  const node = find(audit?.details);
  // Lighthouse names no element when it is gone from the page by the end (replaced by the app).
  if (!node)
    return audit
      ? {
          lcpElement: `none named (${audit.errorMessage ?? audit.explanation ?? audit.scoreDisplayMode})`,
        }
      : {};
  return { lcpElement: `${node.selector ?? '?'} “${(node.nodeLabel ?? '').slice(0, 40)}”` };
}

const KINDS = ['HTML', 'CSS', 'JS', 'API', 'images', 'fonts', 'other'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(request: NetworkRequest, apiOrigin: string): Kind {
  switch (request.resourceType) {
    case 'Document':
      return 'HTML';
    case 'Stylesheet':
      return 'CSS';
    case 'Script':
      return 'JS';
    case 'Image':
      return 'images';
    case 'Font':
      return 'fonts';
    case 'Fetch':
    case 'XHR':
      return request.url.startsWith(apiOrigin) ? 'API' : 'other';
    default:
      return 'other';
  }
}

export interface FirstVisit {
  /** Every request of the page during the visit (Lighthouse waits until network and CPU are quiet). */
  byKind: Record<Kind, { requests: number; bytes: number }>;
  /** All of it. */
  total: number;
  /**
   * The goal's measure: HTML, CSS, JS, API answers and the images shown above the fold — `total`
   * without `imagesBelowFold`.
   */
  goalTotal: number;
  /**
   * Images the first screen does not show: lazy ones the browser fetched ahead of a scroll and
   * those the offline plan stores for offline use (the 8 newest tips).
   */
  imagesBelowFold: { requests: number; bytes: number };
  /** Of those, the requests started after the load event (the app after the shell, the offline plan). */
  afterLoad: { requests: number; bytes: number };
  /** The service worker's own requests (its precache), if it started during the visit: not counted. */
  serviceWorker: { requests: number; bytes: number };
  largest: { url: string; kind: Kind; bytes: number }[];
}

/** Lighthouse's mobile screen (a Moto G Power): the fold of the first visit. */
const LIGHTHOUSE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The images `url` shows on Lighthouse's phone screen before any scroll: a fresh browser opens
 * it, waits until the network is quiet, and lists every `<img>` with a box inside the first
 * screen (its `currentSrc`). What else a first visit downloads as an image is below the fold.
 */
export async function imagesAboveFold(url: string): Promise<Set<string>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: LIGHTHOUSE_SCREEN.width, height: LIGHTHOUSE_SCREEN.height },
      deviceScaleFactor: LIGHTHOUSE_SCREEN.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // A string, not a function: tsx compiles functions with helpers (__name) the page does not have.
    const shown = await page.evaluate<string[]>(`[...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return img.currentSrc && box.width > 0 && box.height > 0 && box.bottom > 0 &&
          box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      })
      .map((img) => img.currentSrc)`);
    return new Set(shown);
  } finally {
    await browser.close();
  }
}

/**
 * Bytes on the wire (transfer sizes: headers + compressed bodies) of one Lighthouse visit of the
 * page: every request the page made until Lighthouse stopped, by kind. Lighthouse does not scroll,
 * but the browser fetches lazy images near the screen, and whatever the page fetches at idle (the
 * offline plan) is in it, because a first visit downloads it. Images not in `aboveFold` (see
 * imagesAboveFold) are counted apart: the goal counts the images above the fold.
 */
export function firstVisit(
  run: LighthouseRun,
  apiOrigin: string,
  aboveFold: ReadonlySet<string>,
): FirstVisit {
  const byKind = Object.fromEntries(KINDS.map((k) => [k, { requests: 0, bytes: 0 }])) as Record<
    Kind,
    { requests: number; bytes: number }
  >;
  const afterLoad = { requests: 0, bytes: 0 };
  const serviceWorker = { requests: 0, bytes: 0 };
  const imagesBelowFold = { requests: 0, bytes: 0 };
  const page: { url: string; kind: Kind; bytes: number }[] = [];
  for (const request of run.requests) {
    const bytes = request.transferSize ?? 0;
    if (request.url.startsWith('data:')) continue;
    if (request.sessionTargetType && request.sessionTargetType !== 'page') {
      serviceWorker.requests += 1;
      serviceWorker.bytes += bytes;
      continue;
    }
    const kind = kindOf(request, apiOrigin);
    byKind[kind].requests += 1;
    byKind[kind].bytes += bytes;
    page.push({ url: request.url, kind, bytes });
    if (kind === 'images' && !aboveFold.has(request.url)) {
      imagesBelowFold.requests += 1;
      imagesBelowFold.bytes += bytes;
    }
    if ((request.rendererStartTime ?? 0) > run.observedLoadMs) {
      afterLoad.requests += 1;
      afterLoad.bytes += bytes;
    }
  }
  const total = page.reduce((sum, r) => sum + r.bytes, 0);
  return {
    byKind,
    total,
    goalTotal: total - imagesBelowFold.bytes,
    imagesBelowFold,
    afterLoad,
    serviceWorker,
    largest: page.sort((a, b) => b.bytes - a.bytes).slice(0, 10),
  };
}

export interface BeforeApp {
  /** HTML, CSS (inline in the HTML or linked), the entry script and whatever else the page asked for first. */
  byKind: Partial<Record<Kind, { requests: number; bytes: number }>>;
  total: number;
}

/**
 * Bytes on the wire of what a first visit downloads before the app starts: the requests of the page
 * that began before its first request for a script the HTML does not name (the entry's `import()` of
 * the app, its framework and its texts). That is the HTML with its inline CSS and scripts, the entry
 * and what the HTML or its inline scripts fetch (Home's early API answers). On a first visit to a
 * server page the app does not start at all (apps/pwa/src/lib/app-start.ts): that is then every
 * request of the page. The share image (Open Graph) is named in the HTML but a browser never
 * fetches it; it would not be counted if it did.
 */
export function beforeApp(run: LighthouseRun, html: string, apiOrigin: string): BeforeApp {
  const page = run.requests.filter(
    (r) => !r.url.startsWith('data:') && (!r.sessionTargetType || r.sessionTargetType === 'page'),
  );
  const named = (url: string) => {
    const { pathname } = new URL(url);
    return pathname !== '/' && html.includes(pathname);
  };
  const appStart = Math.min(
    ...page
      .filter((r) => r.resourceType === 'Script' && !named(r.url))
      .map((r) => r.rendererStartTime ?? Number.POSITIVE_INFINITY),
  );
  const byKind: BeforeApp['byKind'] = {};
  let total = 0;
  for (const request of page) {
    if ((request.rendererStartTime ?? 0) >= appStart) continue;
    if (/\/card\.png(\?|$)/.test(new URL(request.url).pathname)) continue;
    const kind = kindOf(request, apiOrigin);
    const entry = (byKind[kind] ??= { requests: 0, bytes: 0 });
    entry.requests += 1;
    entry.bytes += request.transferSize ?? 0;
    total += request.transferSize ?? 0;
  }
  return { byKind, total };
}

export interface PageResult {
  name: string;
  url: string;
  goals?: LighthousePage['goals'];
  median: LighthouseRun;
  runs: Omit<LighthouseRun, 'requests'>[];
}

const medianRun = (runs: LighthouseRun[]): LighthouseRun => {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  const run = sorted[Math.floor(sorted.length / 2)];
  if (!run) throw new Error('no Lighthouse run');
  return run;
};

const fmt = (run: Omit<LighthouseRun, 'requests'>) =>
  `score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, FCP ${Math.round(run.fcpMs)} ms, CLS ${run.cls.toFixed(3)}` +
  (run.lcpElement ? `, LCP element ${run.lcpElement}` : '') +
  (run.seo
    ? `, SEO ${run.seo.score}${run.seo.failed.length ? ` (failed: ${run.seo.failed.join(', ')})` : ''}`
    : '');

/** `LIGHTHOUSE_RUNS` rounds over every page (the floor last in each round); median run per page. */
export async function lighthousePages(pages: LighthousePage[]): Promise<PageResult[]> {
  const runs = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    for (const page of pages) {
      const run = await runLighthouse(page.url, {
        seo: page.seo,
        blocked: page.blocked,
        storage: page.storage,
      });
      runs.get(page.name)?.push(run);
      console.log(`  round ${round} ${page.name.padEnd(20)} ${fmt(run)}`);
    }
  }
  return pages.map((page) => {
    const all = runs.get(page.name) ?? [];
    return {
      name: page.name,
      url: page.url,
      goals: page.goals,
      median: medianRun(all),
      runs: all.map(({ requests: _requests, ...rest }) => rest),
    };
  });
}

const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** The table: each page's median run, its ratio to the floor and its goals. */
export function printLighthouse(results: PageResult[], floorName: string) {
  const floor = results.find((r) => r.name === floorName)?.median;
  console.log(
    `\nLighthouse performance, median of ${LIGHTHOUSE_RUNS} runs (mobile defaults, CPU ${CPU_SLOWDOWN}× slower); ratio = ours / floor`,
  );
  console.log(
    `  ${'page'.padEnd(20)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'FCP ms'.padStart(7)} ${'CLS'.padStart(6)}  ${'score/floor'.padStart(11)} ${'LCP/floor'.padStart(9)}  goals`,
  );
  for (const r of results) {
    const m = r.median;
    const goals: string[] = [];
    if (r.goals) {
      goals.push(`score ≥ ${r.goals.score} ${met(m.score >= r.goals.score)}`);
      if (r.goals.lcpMs !== undefined)
        goals.push(`LCP ≤ ${r.goals.lcpMs} ms ${met(m.lcpMs <= r.goals.lcpMs)}`);
      if (r.goals.tbtMs !== undefined)
        goals.push(`TBT ≤ ${r.goals.tbtMs} ms ${met(m.tbtMs <= r.goals.tbtMs)}`);
      if (r.goals.seo !== undefined)
        goals.push(
          `SEO ${m.seo?.score ?? '–'} ≥ ${r.goals.seo} ${met((m.seo?.score ?? 0) >= r.goals.seo)}` +
            (m.seo?.failed.length ? ` (failed: ${m.seo.failed.join(', ')})` : ''),
        );
    } else
      goals.push(r.name === floorName ? '(the floor)' : '(no goal: a device the app has run on)');
    const ratio = (a: number, b: number | undefined) =>
      b === undefined || !b ? '–' : (a / b).toFixed(2);
    console.log(
      `  ${r.name.padEnd(20)} ${String(m.score).padStart(5)} ${String(Math.round(m.lcpMs)).padStart(7)} ${String(Math.round(m.tbtMs)).padStart(7)} ${String(Math.round(m.fcpMs)).padStart(7)} ${m.cls.toFixed(3).padStart(6)}  ${ratio(m.score, floor?.score).padStart(11)} ${ratio(m.lcpMs, floor?.lcpMs).padStart(9)}  ${goals.join(', ')}`,
    );
  }
}

/** Goal of the first visit to a server-rendered page before the app starts (the issue's draw page). */
export const BEFORE_APP_GOAL_BYTES = 120 * 1024;

export function printBeforeApp(rows: { name: string; before: BeforeApp }[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `\nFirst visit, bytes on the wire before the app starts (the median run's requests until the first script the HTML does not name; goal on the server-rendered pages ≤ ${kb(BEFORE_APP_GOAL_BYTES)}):`,
  );
  for (const { name, before } of rows) {
    const kinds = Object.entries(before.byKind)
      .map(([kind, k]) => `${kind} ${k.requests} × ${kb(k.bytes)}`)
      .join(', ');
    const goal = `  ${met(before.total <= BEFORE_APP_GOAL_BYTES)}`;
    console.log(`  ${name.padEnd(20)} ${kb(before.total).padStart(9)}  (${kinds})${goal}`);
  }
}

export function printFirstVisit(visit: FirstVisit) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    '\nFirst visit to / (bytes on the wire: every request of the page in the Lighthouse median run):',
  );
  for (const kind of KINDS) {
    const k = visit.byKind[kind];
    if (k.requests)
      console.log(`  ${kind.padEnd(8)} ${String(k.requests).padStart(3)} requests  ${kb(k.bytes)}`);
  }
  console.log(
    `  total ${kb(visit.total)}; images below the fold (the browser's lazy-image look-ahead, the offline plan's tips) ${visit.imagesBelowFold.requests} requests ${kb(visit.imagesBelowFold.bytes)}`,
  );
  console.log(
    `  HTML, CSS, JS, API answers and images above the fold: ${kb(visit.goalTotal)}   (goal ≤ ${kb(FIRST_VISIT_GOAL_BYTES)}: ${met(visit.goalTotal <= FIRST_VISIT_GOAL_BYTES)})`,
  );
  console.log(
    `  of which after the load event: ${visit.afterLoad.requests} requests ${kb(visit.afterLoad.bytes)}; not counted, the service worker's own: ${visit.serviceWorker.requests} requests ${kb(visit.serviceWorker.bytes)}`,
  );
  console.log('  largest:');
  for (const r of visit.largest)
    console.log(`    ${kb(r.bytes).padStart(9)}  ${r.kind.padEnd(6)} ${r.url.slice(0, 90)}`);
}
