/**
 * The draw-day push fan-out benchmark (issue 38, "Benchmark"; not a test): `BENCH_PARTS=push pnpm
 * bench`, or `pnpm --filter @lotto/bench bench:push` once built. It prints figures and never fails
 * on them.
 *
 * The API is driven as a black box, as deployed on draw day: one built API process
 * (`dist/main.js`, production settings) on the deployment of ./deployment.ts (Redis and the
 * embedded store, or FerretDB with BENCH_PUSH_STORE=ferretdb; the history imported), Web Push configured with a fresh VAPID key pair, and the local push service
 * (`@lotto/test-kit`'s, as a process of its own through its CLI) as the only push service it may
 * send to. Then:
 *
 * 1. BENCH_PUSH_SUBSCRIPTIONS (default 1,000,000) subscriptions are made on the push service
 *    (`subscribeMany`: distinct endpoints, a key pair per thousand) and inserted straight into the
 *    store in the shape the API keeps them (push-subscription-repository.ts), every one asking for
 *    `final`: one notice each.
 * 2. The baseline: the draw-day load of ./drawday.ts (pollers on Home and the draw page, autocannon
 *    at a fixed rate on `GET /results`) for BENCH_PUSH_BASELINE_SECONDS, without a fan-out.
 * 3. The fan-out: the admin publishes today's draw, every tier and final (`PATCH
 *    /api/results/:date`; its first prize was entered before the baseline); the same load runs until the push service has accepted one notice per subscription. Measured:
 *    the time from the publish request to the last notice accepted; the API's CPU seconds meanwhile
 *    (utime + stime of the API process and any children, from /proc/<pid>/stat), so notices per
 *    CPU second = notices per second per core; `/results`' p99 and the pollers' p99 beside the
 *    baseline's.
 * 4. The bare loop, the same run: web-push's `generateRequestDetails` with `vapidDetails` (a new
 *    JWT signature and a new encryption per call) on one core in this process, for
 *    BENCH_PUSH_BARE_ITERATIONS messages, with the payload the API sent (one the push service
 *    decrypted). The fan-out's rate per core over this one is the ratio the issue asks for (≥ 0.5).
 *
 * The push service decrypts and checks the VAPID header of one message in BENCH_PUSH_VERIFY_EVERY
 * (default 1000; a header once verified is remembered until its exp) and counts the rest: the
 * bench checks that every decrypted one is a PushMessage of this draw's final notice.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import {
  API,
  bangkokDay,
  type DrawDetail,
  PushMessageSchema,
  TIERS,
  PUSH_API,
} from '@lotto/contracts';
import {
  createApiClient,
  type DeviceSubscription,
  type PushServiceProcess,
  spawnApi,
  spawnPushService,
} from '@lotto/test-kit';
import * as v from 'valibot';
import webpush from 'web-push';
import {
  PUSH_SUBSCRIPTIONS,
  type PushSubscriptionDocument,
} from '../../apps/api/src/features/push/push-subscription-repository.ts';
import { type DocumentStore, newId } from '../../apps/api/src/store/collection.ts';
import { busyMode, loadLine } from '../run-options.ts';
import { writeResults } from '../results.ts';
import { ADMIN, startDeployment } from './deployment.ts';
import { P99_LIMIT_MS, type PollCounts, Pollers, type Probe, startProbe } from './drawday.ts';

function whole(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const n = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number ≥ 1, not ${text}`);
  return n;
}

const SUBSCRIPTIONS = whole('BENCH_PUSH_SUBSCRIPTIONS', 1_000_000);
const VERIFY_EVERY = whole('BENCH_PUSH_VERIFY_EVERY', 1000);
const BARE_ITERATIONS = whole('BENCH_PUSH_BARE_ITERATIONS', 5000);
const BASELINE_SECONDS = whole('BENCH_PUSH_BASELINE_SECONDS', 30);
/** Polling clients during the baseline and the fan-out (each once a minute, as in ./drawday.ts). */
const POLLERS = whole('BENCH_PUSH_POLLERS', 10_000);
/** The fan-out is given up when no notice arrives for this long. */
const STALL_SECONDS = whole('BENCH_PUSH_STALL_SECONDS', 120);
/** The fan-out is measured for at most this long (unset: until the last notice); the figures say so. */
const MAX_SECONDS = process.env.BENCH_PUSH_MAX_SECONDS
  ? whole('BENCH_PUSH_MAX_SECONDS', 1)
  : Infinity;
/** Subscriptions asked of the push service per request, and inserted per write. */
const MAKE_BATCH = 50_000;
const INSERT_BATCH = 5_000;
const SUBJECT = 'mailto:bench@lotto.example';
/**
 * Where the documents are: `embedded` (default) or `ferretdb`. FerretDB 1.24 takes the million
 * inserts well (20,000 a second) but not the fan-out's reads: it runs neither `_id: {$gt}` with a
 * sort nor `_id: {$in}` in PostgreSQL, so each batch of 500 reads the whole collection (25 s a batch
 * at 100,000 subscriptions, 29 Nov 2026) — MongoDB answers both from the _id index.
 */
const STORE = (() => {
  const value = process.env.BENCH_PUSH_STORE ?? 'embedded';
  if (value !== 'embedded' && value !== 'ferretdb')
    throw new Error(`BENCH_PUSH_STORE must be embedded or ferretdb, not ${value}`);
  return value;
})();

const progress = (message: string) =>
  process.stderr.write(`… ${new Date().toISOString().slice(11, 19)} ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The process `pid` and every process under it (their threads' children lists). */
function processTree(pid: number): number[] {
  const found = [pid];
  // for…of reads the children pushed meanwhile too: the whole tree, level by level.
  for (const member of found) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${member}/task`);
    } catch {
      // Ended meanwhile.
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${member}/task/${task}/children`, 'utf8');
        for (const child of children.split(' ').filter(Boolean)) found.push(Number(child));
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return found;
}

/** CPU seconds (user + system) the process `pid` and its children have used so far. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    try {
      // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks / CLOCK_TICKS;
}

/** The store document of one subscription, as push-subscription-repository.ts keeps it. */
function subscriptionDocument(
  subscription: DeviceSubscription,
  now: string,
): PushSubscriptionDocument {
  return {
    _id: newId(),
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    choices: ['final'],
    lang: 'th',
    createdAt: now,
    updatedAt: now,
  };
}

/** Makes `count` subscriptions on the push service and inserts them into the store. */
async function insertSubscriptions(
  pushService: PushServiceProcess,
  store: DocumentStore,
  count: number,
): Promise<{ seconds: number; makeSeconds: number }> {
  const collection = store.collection<PushSubscriptionDocument>(PUSH_SUBSCRIPTIONS, [
    { field: 'endpoint', unique: true },
  ]);
  const started = performance.now();
  let makeMs = 0;
  try {
    for (let done = 0; done < count;) {
      const asked = performance.now();
      const made = await pushService.subscribeMany(Math.min(MAKE_BATCH, count - done));
      makeMs += performance.now() - asked;
      const now = new Date().toISOString();
      for (let i = 0; i < made.length; i += INSERT_BATCH)
        await collection.insertMany(
          made
            .slice(i, i + INSERT_BATCH)
            .map((subscription) => subscriptionDocument(subscription, now)),
        );
      done += made.length;
      if (done % 200_000 === 0 || done === count)
        progress(`${done.toLocaleString('en')} subscriptions in the store`);
    }
    const stored = await collection.count({});
    if (stored !== count) throw new Error(`${stored} subscriptions stored, not ${count}`);
  } finally {
    await store.close();
  }
  return { seconds: (performance.now() - started) / 1000, makeSeconds: makeMs / 1000 };
}

interface LoadFigures {
  seconds: number;
  results: Probe;
  polls: PollCounts;
}

/** The draw-day load (pollers + autocannon on /results) until `until` resolves. */
async function underLoad(
  apiUrl: string,
  until: Promise<unknown>,
  today: string,
): Promise<LoadFigures> {
  const paths = [API.results.latest.path(), API.results.detail.path({ date: today })];
  const etags = await Promise.all(
    paths.map(async (path) => (await fetch(apiUrl + path)).headers.get('etag') ?? ''),
  );
  const pollers = new Pollers([apiUrl], paths);
  try {
    pollers.level(POLLERS, etags);
    const started = performance.now();
    const probe = startProbe([apiUrl], API.results.list.path());
    await until;
    probe.stop();
    const seconds = (performance.now() - started) / 1000;
    return { seconds, results: await probe.result, polls: await pollers.report() };
  } finally {
    await pollers.stop();
  }
}

interface FanOut {
  notices: number;
  refused: number;
  /** From the publish request to the last notice the push service accepted. */
  seconds: number;
  /** The publish request's own time. */
  publishMs: number;
  apiCpuSeconds: number;
  pushServiceCpuSeconds: number;
  stalled: boolean;
  /** Stopped measuring at BENCH_PUSH_MAX_SECONDS before the last notice. */
  cutOff: boolean;
}

/** Publishes `full` as today's final draw and waits for one notice per subscription. */
async function fanOut(
  apiUrl: string,
  apiPid: number,
  pushService: PushServiceProcess,
  full: DrawDetail,
  today: string,
): Promise<FanOut> {
  const client = createApiClient(apiUrl);
  const token = await client.loginAdmin(ADMIN.email, ADMIN.password);
  const before = await pushService.counts();
  const apiCpu = cpuSeconds(apiPid);
  const serviceCpu = cpuSeconds(pushService.pid);
  const started = performance.now();
  // The rest of the tiers and final at once: the notice every subscription asked for.
  const tiers = Object.fromEntries(
    TIERS.filter((tier) => tier !== 'prize1').map((tier) => [tier, full[tier]]),
  );
  await client.send(API.results.update, {
    params: { date: today },
    body: { ...tiers, status: 'final' },
    token,
  });
  const publishMs = performance.now() - started;
  let last = before;
  let lastChange = performance.now();
  let finishedAt = performance.now();
  let stalled = false;
  let cutOff = false;
  let reported = performance.now();
  for (;;) {
    const counts = await pushService.counts();
    if (performance.now() - reported > 15_000) {
      reported = performance.now();
      const seconds = (reported - started) / 1000;
      const sent = counts.accepted - before.accepted;
      progress(
        `fan-out: ${sent.toLocaleString('en')} notices accepted in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), ${counts.refused - before.refused} refused`,
      );
    }
    if (counts.accepted !== last.accepted || counts.refused !== last.refused) {
      finishedAt = performance.now();
      lastChange = finishedAt;
      last = counts;
    }
    if (counts.accepted - before.accepted >= SUBSCRIPTIONS) break;
    if (performance.now() - lastChange > STALL_SECONDS * 1000) {
      stalled = true;
      break;
    }
    if (performance.now() - started > MAX_SECONDS * 1000) {
      cutOff = true;
      finishedAt = performance.now();
      break;
    }
    await sleep(100);
  }
  return {
    notices: last.accepted - before.accepted,
    refused: last.refused - before.refused,
    seconds: (finishedAt - started) / 1000,
    publishMs,
    apiCpuSeconds: cpuSeconds(apiPid) - apiCpu,
    pushServiceCpuSeconds: cpuSeconds(pushService.pid) - serviceCpu,
    stalled,
    cutOff,
  };
}

/** web-push's encrypt-and-sign on one core: `generateRequestDetails` with `vapidDetails` per call. */
function bareLoop(
  subscriptions: readonly DeviceSubscription[],
  payload: string,
  topic: string,
  vapid: { publicKey: string; privateKey: string },
) {
  const vapidDetails = { subject: SUBJECT, ...vapid };
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < BARE_ITERATIONS; i += 1) {
    const subscription = subscriptions[i % subscriptions.length];
    if (subscription === undefined) throw new Error('no subscription');
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails,
      TTL: 86_400,
      topic,
      urgency: 'high',
    });
    bytes += details.body.length;
  }
  const used = process.cpuUsage(cpu);
  return {
    iterations: BARE_ITERATIONS,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    bodyBytes: bytes / BARE_ITERATIONS,
  };
}

async function main(): Promise<void> {
  const deployment = await startDeployment(progress, { store: STORE });
  const stops: (() => Promise<void>)[] = [];
  try {
    progress(`starting the push service (its CLI, --verify-every ${VERIFY_EVERY})`);
    const pushService = await spawnPushService({
      verifyEvery: VERIFY_EVERY,
      // A million accepted messages are kept (accepted(), pending()).
      nodeArgs: ['--max-old-space-size=8192'],
    });
    stops.push(() => pushService.stop());

    progress(
      `making ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions and inserting them into ${deployment.backend}`,
    );
    const inserted = await insertSubscriptions(pushService, deployment.openStore(), SUBSCRIPTIONS);

    const vapid = webpush.generateVAPIDKeys();
    progress('starting the API (dist/main.js) with Web Push on, the push service its only origin');
    const api = await spawnApi({
      nodeArgs: (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      env: {
        ...deployment.apiEnv,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: SUBJECT,
        PUSH_SERVICE_ORIGINS: pushService.url,
        SITE_URL: 'https://lotto.example',
      },
      // The embedded store loads every document before the API listens: a million take a while.
      timeoutMs: 600_000,
    });
    stops.push(() => api.stop());
    const client = createApiClient(api.url);
    const full: DrawDetail = await client.send(API.results.detail, {
      params: { date: deployment.fullDraw.date },
    });
    const today = bangkokDay(new Date());
    const adminToken = await client.loginAdmin(ADMIN.email, ADMIN.password);
    const existing = await fetch(`${api.url}${API.results.detail.path({ date: today })}`);
    if (existing.ok) {
      // A draw of today in the imported history: take it away, today's draw is entered below.
      const { _id } = (await existing.json()) as { _id: string };
      await client.send(API.results.remove, { params: { id: _id }, token: adminToken });
    }
    // Draw day before the fan-out: the first prize is in (provisional; no subscription asked for
    // tiers), the pollers' pages exist, the load is the same with and without the fan-out.
    await client.send(API.results.add, {
      body: { date: today, drawDate: today, prize1: full.prize1, status: 'provisional' },
      token: adminToken,
    });

    progress('warming up (5 s of the load, not measured)');
    await underLoad(api.url, sleep(5000), today);
    progress(`baseline: the draw-day load for ${BASELINE_SECONDS} s, no fan-out`);
    const baseline = await underLoad(api.url, sleep(BASELINE_SECONDS * 1000), today);

    progress(
      `fan-out: publishing today's draw (${today}), final, to ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions`,
    );
    let fanOutFigures: FanOut | undefined;
    const during = await underLoad(
      api.url,
      fanOut(api.url, api.pid, pushService, full, today).then(
        (figures) => (fanOutFigures = figures),
      ),
      today,
    );
    if (fanOutFigures === undefined) throw new Error('the fan-out did not report');
    const fan = fanOutFigures;
    const status = await client.send(PUSH_API.status, { token: adminToken });

    progress('checking the messages the push service decrypted');
    const verified = await pushService.accepted(undefined, { verified: true });
    const notices = new Set<string>();
    for (const push of verified) {
      const message = v.parse(PushMessageSchema, JSON.parse(push.payload ?? ''));
      if (message.lotto.draw.date !== today || message.lotto.kind !== 'final')
        throw new Error(
          `a notice of ${message.lotto.draw.date} ${message.lotto.kind}, not today's final`,
        );
      notices.add(message.lotto.notice);
    }
    const sample = verified[0];
    if (sample?.payload == null) throw new Error('the push service decrypted no message');
    const refusedReasons = [
      ...new Set((await pushService.refused()).map((r) => `${r.status} ${r.reason}`)),
    ];

    // Nothing of the API's beside the bare loop (a fan-out cut off would go on).
    await api.stop();
    progress(
      `the bare loop: ${BARE_ITERATIONS} × generateRequestDetails with vapidDetails, one core`,
    );
    const bare = bareLoop(
      await pushService.subscribeMany(1000),
      sample.payload,
      sample.topic ?? 'draw',
      vapid,
    );

    const perCore = fan.notices / fan.apiCpuSeconds;
    const barePerCore = bare.iterations / bare.cpuSeconds;
    const figures = {
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
      busyCore: busyMode(),
      deployment: `1 API process (dist/main.js), ${deployment.backend}, redis-server; ${deployment.drawCount} draws imported`,
      subscriptions: SUBSCRIPTIONS,
      verifyEvery: VERIFY_EVERY,
      inserted,
      fanOut: fan,
      adminStatus: status.lastFanOut,
      noticesPerApiCpuSecond: perCore,
      apiCoresUsed: fan.apiCpuSeconds / fan.seconds,
      noticesPerSecond: fan.notices / fan.seconds,
      bare: { ...bare, perCpuSecond: barePerCore, perSecond: bare.iterations / bare.seconds },
      ratio: perCore / barePerCore,
      payloadBytes: Buffer.byteLength(sample.payload),
      verifiedMessages: verified.length,
      notices: [...notices],
      refusedReasons,
      baseline,
      during,
      load: loadLine(),
    };
    await writeResults('push-fanout', figures);
    console.log(report(figures));
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        progress(`while stopping: ${String(error)}`);
      }
    }
    await deployment.stop();
  }
}

function report(f: {
  machine: string;
  busyCore: boolean;
  deployment: string;
  subscriptions: number;
  verifyEvery: number;
  inserted: { seconds: number; makeSeconds: number };
  fanOut: FanOut;
  noticesPerApiCpuSecond: number;
  apiCoresUsed: number;
  noticesPerSecond: number;
  bare: {
    iterations: number;
    seconds: number;
    cpuSeconds: number;
    perCpuSecond: number;
    bodyBytes: number;
  };
  ratio: number;
  payloadBytes: number;
  verifiedMessages: number;
  notices: string[];
  refusedReasons: string[];
  baseline: LoadFigures;
  during: LoadFigures;
  load: string;
}): string {
  const n = (x: number, digits = 0) =>
    x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const ms = (x: number) => `${n(x)} ms`;
  const fan = f.fanOut;
  return [
    `machine: ${f.machine}${f.busyCore ? ' — one core kept busy (BENCH_BUSY=1)' : ''}`,
    `deployment: ${f.deployment}; the push service: test-kit's CLI, decrypting and verifying 1 message in ${n(f.verifyEvery)}`,
    `${n(f.subscriptions)} subscriptions (choice: final) made and inserted into the store in ${n(f.inserted.seconds, 1)} s ` +
      `(${n(f.inserted.makeSeconds, 1)} s of it making them on the push service)`,
    '',
    `fan-out${fan.stalled ? ` — STALLED: no notice for ${STALL_SECONDS} s` : ''}${fan.cutOff ? ` — CUT OFF after ${MAX_SECONDS} s (BENCH_PUSH_MAX_SECONDS), not finished` : ''}: ${n(fan.notices)} notices accepted, ${n(fan.refused)} refused` +
      (f.refusedReasons.length > 0 ? ` (${f.refusedReasons.slice(0, 5).join('; ')})` : ''),
    `  publish → ${fan.cutOff || fan.stalled ? 'the end of the measurement' : 'last notice accepted'}: ${n(fan.seconds, 1)} s (the publish request itself ${ms(fan.publishMs)}); ${n(f.noticesPerSecond)} notices/s`,
    `  API CPU (utime+stime of its process tree, /proc): ${n(fan.apiCpuSeconds, 1)} s = ${n(f.apiCoresUsed, 2)} cores on average; push service ${n(fan.pushServiceCpuSeconds, 1)} s`,
    `  notices per second per core (notices / API CPU s): ${n(f.noticesPerApiCpuSecond)}`,
    `  bare web-push loop (generateRequestDetails + vapidDetails, ${n(f.bare.iterations)} × a ${n(f.payloadBytes)}-byte payload → ${n(f.bare.bodyBytes)}-byte bodies, one core): ` +
      `${n(f.bare.perCpuSecond)} per CPU s (${n(f.bare.iterations / f.bare.seconds)} per wall s)`,
    `  ratio fan-out / bare loop: ${n(f.ratio, 2)} (goal ≥ 0.5: ${f.ratio >= 0.5 ? 'met' : 'missed'})`,
    `  decrypted by the push service: ${n(f.verifiedMessages)} messages, every one today's final notice (${f.notices.join(', ')})`,
    '',
    `draw-day load: ${n(POLLERS)} pollers (once a minute each, Home and the draw page) + autocannon on GET /results`,
    `  ${['', 'seconds', '/results req', '/results p50', '/results p99', 'errors', 'polls', 'poll p50', 'poll p99', 'poll failed'].join(' | ')}`,
    ...(
      [
        ['without fan-out', f.baseline],
        ['during fan-out', f.during],
      ] as const
    ).map(
      ([name, l]) =>
        `  ${[
          name,
          n(l.seconds, 1),
          n(l.results.requests),
          ms(l.results.p50),
          ms(l.results.p99),
          n(l.results.errors + l.results.non2xx),
          n(l.polls.polls),
          ms(l.polls.p50),
          ms(l.polls.p99),
          n(l.polls.errors + l.polls.other),
        ].join(' | ')}`,
    ),
    // The issue's goal: the draw-day p99 goal unchanged while the fan-out runs (p99 < 100 ms, the
    // single instance's draw-day goal); the change against the same load without it beside.
    `  draw-day p99 while the fan-out runs: /results ${ms(f.during.results.p99)}, polls ${ms(f.during.polls.p99)} (goal < ${P99_LIMIT_MS} ms: ${Math.max(f.during.results.p99, f.during.polls.p99) < P99_LIMIT_MS ? 'met' : 'missed'})`,
    `  /results p99 during the fan-out vs without: ${f.during.results.p99 <= f.baseline.results.p99 ? 'no worse' : `${ms(f.during.results.p99 - f.baseline.results.p99)} worse`}`,
    f.load,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
