/**
 * The draw-day run of the load benchmark (`BENCH_PATHS=drawday`): one API process while a draw
 * comes in, or several on one database (`BENCH_PARTS=drawday3`, ./drawday-instances.ts), the
 * requests spread over them round-robin as a proxy would. Not a test: it prints figures and never
 * fails on them.
 *
 * - Live clients: simulated PWA pages that poll with a conditional `fetch()` (If-None-Match, and
 *   `Cache-Control: no-cache` as browsers add it) once a minute each — half of them on Home
 *   (`GET /api/results/latest`), half on today's draw page (`GET /results/<today>`) — spread evenly
 *   over the minute. They run in a worker thread, open-loop (a slow answer does not slow the
 *   schedule), each with the ETag of the answer it holds: every client starts with the page open
 *   (the current ETag), so an unchanged answer must come back 304, and a 200 must bring a new ETag.
 * - The admin: posts today's first prize, then adds the other tiers one PATCH at a time every few
 *   seconds (as the admin panel does), then marks the draw final; during the ramp it keeps
 *   correcting last-2 at the same pace, so every level sees cache clears.
 * - Fresh visitors: autocannon asks `GET /results` and `GET /results/<today>` (no validator) at a
 *   fixed rate at the same time, and reports p50/p99 and errors.
 * - The ramp: the same at several client counts (poll rates of N clients a minute): at which
 *   count does the probe's p99 (of /results or /results/:date) pass 100 ms?
 */
import { Worker } from 'node:worker_threads';
import {
  API,
  bangkokDay,
  type DrawDetail,
  type Health,
  type DrawPatch,
  type Tier,
  TIERS,
} from '@lotto/contracts';
import type { ApiClient } from '@lotto/test-kit';
import autocannon from 'autocannon';

function numberList(value: string | undefined, fallback: number[]): number[] {
  const numbers = (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return numbers.length > 0 ? numbers : fallback;
}

/** Simulated clients of each ramp level; the first level also covers the tier-by-tier entry. */
const LEVELS = numberList(
  process.env.BENCH_DRAWDAY_CLIENTS,
  [1000, 5000, 10000, 20000, 50000, 100000, 200000],
);
/** Seconds between two admin writes. */
const WRITE_SECONDS = Number(process.env.BENCH_DRAWDAY_WRITE_SECONDS ?? 4);
/** Seconds each ramp level after the first runs. */
const LEVEL_SECONDS = Number(process.env.BENCH_DRAWDAY_LEVEL_SECONDS ?? 15);
/** Each client polls once per this many seconds (the PWA: at most once a minute per open page). */
const POLL_SECONDS = 60;
/** autocannon's fixed rate per path (requests/s) and its connections per path. */
const PROBE_RATE = Number(process.env.BENCH_DRAWDAY_PROBE_RATE ?? 40);
const PROBE_CONNECTIONS = 10;
export const P99_LIMIT_MS = 100;

export interface PollCounts {
  polls: number;
  /** 200 with a new ETag: the answer had changed. */
  changed: number;
  /** 200 with an ETag older than the one held: an instance still serving what came before a write. */
  older: number;
  /** 200 with the ETag the client already held: a full answer that should have been a 304. */
  unchanged200: number;
  notModified: number;
  other: number;
  errors: number;
  p50: number;
  p99: number;
  /** Requests still unanswered when the level ended. */
  pending: number;
}

/**
 * The pollers (plain JS: a worker thread of its own, so the schedule keeps time while autocannon
 * runs). Each poll goes to the next API in turn (round-robin, as a proxy without sticky sessions).
 * Every ETag a path answers gets a sequence number when first seen: a 200 bringing one seen before
 * the one the client holds is an older answer (an instance that has not seen a write yet).
 */
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, paths } = workerData;
let clients = 0, intervalMs = 60000, start = 0, issued = 0, pending = 0, tags = [], turn = 0;
const seen = paths.map(() => new Map());
const order = (p, etag) => { const m = seen[p]; if (!m.has(etag)) m.set(etag, m.size); return m.get(etag); };
let counts;
const reset = () => { counts = { polls: 0, changed: 0, older: 0, unchanged200: 0, notModified: 0, other: 0, errors: 0, latencies: [] }; };
reset();
function poll(i) {
  const held = tags[i];
  const p = i % paths.length;
  const headers = held ? { 'if-none-match': held, 'cache-control': 'no-cache' } : {};
  const started = performance.now();
  counts.polls++; pending++;
  const mine = counts;
  const url = urls[turn]; turn = (turn + 1) % urls.length;
  fetch(url + paths[p], { headers }).then(async (res) => {
    await res.arrayBuffer();
    mine.latencies.push(performance.now() - started);
    if (res.status === 304) mine.notModified++;
    else if (res.status === 200) {
      const etag = res.headers.get('etag');
      if (etag === held) mine.unchanged200++;
      else if (held && order(p, etag) < order(p, held)) mine.older++;
      else mine.changed++;
      order(p, etag);
      tags[i] = etag;
    } else mine.other++;
  }, () => { mine.errors++; }).finally(() => { pending--; });
}
const timer = setInterval(() => {
  if (clients === 0) return;
  const due = Math.floor(((performance.now() - start) * clients) / intervalMs);
  if (due - issued > clients) issued = due - clients;
  while (issued < due) { poll(issued % clients); issued++; }
}, 5);
parentPort.on('message', (msg) => {
  if (msg.type === 'level') {
    clients = msg.clients; intervalMs = msg.intervalMs; start = performance.now(); issued = 0;
    tags = Array.from({ length: clients }, (_, i) => msg.etags[i % paths.length]);
    msg.etags.forEach((etag, p) => order(p, etag));
    reset();
  } else if (msg.type === 'report') {
    const sorted = counts.latencies.sort((a, b) => a - b);
    const at = (q) => sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const { latencies, ...rest } = counts;
    parentPort.postMessage({ ...rest, p50: at(0.5), p99: at(0.99), pending });
    clients = 0; reset();
  } else if (msg.type === 'stop') { clearInterval(timer); parentPort.close(); }
});
`;

export class Pollers {
  private readonly worker: Worker;
  constructor(urls: readonly string[], paths: string[]) {
    this.worker = new Worker(POLLER, { eval: true, workerData: { urls, paths } });
  }
  level(clients: number, etags: string[]): void {
    this.worker.postMessage({ type: 'level', clients, intervalMs: POLL_SECONDS * 1000, etags });
  }
  report(): Promise<PollCounts> {
    return new Promise((resolve) => {
      this.worker.once('message', (counts: PollCounts) => resolve(counts));
      this.worker.postMessage({ type: 'report' });
    });
  }
  async stop(): Promise<void> {
    this.worker.postMessage({ type: 'stop' });
    await this.worker.terminate();
  }
}

export interface Probe {
  requests: number;
  rps: number;
  /** Of the 2xx answers, corrected for coordinated omission at the connections' own pace (below). */
  p50: number;
  p99: number;
  /** autocannon's own p99, corrected as if each connection sent a request every millisecond. */
  autocannonP99: number;
  /** The slowest answer, and how many took over {@link P99_LIMIT_MS}. */
  max: number;
  slow: number;
  errors: number;
  non2xx: number;
}

/** The value at quantile `q` of an ascending list (0 when empty). */
const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/**
 * autocannon at {@link PROBE_RATE} on `path` of every API (its connections spread evenly over them),
 * for `seconds`, or until `stop()` when `seconds` is undefined.
 *
 * The percentiles are the probe's own: each 2xx answer's time, and for a slow one the requests
 * its connection would have sent meanwhile at its pace (connections / rate seconds apart), each
 * counted as waiting the rest of that answer's time — HdrHistogram's correction for coordinated
 * omission. autocannon makes the same correction with `Math.ceil(1 / rate)` ms as the interval,
 * its per-connection rate being requests per second (autocannon 8.0.0, lib/run.js): 1 ms, so one
 * answer that took 1.3 s counts as 1,300 answers from 1 to 1,300 ms, and four such among 600 fast
 * ones make its p50 ≈ 0.4 s (drawday3, 30 Nov 2026). Its figure is kept beside (`autocannonP99`).
 */
export function startProbe(
  apiUrls: readonly string[],
  path: string,
  seconds?: number,
): { stop: () => void; result: Promise<Probe> } {
  let done: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const connections = Math.ceil(PROBE_CONNECTIONS / apiUrls.length) * apiUrls.length;
  /** How far apart one connection sends its requests at the probe's rate. */
  const paceMs = (1000 * connections) / PROBE_RATE;
  const latencies: number[] = [];
  let max = 0;
  let slow = 0;
  const instance = autocannon(
    {
      // autocannon takes several URLs and spreads its connections over them (its README, `url`);
      // @types/autocannon types only one.
      url: apiUrls.map((apiUrl) => apiUrl + path) as unknown as string,
      connections,
      overallRate: PROBE_RATE,
      // Until stopped: a day is more than any run.
      duration: seconds ?? 86_400,
    },
    (error, result) => (error ? failed(error) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode < 200 || statusCode >= 300) return;
    latencies.push(ms);
    max = Math.max(max, ms);
    if (ms > P99_LIMIT_MS) slow += 1;
    for (let omitted = ms - paceMs; omitted >= paceMs; omitted -= paceMs) latencies.push(omitted);
  });
  return {
    stop: () => instance.stop(),
    result: finished.then((result) => {
      const sorted = latencies.sort((a, b) => a - b);
      return {
        requests: result.requests.total,
        rps: result.requests.average,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        autocannonP99: result.latency.p99,
        max,
        slow,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      };
    }),
  };
}

/** autocannon at {@link PROBE_RATE} on `path` of every API for `seconds`. */
const probe = (apiUrls: readonly string[], path: string, seconds: number): Promise<Probe> =>
  startProbe(apiUrls, path, seconds).result;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tier-by-tier writes of draw day: the first prize is the POST, then one PATCH per tier, then final. */
function drawDaySteps(full: DrawDetail): DrawPatch[] {
  const tierOrder = [
    'near1',
    'front3',
    'last3',
    'last2',
    'prize5',
    'prize4',
    'prize3',
    'prize2',
  ] as const satisfies readonly Tier[];
  const steps: DrawPatch[] = [];
  for (const tier of tierOrder) {
    const value = full[tier];
    if (value !== undefined) steps.push({ [tier]: value });
  }
  steps.push({ status: 'final' });
  return steps;
}

export interface DrawDayFigures {
  clients: number;
  /** Polls per second as asked (clients / 60 s) and as sent. */
  pollRate: number;
  pollRateSent: number;
  results: Probe;
  draw: Probe;
  polls: PollCounts;
  writes: number;
  writeMs: number[];
  /**
   * Over every API, during the level: requests that waited for the database, its reads, and the
   * answers taken finished from another instance's write through Redis (`GET /health`'s cache counts).
   */
  cache: { waited: number; loads: number; shared: number } | null;
}

/**
 * The cache counts of every API summed; null when one does not report them or cannot be asked (at
 * the top levels the pollers may hold every file descriptor the process has: EMFILE).
 */
async function cacheCounts(apiUrls: readonly string[]) {
  const counts = await Promise.all(
    apiUrls.map(async (url) => {
      try {
        const health = (await (await fetch(url + API.health.path())).json()) as Health;
        return health.cache ?? null;
      } catch {
        return null;
      }
    }),
  );
  if (counts.some((c) => c === null)) return null;
  return counts.reduce(
    (sum, c) => ({
      waited: sum.waited + (c?.waited ?? 0),
      loads: sum.loads + (c?.loads ?? 0),
      shared: sum.shared + (c?.shared ?? 0),
    }),
    { waited: 0, loads: 0, shared: 0 },
  );
}

/**
 * Runs the draw-day scenario against the APIs at `apiUrls` (one, or several on one database; the
 * history imported): `full` is a complete draw whose numbers today's draw takes, tier by tier. The
 * admin writes through `client` (one of them); pollers and autocannon ask every API in turn.
 */
export async function runDrawDay(options: {
  apiUrls: readonly string[];
  client: ApiClient;
  token: string;
  full: DrawDetail;
  progress: (message: string) => void;
}): Promise<DrawDayFigures[]> {
  const { apiUrls, client, token, full, progress } = options;
  const apiUrl = client.url;
  const today = bangkokDay(new Date());
  const existing = await fetch(`${apiUrl}${API.results.detail.path({ date: today })}`);
  if (existing.ok) {
    // A draw of today in the imported history: take it away, today's draw is entered below.
    const { _id } = (await existing.json()) as { _id: string };
    await client.send(API.results.remove, { params: { id: _id }, token });
  }

  const { prize1, last2 } = full;
  if (prize1 === undefined || last2 === undefined || TIERS.some((tier) => full[tier] === undefined))
    throw new Error(`The draw of ${full.date} lacks a tier`);
  const typo = String((Number(last2) + 1) % 100).padStart(2, '0');
  const timedWrite = async (write: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await write();
    into.push(performance.now() - started);
  };
  const writeMs: number[] = [];
  progress(`draw day ${today}: the admin posts the first prize`);
  await timedWrite(
    () =>
      client.send(API.results.add, {
        body: { date: today, prize1, status: 'provisional' },
        token,
      }),
    writeMs,
  );

  const paths = [API.results.latest.path(), API.results.detail.path({ date: today })];
  const currentEtags = async () =>
    Promise.all(paths.map(async (path) => (await fetch(apiUrl + path)).headers.get('etag') ?? ''));
  // Not measured: the first loads of both answers and the JIT's warm-up.
  progress('draw day: warming up (5 s, not measured)');
  await Promise.all([
    probe(apiUrls, API.results.list.path(), 5),
    probe(apiUrls, API.results.detail.path({ date: today }), 5),
  ]);
  const pollers = new Pollers(apiUrls, paths);
  const figures: DrawDayFigures[] = [];
  try {
    let correction = 0;
    for (const [index, clients] of LEVELS.entries()) {
      const first = index === 0;
      const steps = first ? drawDaySteps(full) : [];
      const seconds = first ? (steps.length + 1) * WRITE_SECONDS : LEVEL_SECONDS;
      progress(
        `draw day: ${clients} polling clients (${(clients / POLL_SECONDS).toFixed(0)} req/s), ` +
          `autocannon ${PROBE_RATE} req/s on each of /results and /results/${today}, ${seconds} s` +
          (first ? `, the admin adds ${steps.length - 1} tiers and marks it final` : ''),
      );
      pollers.level(clients, await currentEtags());
      const cacheBefore = await cacheCounts(apiUrls);
      const levelWrites: number[] = [];
      const writer = (async () => {
        const deadline = performance.now() + (seconds - WRITE_SECONDS) * 1000;
        for (let i = 0; ; i += 1) {
          await sleep(WRITE_SECONDS * 1000);
          if (first ? i >= steps.length : performance.now() > deadline) break;
          // Past the tiers: a correction of last-2 back and forth, as a slip of the admin.
          const body: DrawPatch =
            steps[i] ??
            (correction++ % 2 === 0
              ? { last2: typo, note: 'typo' }
              : { last2, note: 'typo fixed' });
          await timedWrite(
            () => client.send(API.results.update, { params: { date: today }, body, token }),
            levelWrites,
          );
        }
      })();
      const [results, draw] = await Promise.all([
        probe(apiUrls, API.results.list.path(), seconds),
        probe(apiUrls, API.results.detail.path({ date: today }), seconds),
      ]);
      await writer;
      const polls = await pollers.report();
      const cacheAfter = await cacheCounts(apiUrls);
      figures.push({
        clients,
        pollRate: clients / POLL_SECONDS,
        pollRateSent: polls.polls / seconds,
        results,
        draw,
        polls,
        writes: levelWrites.length + (first ? 1 : 0),
        writeMs: first ? [...writeMs, ...levelWrites] : levelWrites,
        cache:
          cacheBefore === null || cacheAfter === null
            ? null
            : {
                waited: cacheAfter.waited - cacheBefore.waited,
                loads: cacheAfter.loads - cacheBefore.loads,
                shared: cacheAfter.shared - cacheBefore.shared,
              },
      });
    }
  } finally {
    await pollers.stop();
  }
  return figures;
}

/** The draw-day table and verdicts as text (`instances`: how many APIs the requests were spread over). */
export function drawDayReport(figures: DrawDayFigures[], instances = 1): string {
  const header = [
    'clients',
    'poll/s',
    'sent/s',
    '/results p50',
    'p99',
    "autocannon's",
    'max (>100)',
    'err',
    '/results/:date p50',
    'p99',
    'err',
    'polls',
    '200 new',
    '200 older',
    '200 same',
    '304',
    'failed',
    'in flight',
    '304 of unchanged',
    'poll p99',
    'writes (max ms)',
    'waited (reads, shared)',
  ];
  const ms = (n: number) => n.toFixed(0);
  const rows = figures.map((f) => {
    const unchanged = f.polls.notModified + f.polls.unchanged200;
    return [
      String(f.clients),
      f.pollRate.toFixed(0),
      f.pollRateSent.toFixed(0),
      ms(f.results.p50),
      ms(f.results.p99),
      ms(f.results.autocannonP99),
      `${ms(f.results.max)} (${f.results.slow})`,
      String(f.results.errors + f.results.non2xx),
      ms(f.draw.p50),
      ms(f.draw.p99),
      String(f.draw.errors + f.draw.non2xx),
      String(f.polls.polls),
      String(f.polls.changed),
      String(f.polls.older),
      String(f.polls.unchanged200),
      String(f.polls.notModified),
      String(f.polls.errors + f.polls.other),
      String(f.polls.pending),
      unchanged === 0 ? '–' : `${((100 * f.polls.notModified) / unchanged).toFixed(1)} %`,
      ms(f.polls.p99),
      `${f.writes} (${ms(Math.max(0, ...f.writeMs))})`,
      f.cache === null ? '–' : `${f.cache.waited} (${f.cache.loads}, ${f.cache.shared})`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  const over = (f: DrawDayFigures) => Math.max(f.results.p99, f.draw.p99) > P99_LIMIT_MS;
  const passed = figures.find(over);
  // The smallest count from which every level is over: one noisy level on a shared machine is not it.
  const stays = figures.find((f, i) => figures.slice(i).every(over));
  const verdict =
    passed === undefined
      ? `the probe's p99 stayed under ${P99_LIMIT_MS} ms up to ${figures.at(-1)?.clients ?? 0} clients`
      : `the probe's p99 first passed ${P99_LIMIT_MS} ms at ${passed.clients} clients; ` +
        (stays === undefined
          ? `it was under it again at ${figures.at(-1)?.clients ?? 0} clients (noise, not capacity)`
          : `it stays over from ${stays.clients} clients on`);
  const wasted = figures.reduce((sum, f) => sum + f.polls.unchanged200, 0);
  const older = figures.reduce((sum, f) => sum + f.polls.older, 0);
  const connections = Math.ceil(PROBE_CONNECTIONS / instances) * instances;
  return [
    `draw day${instances > 1 ? ` on ${instances} API instances (every request to the next one in turn)` : ''}: ` +
      `pollers once per ${POLL_SECONDS} s each (half Home, half the draw page), autocannon ` +
      `${PROBE_RATE} req/s × ${connections} connections per path, an admin write every ${WRITE_SECONDS} s; ms ` +
      `(p50/p99: corrected for coordinated omission at each connection's pace; autocannon's: its own p99, ` +
      `corrected at 1 ms; max (>100): the slowest /results and how many took over ${P99_LIMIT_MS} ms)`,
    line(header),
    ...rows.map(line),
    '',
    verdict,
    wasted === 0
      ? 'every unchanged answer to a poller was a 304'
      : `${wasted} unchanged answers were full 200s instead of 304s`,
    older === 0
      ? 'no poller was answered an older version than the one it held'
      : `${older} polls were answered an older version than the one the client held (an instance within its cache's bound after a write through another)`,
  ].join('\n');
}
