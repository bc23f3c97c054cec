/**
 * The draw-day run against a deployment of several API instances (not a test):
 * `BENCH_PARTS=drawday3 pnpm bench`, or `pnpm --filter @lotto/bench bench:drawday3` once built.
 *
 * Starts the deployment of ./deployment.ts (a throw-away FerretDB — MongoDB's wire protocol on
 * PostgreSQL when Debian's is installed, else SQLite — and a redis-server, the draw history
 * imported as ./bench.ts imports it) and BENCH_INSTANCES (default 3) built APIs (`dist/main.js`,
 * production settings) on that one database and Redis,
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
import { cpus, loadavg, totalmem } from 'node:os';
import { API, type DrawDetail } from '@lotto/contracts';
import { createApiClient, spawnApi, type SpawnedApi } from '@lotto/test-kit';
import { ADMIN, startDeployment } from './deployment.ts';
import { drawDayReport, runDrawDay } from './drawday.ts';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);

const progress = (message: string) => process.stderr.write(`… ${message}\n`);

async function main(): Promise<void> {
  if (!Number.isInteger(INSTANCES) || INSTANCES < 1)
    throw new Error(`BENCH_INSTANCES must be a whole number ≥ 1, not ${String(INSTANCES)}`);
  const deployment = await startDeployment(progress);
  const { uri, redisPort, drawCount, importSeconds, fullDraw } = deployment;
  const stops: (() => Promise<void> | void)[] = [];
  try {
    progress(
      `starting ${INSTANCES} APIs (dist/main.js) on that database and redis-server :${redisPort}`,
    );
    const apis: SpawnedApi[] = [];
    for (let i = 0; i < INSTANCES; i += 1) {
      const api = await spawnApi({
        nodeArgs: (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        env: {
          ...deployment.apiEnv,
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
        `${deployment.backend} ${uri}, redis-server :${redisPort}; ` +
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
    await deployment.stop();
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
