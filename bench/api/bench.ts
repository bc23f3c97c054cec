/**
 * Load benchmark of the API (not a test): `pnpm --filter @lotto/bench bench:api`.
 *
 * Imports the draw history into a temporary DATA_DIR (the shipped data/history, or the GLO table
 * and the full-prize CSV of ../shared/data when it is absent), starts the built API (dist/main.js)
 * as its own process, then measures GET /results, GET /tips and GET /results/:date (the newest
 * complete 2024 draw, every tier) with autocannon at 50 connections, and the same JSON bytes served
 * by a plain Node `http` server (also its own process) in the same run. Prints req/s, p50 and p99 latency and the API/static ratios, and checks that conditional
 * requests are answered 304. API and static runs alternate for BENCH_ROUNDS rounds (default 3) of
 * BENCH_SECONDS each (default 10); each figure is the median over the rounds, which keeps one noisy
 * moment on a shared machine from deciding the result. BENCH_API_NODE_FLAGS passes Node flags to
 * the API process (e.g. `--max-semi-space-size=32`).
 *
 * Compression (`compressed` in BENCH_PATHS): the bytes on the wire of /results, /results/tiers and the
 * small answers for identity, gzip and brotli, then GET /results and GET /results/tiers with
 * `Accept-Encoding: br` and with `gzip` against the static server sending the same precompressed
 * bytes (ratio target ≥ 0.8), BENCH_ROUNDS rounds of BENCH_COMPRESSED_SECONDS each (default 5).
 *
 * Last, the draw-day run (`drawday` in BENCH_PATHS, see ./drawday.ts) on the same API process:
 * live clients polling with ETags while the admin enters today's draw tier by tier, autocannon on
 * GET /results and GET /results/:date meanwhile, and a ramp of client counts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type DrawDetail } from '@lotto/contracts';
import { createApiClient, spawnApi } from '@lotto/test-kit';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createServices } from '../../apps/api/src/app.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../apps/api/src/features/admin/login-rate-limit.ts';
import {
  type ImportReport,
  importHistory,
} from '../../apps/api/src/features/results/history-import.ts';
import { createMemorySessionStore } from '../../apps/api/src/sessions/memory-session-store.ts';
import { openEmbeddedStore } from '../../apps/api/src/store/embedded-store.ts';
import { drawDayReport, runDrawDay } from './drawday.ts';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const SHIPPED_HISTORY = join(API_ROOT, '../../data/history/draws.ndjson');
const SOURCE_TABLES = ['glo-results-1990-2026.psv', 'full-prizes-2006-2024.csv'].map((name) =>
  join(API_ROOT, '../../../shared/data', name),
);
const HISTORY = existsSync(SHIPPED_HISTORY) ? [SHIPPED_HISTORY] : SOURCE_TABLES;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type BenchPath = 'results' | 'tips' | 'draw';
const RUNS = (process.env.BENCH_PATHS ?? 'results,tips,draw,compressed,drawday').split(',');
const PATHS = RUNS.filter((run): run is BenchPath => ['results', 'tips', 'draw'].includes(run));
const DRAW_DAY = RUNS.includes('drawday');
const COMPRESSED = RUNS.includes('compressed');
const COMPRESSED_SECONDS = Number(process.env.BENCH_COMPRESSED_SECONDS ?? 5);
type Coding = 'identity' | 'gzip' | 'br';
const CONNECTIONS = 50;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const TIPS = 24;

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(command, args, { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start listening within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited (${String(code)}):\n${output}`)),
    );
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianOf(measures: Measure[]): Measure {
  const statuses: Record<string, number> = {};
  for (const m of measures)
    for (const [code, count] of Object.entries(m.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  return {
    rps: median(measures.map((m) => m.rps)),
    p50: median(measures.map((m) => m.p50)),
    p99: median(measures.map((m) => m.p99)),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    statuses,
  };
}

async function run(
  url: string,
  headers: Record<string, string> = {},
  seconds = SECONDS,
): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = stat.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/**
 * The static server: each URL's bytes read once from files, per coding (identity, and gzip / br when
 * given), chosen by Accept-Encoding as nginx's gzip_static / brotli_static do (br, then gzip).
 */
const STATIC_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const files = JSON.parse(process.argv[1]);
for (const url of Object.keys(files))
  for (const coding of Object.keys(files[url])) files[url][coding] = fs.readFileSync(files[url][coding]);
const server = http.createServer((req, res) => {
  const entry = files[req.url];
  if (!entry) { res.statusCode = 404; res.end(); return; }
  const accept = req.headers['accept-encoding'] || '';
  const coding = entry.br && /\\bbr\\b/.test(accept) ? 'br' : entry.gzip && /\\bgzip\\b/.test(accept) ? 'gzip' : 'identity';
  const body = entry[coding];
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, Vary: 'Accept-Encoding' };
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

/** One GET with exactly this Accept-Encoding (or none), the bytes as sent (not decoded). */
function rawGet(
  url: string,
  coding: Coding,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> =
      coding === 'identity' ? {} : { 'Accept-Encoding': coding };
    httpGet(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The answer in `coding` as the API sends it, once it has that coding: brotli is compressed in the
 * background after the cache fill, so the first answers of a fresh entry are gzip.
 */
async function compressedAnswer(url: string, coding: Coding) {
  for (let i = 0; i < 300; i += 1) {
    const answer = await rawGet(url, coding);
    if (answer.status !== 200) throw new Error(`GET ${url} → ${answer.status}`);
    if ((answer.headers['content-encoding'] ?? 'identity') === coding) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`GET ${url} was never sent as ${coding}`);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** The API against the static server on one URL: what each block of the tables shows. */
interface Comparison {
  onApi: Measure;
  onStatic: Measure;
  /** The API answering conditional requests that hold the identity ETag. */
  conditional: Measure;
  /** API req/s over static req/s. */
  ratio: number;
}

/**
 * A 2 s warm-up of each server, ROUNDS alternating rounds of `seconds` (medians), then
 * `conditionalSeconds` of requests holding `etag` as browsers revalidate: fetch() sends
 * Cache-Control: no-cache with If-None-Match (any representation's tag of the same content is a 304).
 */
async function compare(
  apiUrl: string,
  staticUrl: string,
  headers: Record<string, string>,
  seconds: number,
  conditionalSeconds: number,
  etag: string,
): Promise<Comparison> {
  await run(apiUrl, headers, 2);
  await run(staticUrl, headers, 2);
  const apiRounds: Measure[] = [];
  const staticRounds: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    apiRounds.push(await run(apiUrl, headers, seconds));
    staticRounds.push(await run(staticUrl, headers, seconds));
  }
  const onApi = medianOf(apiRounds);
  const onStatic = medianOf(staticRounds);
  const conditional = await run(
    apiUrl,
    { ...headers, 'If-None-Match': etag, 'Cache-Control': 'no-cache' },
    conditionalSeconds,
  );
  return { onApi, onStatic, conditional, ratio: onApi.rps / onStatic.rps };
}

/** The API, static and "API 304" rows of one comparison, the first under `label`. */
function comparisonRows(label: string, measured: Comparison): string[][] {
  const figures = (m: Measure) => [m.rps.toFixed(0), m.p50.toFixed(0), m.p99.toFixed(0)];
  return [
    [label, 'API', ...figures(measured.onApi), measured.ratio.toFixed(2)],
    ['', 'static', ...figures(measured.onStatic), ''],
    ['', 'API 304', ...figures(measured.conditional), ''],
  ];
}

/** A verdict line when the API answered anything but 200 (none otherwise). */
function unexpectedAnswers(label: string, onApi: Measure): string[] {
  return onApi.errors > 0 || Object.keys(onApi.statuses).some((code) => code !== '200')
    ? [`${label}: unexpected answers ${JSON.stringify(onApi.statuses)}, errors ${onApi.errors}`]
    : [];
}

/** 'all 304', or what the conditional requests were answered instead. */
function conditionalVerdict(conditional: Measure): string {
  const all304 =
    Object.keys(conditional.statuses).every((code) => code === '304') && conditional.errors === 0;
  return all304 ? 'all 304' : `NOT all 304: ${JSON.stringify(conditional.statuses)}`;
}

async function main(): Promise<void> {
  if (!existsSync(join(API_ROOT, 'dist/main.js')))
    throw new Error('Build first: pnpm --filter @lotto/api build');
  for (const file of HISTORY)
    if (!existsSync(file)) throw new Error(`The history file is missing: ${file}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'lotto-bench-'));
  const children: ChildProcess[] = [];
  try {
    // 1. The full history, through the same import code as the CLI.
    const store = openEmbeddedStore(dataDir, pino({ level: 'silent' }));
    const config = {
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0000',
      adminTokenTtlSeconds: 3600,
      bcryptRounds: 4,
      loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
      corsOrigins: [],
      trustProxy: false,
      publicCacheTtlMs: 0,
    };
    const progress = (message: string) => process.stderr.write(`… ${message}\n`);
    progress(`importing ${HISTORY.join(' and ')}`);
    const services = createServices({ config, store, sessions: createMemorySessionStore() });
    const reports: ImportReport[] = [];
    for (const file of HISTORY)
      reports.push(await importHistory(await readFile(file, 'utf8'), services.results));
    const drawCount = (await services.results.list({})).length;
    const fullDraw = (await services.results.list({ before: '2025-01-01' })).find(
      (draw) => draw.missing.length === 0,
    );
    if (fullDraw === undefined) throw new Error('No complete 2024 draw was imported');
    await services.admins.createOrReset(ADMIN.email, ADMIN.password);
    await store.close();

    progress('starting the API (dist/main.js)');
    // 2. The API as production runs it: node dist/main.js, embedded store, in-memory sessions.
    const api = await spawnApi({
      nodeArgs: (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: config.jwtSecret,
        LOG_LEVEL: 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
    });
    children.push(api.child);
    const client = createApiClient(api.url);
    const token = await client.loginAdmin(ADMIN.email, ADMIN.password);
    for (let i = 0; i < TIPS; i += 1) {
      await client.send(API.tips.add, {
        body: { imageUrl: `https://images.example/tips/${i}.jpg` },
        token,
      });
    }

    progress('starting the static server');
    // 3. The same bytes from a plain static server.
    const urls: Record<BenchPath | 'tiers', string> = {
      results: API.results.list.path(),
      tips: API.tips.list.path(),
      draw: API.results.detail.path({ date: fullDraw.date }),
      tiers: API.results.tiers.path(),
    };
    const bodies = {} as Record<BenchPath | 'tiers', Record<Coding, Buffer>>;
    const etags = {} as Record<BenchPath | 'tiers', Record<Coding, string>>;
    const files: Record<string, Partial<Record<Coding, string>>> = {};
    for (const path of ['results', 'tips', 'draw', 'tiers'] as const) {
      const identity = await rawGet(`${api.url}${urls[path]}`, 'identity');
      if (identity.status !== 200) throw new Error(`GET ${urls[path]} → ${identity.status}`);
      bodies[path] = { identity: identity.body, gzip: identity.body, br: identity.body };
      etags[path] = { identity: identity.headers.etag ?? '', gzip: '', br: '' };
      files[urls[path]] = {};
      // Small answers are sent as they are: their "compressed" bytes are the identity ones.
      for (const coding of ['identity', 'gzip', 'br'] as const) {
        const answer =
          coding === 'identity' || identity.body.length < 1024
            ? identity
            : await compressedAnswer(`${api.url}${urls[path]}`, coding);
        bodies[path][coding] = answer.body;
        etags[path][coding] = answer.headers.etag ?? '';
        const file = join(dataDir, `${path}.${coding}`);
        await writeFile(file, answer.body);
        if (answer === identity && coding !== 'identity') continue;
        files[urls[path]] = { ...files[urls[path]], [coding]: file };
      }
    }
    const staticServer = await startProcess(
      process.execPath,
      ['-e', STATIC_SERVER, JSON.stringify(files)],
      process.env,
    );
    children.push(staticServer.child);

    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
    );
    const skipped = reports.reduce((sum, report) => sum + report.skipped.length, 0);
    console.log(
      `history: ${drawCount} draws imported from ${HISTORY.length} file(s) (${skipped} rows skipped by validation)`,
    );
    console.log(
      `payloads: /results ${bodies.results.identity.length} bytes, /tips ${bodies.tips.identity.length} bytes (${TIPS} tips), ` +
        `${urls.draw} ${bodies.draw.identity.length} bytes`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per server, medians, after a 2 s warm-up (${load()})\n`,
    );

    const rows: string[][] = [];
    const verdicts: string[] = [];
    for (const path of PATHS) {
      const url = urls[path];
      const measured = await compare(
        `${api.url}${url}`,
        `${staticServer.url}${url}`,
        {},
        SECONDS,
        Math.min(SECONDS, 5),
        etags[path].identity,
      );
      const { onApi, ratio } = measured;
      rows.push(
        ...comparisonRows(`GET ${path === 'draw' ? API.results.detail.route : url}`, measured),
      );
      verdicts.push(
        ...unexpectedAnswers(`GET ${url}`, onApi),
        `GET ${url}: ratio ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'meets' : 'MISSES'} ≥ 0.5; ` +
          `p99 ${onApi.p99} ms ${onApi.p99 < 50 ? 'meets' : 'MISSES'} < 50 ms; ` +
          `conditional requests ${conditionalVerdict(measured.conditional)}`,
      );
    }

    const header = ['call', 'server', 'req/s', 'p50 ms', 'p99 ms', 'API/static'];
    if (rows.length > 0) {
      printTable(header, rows);
      console.log(`\n${verdicts.join('\n')}\n`);
    }

    if (COMPRESSED) {
      console.log(
        'Compressed answers: bytes on the wire (the API compresses each cached answer once: gzip -6, brotli q11)',
      );
      const sizes = (['results', 'tiers', 'draw', 'tips'] as const).map((path) => {
        const { identity, gzip, br } = bodies[path];
        const pct = (n: number) => `${((100 * n) / identity.length).toFixed(1)}%`;
        return [
          `GET ${path === 'draw' ? API.results.detail.route : urls[path]}`,
          String(identity.length),
          `${gzip.length} (${pct(gzip.length)})`,
          `${br.length} (${pct(br.length)})`,
        ];
      });
      printTable(['call', 'identity B', 'gzip B', 'br B'], sizes);
      console.log(
        `\nautocannon with Accept-Encoding, the static server sending the same precompressed bytes; ` +
          `${ROUNDS} alternating rounds of ${COMPRESSED_SECONDS} s, medians (${load()})\n`,
      );
      const compressedRows: string[][] = [];
      const compressedVerdicts: string[] = [];
      for (const path of ['results', 'tiers'] as const) {
        for (const coding of ['br', 'gzip'] as const) {
          const target = urls[path];
          const measured = await compare(
            `${api.url}${target}`,
            `${staticServer.url}${target}`,
            { 'Accept-Encoding': coding },
            COMPRESSED_SECONDS,
            Math.min(COMPRESSED_SECONDS, 3),
            etags[path].identity,
          );
          const { ratio } = measured;
          const bytes = bodies[path][coding].length;
          compressedRows.push(...comparisonRows(`GET ${target} ${coding} (${bytes} B)`, measured));
          compressedVerdicts.push(
            ...unexpectedAnswers(`GET ${target} ${coding}`, measured.onApi),
            `GET ${target} ${coding}: ratio ${ratio.toFixed(2)} ${ratio >= 0.8 ? 'meets' : 'MISSES'} ≥ 0.8 of static; ` +
              `conditional requests ${conditionalVerdict(measured.conditional)}`,
          );
        }
      }
      printTable(header, compressedRows);
      console.log(`\n${compressedVerdicts.join('\n')}\n`);
    }

    if (DRAW_DAY) {
      const figures = await runDrawDay({
        apiUrls: [api.url],
        client,
        token,
        full: JSON.parse(bodies.draw.identity.toString('utf8')) as DrawDetail,
        progress,
      });
      console.log(drawDayReport(figures));
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
