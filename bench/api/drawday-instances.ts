/**
 * The draw-day run against a deployment of several API instances (not a test):
 * `BENCH_PARTS=drawday3 pnpm bench`, or `pnpm --filter @lotto/bench bench:drawday3` once built.
 *
 * Starts a throw-away FerretDB (`scripts/ferretdb.sh`: MongoDB's wire protocol on PostgreSQL when
 * Debian's is installed, else SQLite), a
 * redis-server and BENCH_INSTANCES (default 3) built APIs (`dist/main.js`, production settings) on
 * that one database and Redis, imports the draw history into it (the same import as ./bench.ts),
 * then runs ./drawday.ts with its pollers and autocannon spreading the requests over the instances
 * round-robin, as a proxy without sticky sessions would (no proxy process: on a 2-core machine it
 * would be one more process sharing the cores, and its hop would be counted as the API's). The
 * admin writes through the first instance; the others follow when its message through Redis
 * marks their cached answers stale and one read replaces each (shared/http/cache-bus.ts;
 * PUBLIC_CACHE_TTL_MS, 60 s by default with Redis, is only the fallback for a lost message). It prints the single-instance run's table, plus
 * how many polls an instance answered with an older version than the client already held.
 * BENCH_PUBLIC_CACHE_TTL_MS sets the instances' PUBLIC_CACHE_TTL_MS (unset: the product's default),
 * to tell the cost of reloading the answers from the database apart from the rest.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type DrawDetail } from '@lotto/contracts';
import {
  createApiClient,
  freePort,
  runToEnd,
  spawnApi,
  type SpawnedApi,
  waitForPort,
} from '@lotto/test-kit';
import { pino } from 'pino';
import { createServices } from '../../apps/api/src/app.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../apps/api/src/features/admin/login-rate-limit.ts';
import { importHistory } from '../../apps/api/src/features/results/history-import.ts';
import { createMemorySessionStore } from '../../apps/api/src/sessions/memory-session-store.ts';
import { openMongoStore } from '../../apps/api/src/store/mongo-store.ts';
import { drawDayReport, runDrawDay } from './drawday.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');
const HISTORY = join(REPO, 'data/history/draws.ndjson');
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0000';

const progress = (message: string) => process.stderr.write(`… ${message}\n`);

async function main(): Promise<void> {
  if (!Number.isInteger(INSTANCES) || INSTANCES < 1)
    throw new Error(`BENCH_INSTANCES must be a whole number ≥ 1, not ${String(INSTANCES)}`);
  if (!existsSync(join(REPO, 'apps/api/dist/main.js')))
    throw new Error('Build first: pnpm --filter @lotto/api build');
  if (!existsSync(HISTORY)) throw new Error(`The shipped history is missing: ${HISTORY}`);
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-instances-'));
  // FerretDB's PostgreSQL (scripts/ferretdb.sh) runs as the postgres user, who must enter it.
  await chmod(work, 0o755);
  const stops: (() => Promise<void> | void)[] = [];
  try {
    progress('starting FerretDB (scripts/ferretdb.sh; built once with Go)');
    const started = await runToEnd('bash', [
      join(REPO, 'scripts/ferretdb.sh'),
      'start',
      join(work, 'ferretdb'),
    ]);
    const [pid, uri] = started.trim().split(/\s+/).slice(-2);
    if (pid === undefined || uri === undefined) throw new Error(`ferretdb.sh printed: ${started}`);
    stops.push(() => void process.kill(Number(pid), 'SIGTERM'));

    const redisPort = await freePort();
    const redis: ChildProcess = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    stops.push(() => void redis.kill('SIGTERM'));
    await waitForPort(redisPort);

    const db = 'lotto_bench';
    progress(`importing ${HISTORY} into FerretDB at ${uri} (database ${db})`);
    const store = openMongoStore({ uri, db }, pino({ level: 'silent' }));
    const services = createServices({
      config: {
        jwtSecret: JWT_SECRET,
        adminTokenTtlSeconds: 3600,
        bcryptRounds: 4,
        loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
        corsOrigins: [],
        trustProxy: false,
        publicCacheTtlMs: 0,
      },
      store,
      sessions: createMemorySessionStore(),
    });
    const importStarted = performance.now();
    await importHistory(await readFile(HISTORY, 'utf8'), services.results);
    const drawCount = (await services.results.list({})).length;
    const importSeconds = (performance.now() - importStarted) / 1000;
    const fullDraw = (await services.results.list({ before: '2025-01-01' })).find(
      (draw) => draw.missing.length === 0,
    );
    if (fullDraw === undefined) throw new Error('No complete 2024 draw was imported');
    await services.admins.createOrReset(ADMIN.email, ADMIN.password);
    await store.close();

    progress(
      `starting ${INSTANCES} APIs (dist/main.js) on that database and redis-server :${redisPort}`,
    );
    const apis: SpawnedApi[] = [];
    for (let i = 0; i < INSTANCES; i += 1) {
      const api = await spawnApi({
        nodeArgs: (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        env: {
          NODE_ENV: 'production',
          MONGODB_URI: uri,
          MONGODB_DB: db,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          REDIS_KEY_PREFIX: 'lotto-bench:',
          JWT_SECRET,
          LOG_LEVEL: 'warn',
          FIREBASE_AUTH_EMULATOR_HOST: '',
          ...(process.env.BENCH_PUBLIC_CACHE_TTL_MS === undefined
            ? {}
            : { PUBLIC_CACHE_TTL_MS: process.env.BENCH_PUBLIC_CACHE_TTL_MS }),
        },
        timeoutMs: 60_000,
      });
      apis.push(api);
      stops.push(() => api.stop());
    }
    const apiUrls = apis.map((api) => api.url);
    const client = createApiClient(apiUrls[0] ?? '');
    const token = await client.loginAdmin(ADMIN.email, ADMIN.password);
    const full: DrawDetail = await client.send(API.results.detail, {
      params: { date: fullDraw.date },
    });

    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
    );
    console.log(
      `deployment: ${INSTANCES} API processes (${apiUrls.join(', ')}; PUBLIC_CACHE_TTL_MS ${process.env.BENCH_PUBLIC_CACHE_TTL_MS ?? 'default'}), ` +
        `FerretDB ${uri} (${existsSync(join(work, 'ferretdb', 'pg')) ? 'PostgreSQL' : 'SQLite'}), redis-server :${redisPort}; ` +
        `${drawCount} draws imported in ${importSeconds.toFixed(1)} s (load ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')})\n`,
    );
    const figures = await runDrawDay({ apiUrls, client, token, full, progress });
    console.log(drawDayReport(figures, INSTANCES));
    console.log(warningsReport(apis));
  } finally {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        progress(`while stopping: ${String(error)}`);
      }
    }
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * What each API logged at warn level or above during the run, by message (pino's JSON lines): a
 * Redis connection lost under load, a cache message not sent — what explains an outlier level.
 */
function warningsReport(apis: readonly SpawnedApi[]): string {
  const lines = apis.map((api, i) => {
    const counts = new Map<string, number>();
    for (const line of api.output().split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        if ((entry.level ?? 0) < 40) continue;
        const msg = entry.msg ?? '(no message)';
        counts.set(msg, (counts.get(msg) ?? 0) + 1);
      } catch {
        // Not a log line.
      }
    }
    const list = [...counts].map(([msg, n]) => `${n} × ${msg}`).join('; ');
    return `- instance ${i + 1}: ${counts.size === 0 ? 'no warnings' : list}`;
  });
  return `Warnings the APIs logged during the run:\n${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
