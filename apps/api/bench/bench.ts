/**
 * Load benchmark (not a test): `pnpm --filter @lotto/api bench`.
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
 * Last, the draw-day run (`drawday` in BENCH_PATHS, see ./drawday.ts) on the same API process:
 * live clients polling with ETags while the admin enters today's draw tier by tier, autocannon on
 * GET /results and GET /results/:date meanwhile, and a ramp of client counts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type DrawDetail } from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { createServices } from '../src/app.js';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../src/features/admin/login-rate-limit.js';
import { type ImportReport, importHistory } from '../src/features/results/history-import.js';
import { createMemorySessionStore } from '../src/sessions/memory-session-store.js';
import { openEmbeddedStore } from '../src/store/embedded-store.js';
import { drawDayReport, runDrawDay } from './drawday.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHIPPED_HISTORY = join(API_ROOT, '../../data/history/draws.ndjson');
const SOURCE_TABLES = ['glo-results-1990-2026.psv', 'full-prizes-2006-2024.csv'].map((name) =>
  join(API_ROOT, '../../../shared/data', name),
);
const HISTORY = existsSync(SHIPPED_HISTORY) ? [SHIPPED_HISTORY] : SOURCE_TABLES;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type BenchPath = 'results' | 'tips' | 'draw';
const RUNS = (process.env.BENCH_PATHS ?? 'results,tips,draw,drawday').split(',');
const PATHS = RUNS.filter((run): run is BenchPath => ['results', 'tips', 'draw'].includes(run));
const DRAW_DAY = RUNS.includes('drawday');
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

const STATIC_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const files = JSON.parse(process.argv[1]);
for (const url of Object.keys(files)) files[url] = fs.readFileSync(files[url]);
const server = http.createServer((req, res) => {
  const body = files[req.url];
  if (!body) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

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
    const api = await startProcess(
      process.execPath,
      [...(process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean), 'dist/main.js'],
      {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: config.jwtSecret,
        LOG_LEVEL: 'warn',
        MONGODB_URI: '',
        REDIS_URL: '',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
    );
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
    const urls: Record<BenchPath, string> = {
      results: '/results',
      tips: '/tips',
      draw: `/results/${fullDraw.date}`,
    };
    const bodies = {} as Record<BenchPath, Buffer>;
    const etags = {} as Record<BenchPath, string>;
    const files: Record<string, string> = {};
    for (const path of ['results', 'tips', 'draw'] as const) {
      const response = await fetch(`${api.url}${urls[path]}`);
      if (!response.ok) throw new Error(`GET ${urls[path]} → ${response.status}`);
      bodies[path] = Buffer.from(await response.arrayBuffer());
      etags[path] = response.headers.get('etag') ?? '';
      files[urls[path]] = join(dataDir, `${path}.json`);
      await writeFile(join(dataDir, `${path}.json`), bodies[path]);
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
      `payloads: /results ${bodies.results.length} bytes, /tips ${bodies.tips.length} bytes (${TIPS} tips), ` +
        `${urls.draw} ${bodies.draw.length} bytes`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per server, medians, after a 2 s warm-up\n`,
    );

    const rows: string[][] = [];
    const verdicts: string[] = [];
    for (const path of PATHS) {
      const url = urls[path];
      await run(`${api.url}${url}`, {}, 2);
      await run(`${staticServer.url}${url}`, {}, 2);
      const apiRounds: Measure[] = [];
      const staticRounds: Measure[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        apiRounds.push(await run(`${api.url}${url}`));
        staticRounds.push(await run(`${staticServer.url}${url}`));
      }
      const onApi = medianOf(apiRounds);
      const onStatic = medianOf(staticRounds);
      // As browsers revalidate: fetch() sends Cache-Control: no-cache with If-None-Match.
      const conditional = await run(
        `${api.url}${url}`,
        { 'If-None-Match': etags[path], 'Cache-Control': 'no-cache' },
        Math.min(SECONDS, 5),
      );
      const ratio = onApi.rps / onStatic.rps;
      rows.push(
        [
          `GET ${path === 'draw' ? '/results/:date' : url}`,
          'API',
          onApi.rps.toFixed(0),
          onApi.p50.toFixed(0),
          onApi.p99.toFixed(0),
          ratio.toFixed(2),
        ],
        [
          '',
          'static',
          onStatic.rps.toFixed(0),
          onStatic.p50.toFixed(0),
          onStatic.p99.toFixed(0),
          '',
        ],
        [
          '',
          'API 304',
          conditional.rps.toFixed(0),
          conditional.p50.toFixed(0),
          conditional.p99.toFixed(0),
          '',
        ],
      );
      const all304 =
        Object.keys(conditional.statuses).every((code) => code === '304') &&
        conditional.errors === 0;
      if (onApi.errors > 0 || Object.keys(onApi.statuses).some((code) => code !== '200')) {
        verdicts.push(
          `GET ${url}: unexpected answers ${JSON.stringify(onApi.statuses)}, errors ${onApi.errors}`,
        );
      }
      verdicts.push(
        `GET ${url}: ratio ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'meets' : 'MISSES'} ≥ 0.5; ` +
          `p99 ${onApi.p99} ms ${onApi.p99 < 50 ? 'meets' : 'MISSES'} < 50 ms; ` +
          `conditional requests ${all304 ? 'all 304' : `NOT all 304: ${JSON.stringify(conditional.statuses)}`}`,
      );
    }

    const header = ['call', 'server', 'req/s', 'p50 ms', 'p99 ms', 'API/static'];
    const widths = header.map((h, i) =>
      Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)),
    );
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
    if (rows.length > 0) {
      console.log(line(header));
      for (const row of rows) console.log(line(row));
      console.log(`\n${verdicts.join('\n')}\n`);
    }

    if (DRAW_DAY) {
      const figures = await runDrawDay({
        apiUrl: api.url,
        client,
        token,
        full: JSON.parse(bodies.draw.toString('utf8')) as DrawDetail,
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
