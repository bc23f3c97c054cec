/**
 * The draw-day deployment the multi-process benches run against (not a test): a throw-away
 * FerretDB (`scripts/ferretdb.sh`: MongoDB's wire protocol on PostgreSQL when Debian's is
 * installed, else SQLite) and a redis-server, the shipped draw history imported into it and a
 * bench admin — what ./drawday-instances.ts and ./push-bench.ts start their APIs on. `store:
 * 'embedded'` keeps the documents in the embedded store's folder instead (one API process only),
 * still with Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from '@lotto/contracts';
import { freePort, runToEnd, waitForPort } from '@lotto/test-kit';
import { pino } from 'pino';
import { createServices } from '../../apps/api/src/app.ts';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../../apps/api/src/features/admin/login-rate-limit.ts';
import { importHistory } from '../../apps/api/src/features/results/history-import.ts';
import { createMemorySessionStore } from '../../apps/api/src/sessions/memory-session-store.ts';
import type { DocumentStore } from '../../apps/api/src/store/collection.ts';
import { openEmbeddedStore } from '../../apps/api/src/store/embedded-store.ts';
import { openMongoStore } from '../../apps/api/src/store/mongo-store.ts';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '../..');
const HISTORY = join(REPO, 'data/history/draws.ndjson');
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0000';
const DB = 'lotto_bench';

export interface Deployment {
  /** FerretDB's `mongodb://127.0.0.1:<port>/` (empty on the embedded store). */
  uri: string;
  /** The database the history is in, or the embedded store's folder (DATA_DIR). */
  db: string;
  /** `FerretDB (PostgreSQL)`, `FerretDB (SQLite)` or `the embedded store`. */
  backend: string;
  redisPort: number;
  drawCount: number;
  importSeconds: number;
  /** A complete draw of 2024 (every tier on file): the numbers a bench's draw day takes. */
  fullDraw: Result;
  /** The settings of a production-mode API (spawnApi's env) on this database and Redis. */
  apiEnv: Record<string, string>;
  /** Opens the store the APIs use (on the embedded store: only while no API runs). */
  openStore(): DocumentStore;
  /** Stops FerretDB and Redis and deletes their files. */
  stop(): Promise<void>;
}

/** Sends SIGTERM to `pid` (not a child of ours) and waits up to 30 s for it to be gone. */
async function stopAndWait(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 30_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Starts FerretDB (or the embedded store) and Redis, imports the shipped history, creates {@link ADMIN}. */
export async function startDeployment(
  progress: (message: string) => void,
  options: { store?: 'ferretdb' | 'embedded' } = {},
): Promise<Deployment> {
  if (!existsSync(join(REPO, 'apps/api/dist/main.js')))
    throw new Error('Build first: pnpm --filter @lotto/api build');
  if (!existsSync(HISTORY)) throw new Error(`The shipped history is missing: ${HISTORY}`);
  const work = await mkdtemp(join(tmpdir(), 'lotto-bench-instances-'));
  // FerretDB's PostgreSQL (scripts/ferretdb.sh) runs as the postgres user, who must enter it.
  await chmod(work, 0o755);
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) {
      try {
        await step();
      } catch (error) {
        progress(`while stopping: ${String(error)}`);
      }
    }
    await rm(work, { recursive: true, force: true });
  };
  try {
    const embedded = options.store === 'embedded';
    let uri = '';
    const db = embedded ? join(work, 'data') : DB;
    if (!embedded) {
      progress('starting FerretDB (scripts/ferretdb.sh; built once with Go)');
      const started = await runToEnd('bash', [
        join(REPO, 'scripts/ferretdb.sh'),
        'start',
        join(work, 'ferretdb'),
      ]);
      const [pid, printed] = started.trim().split(/\s+/).slice(-2);
      if (pid === undefined || printed === undefined)
        throw new Error(`ferretdb.sh printed: ${started}`);
      uri = printed;
      // The script's one PID stops FerretDB, then its PostgreSQL: wait for both before the files go.
      stops.push(() => stopAndWait(Number(pid)));
    }
    const openStore = () =>
      embedded
        ? openEmbeddedStore(db, pino({ level: 'silent' }))
        : openMongoStore({ uri, db }, pino({ level: 'silent' }));

    const redisPort = await freePort();
    const redis: ChildProcess = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    stops.push(() => void redis.kill('SIGTERM'));
    await waitForPort(redisPort);

    progress(
      `importing ${HISTORY} into ${embedded ? `the embedded store at ${db}` : `FerretDB at ${uri} (database ${db})`}`,
    );
    const store = openStore();
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
    return {
      uri,
      db,
      backend: embedded
        ? 'the embedded store'
        : `FerretDB (${existsSync(join(work, 'ferretdb', 'pg')) ? 'PostgreSQL' : 'SQLite'})`,
      redisPort,
      drawCount,
      importSeconds,
      fullDraw,
      apiEnv: {
        NODE_ENV: 'production',
        ...(embedded ? { DATA_DIR: db } : { MONGODB_URI: uri, MONGODB_DB: db }),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: 'lotto-bench:',
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      openStore,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
