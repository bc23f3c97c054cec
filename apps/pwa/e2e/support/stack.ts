import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_MAIN_DIST, runToEnd, spawnApi, type SpawnedApi } from '@lotto/test-kit';
import { createStaticServer } from '@lotto/http-kit/static-server';

/*
 * The whole product for one browser test run: the real API (apps/api/dist/main.js, embedded
 * store in a temp DATA_DIR, free port), the PWA built against that API (VITE_API_URL is baked at
 * build time, so each stack builds into its own temp folder) and served from 127.0.0.1, and the
 * Firebase Auth emulator that is already running (FIREBASE_AUTH_EMULATOR_HOST, default
 * 127.0.0.1:9099; scripts/test.sh provides it in CI).
 */

export const PWA_DIR = resolve(import.meta.dirname, '../..');
export const REPO_DIR = resolve(PWA_DIR, '../..');
const IMPORT_CLI = join(REPO_DIR, 'apps/api/dist/cli/import-results.js');
/** The API's clock for a test of the live pages (`startApi({ clockAt })`). */
const API_CLOCK = pathToFileURL(join(import.meta.dirname, 'api-clock.mjs')).href;
/** The history the product ships (see data/README.md). */
export const HISTORY_DIR = join(REPO_DIR, 'data/history');
const HOST = '127.0.0.1';

export interface StackOptions {
  /** Run admin sessions on this Redis (e.g. process.env.REDIS_TEST_URL) instead of in memory. */
  redisUrl?: string;
  /** Extra environment for the API process. */
  apiEnv?: Record<string, string>;
  /** Extra VITE_* settings for the build. */
  buildEnv?: Record<string, string>;
  /**
   * Load the shipped history (data/history: every draw since 1990, every tier where known) with
   * the API's import CLI before the API starts, as `npm start` does on a fresh data folder.
   */
  history?: boolean;
  /**
   * Web Push on (issue 38): a fresh VAPID key pair, and the API sends to this push service only
   * (the test kit's stand-in, `startPushService().url`).
   */
  push?: { serviceUrl: string };
}

/** A VAPID key pair as the API's settings take it: base64url, the public key uncompressed (65 bytes). */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const { x = '', y = '', d = '' } = jwk;
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(x, 'base64url'),
    Buffer.from(y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: d };
}

/** The API's Web Push settings for `StackOptions.push`. */
function pushEnv(push: StackOptions['push']): Record<string, string> {
  if (push === undefined) return {};
  const keys = vapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:admin@lotto.test',
    PUSH_SERVICE_ORIGINS: new URL(push.serviceUrl).origin,
  };
}

export interface Stack {
  /** Origin of the built PWA, e.g. http://127.0.0.1:41234 */
  appUrl: string;
  /** Base URL of the API, e.g. http://127.0.0.1:41235 */
  apiUrl: string;
  /** host:port of the Auth emulator. */
  authEmulatorHost: string;
  adminEmail: string;
  adminPassword: string;
  dataDir: string;
  /** Everything the API printed (for failure messages). */
  apiLog: () => string;
  /** Builds the app again into the served folder (a new deployment), with extra VITE_* settings. */
  rebuild: (buildEnv?: Record<string, string>) => Promise<void>;
  /** Stops the API process (an outage: nothing listens on `apiUrl` until `startApi`). */
  stopApi: () => Promise<void>;
  /**
   * Starts the API again on the same port and data folder (the build has `apiUrl` baked in); does
   * nothing while it runs. `clockAt`: the API's clock starts at that instant (./api-clock.mjs)
   * until it is started again without it.
   */
  startApi: (options?: { clockAt?: Date }) => Promise<void>;
  /**
   * How many API processes the stack has started: a new one has lost the admin sessions a
   * memory session store held, so a cached admin token is good only for the process it came from.
   */
  apiStarts: () => number;
  /**
   * Freezes the API process (SIGSTOP): connections are still accepted by the system, no request
   * is answered — a hung server. `thawApi` (SIGCONT) lets it answer again.
   */
  freezeApi: () => void;
  thawApi: () => void;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => ok(port));
    });
  });
}

/** Builds the PWA into `outDir` against `apiUrl` and the emulator. */
export async function buildApp(
  outDir: string,
  apiUrl: string,
  authEmulatorHost: string,
  extra: Record<string, string> = {},
) {
  await runToEnd(
    process.execPath,
    [
      join(PWA_DIR, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      env: {
        ...process.env,
        VITE_API_URL: apiUrl,
        VITE_FIREBASE_PROJECT_ID: 'demo-lotto',
        VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}`,
        ...extra,
      },
      cwd: PWA_DIR,
    },
  );
}

/** Starts API + built PWA; call `stop()` when done (also on failure). */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(API_MAIN_DIST)) {
    throw new Error(`${API_MAIN_DIST} is missing: run \`pnpm --filter @lotto/api build\` first`);
  }
  const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const work = await mkdtemp(join(tmpdir(), 'lotto-e2e-'));
  const dataDir = join(work, 'data');
  const outDir = join(work, 'app');
  const appPort = await freePort();
  const appUrl = `http://${HOST}:${appPort}`;
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@lotto.test`;
  const adminPassword = `pw-${randomBytes(9).toString('base64url')}`;

  const cleanups: (() => Promise<void>)[] = [() => rm(work, { recursive: true, force: true })];
  // One key pair for the stack's life: a restarted API keeps the devices' subscriptions valid.
  const push = pushEnv(options.push);
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };

  try {
    if (options.history === true) {
      await runToEnd(process.execPath, [IMPORT_CLI, HISTORY_DIR], {
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
        cwd: REPO_DIR,
      });
    }
    // The API process of the moment (stopApi/startApi replace it) and everything it printed.
    let api: SpawnedApi | undefined;
    let logs: (() => string)[] = [];
    const apiLog = () => logs.map((log) => log()).join('\n--- API restarted ---\n');
    let apiStarts = 0;
    // The test kit's spawn (the built API); its output stays readable after a failed start.
    const launchApi = async (port: number, clockAt?: Date): Promise<string> => {
      apiStarts += 1;
      let failedLog = '';
      const started = spawnApi({
        env: {
          PORT: String(port),
          HOST,
          DATA_DIR: dataDir,
          CORS_ORIGINS: appUrl,
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
          FIREBASE_PROJECT_ID: 'demo-lotto',
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          // The API renders the draw pages, /result, /check and the sitemap into the build's
          // index.html; the static server below forwards those paths to it.
          PWA_DIST_DIR: outDir,
          SITE_URL: appUrl,
          ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
          ...push,
          ...options.apiEnv,
          ...(clockAt === undefined ? {} : { LOTTO_E2E_NOW: clockAt.toISOString() }),
        },
        ...(clockAt === undefined ? {} : { nodeArgs: ['--import', API_CLOCK] }),
      }).catch((error: unknown) => {
        failedLog = error instanceof Error ? error.message : String(error);
        throw error;
      });
      const launched: { api?: SpawnedApi } = {};
      logs = [...logs, () => launched.api?.output() ?? failedLog];
      launched.api = await started;
      api = launched.api;
      return api.url;
    };
    const running = (child: ChildProcess | undefined): child is ChildProcess =>
      child?.exitCode === null && child.signalCode === null;
    // A graceful stop (SIGCONT first: a frozen process keeps a SIGTERM pending until it runs again).
    const stopApi = async () => {
      await api?.stop();
    };
    cleanups.push(stopApi);
    // The build bakes the API's URL in, and the API reads the build's index.html as its pages'
    // template: the port is chosen first, the app built, then the API started on that port.
    const apiPort = await freePort();
    const apiUrl = `http://${HOST}:${apiPort}`;
    await buildApp(outDir, apiUrl, authEmulatorHost, options.buildEnv);
    await launchApi(apiPort);
    const freezeApi = () => void api?.child.kill('SIGSTOP');
    const thawApi = () => void api?.child.kill('SIGCONT');
    const startApi = async ({ clockAt }: { clockAt?: Date } = {}) => {
      if (running(api?.child)) return;
      await launchApi(apiPort, clockAt);
    };

    const web = createStaticServer({ root: outDir, pages: { origin: apiUrl } });
    await new Promise<void>((ok, fail) => {
      web.once('error', fail);
      web.listen(appPort, HOST, ok);
    });
    cleanups.push(
      () =>
        new Promise<void>((ok) => {
          web.closeAllConnections();
          web.close(() => ok());
        }),
    );

    const rebuild = (buildEnv: Record<string, string> = {}) =>
      buildApp(outDir, apiUrl, authEmulatorHost, { ...options.buildEnv, ...buildEnv });

    return {
      appUrl,
      apiUrl,
      authEmulatorHost,
      adminEmail,
      adminPassword,
      dataDir,
      apiLog,
      rebuild,
      stopApi,
      startApi,
      apiStarts: () => apiStarts,
      freezeApi,
      thawApi,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
