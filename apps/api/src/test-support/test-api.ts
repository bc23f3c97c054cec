import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@lotto/test-kit';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { pino } from 'pino';
import supertest from 'supertest';
import { type AppConfig, createApp, type Services } from '../app.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../features/admin/login-rate-limit.js';
import type { SessionStore } from '../sessions/session-store.js';
import { createFirebaseVerifier, type MemberTokenVerifier } from '../shared/auth/member-tokens.js';
import type { Clock } from '../shared/clock.js';
import type { CacheBus } from '../shared/http/cache-bus.js';
import type { FanOutQueueFactory } from '../features/push/fan-out-queue.js';
import { importHistory } from '../features/results/history-import.js';
import type { DocumentStore } from '../store/collection.js';
import { uniqueEmail } from './services.js';
import { testStorePlace, type TestStorePlace } from './test-store.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** The app's settings in tests that build the services without HTTP (fast bcrypt, no caching). */
export const TEST_SERVICES_CONFIG: AppConfig = {
  corsOrigins: [],
  jwtSecret: TEST_JWT_SECRET,
  adminTokenTtlSeconds: 60,
  bcryptRounds: 4,
  loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
  trustProxy: false,
  publicCacheTtlMs: 0,
};
export const ADMIN_PASSWORD = 'admin-password-1';

/** The request methods of supertest that the suites use. */
export type TestHttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

/** Like {@link TestApi.http}, but every request carries a bearer token (see {@link TestApi.as}). */
export type AuthedHttp = Record<TestHttpMethod, (path: string) => supertest.Test>;

export interface TestApi {
  /** supertest bound to the listening server. */
  http: ReturnType<typeof supertest>;
  /**
   * supertest requests sent with `Authorization: Bearer <token>`: an admin's token, a member's ID
   * token or a forged one; `null` sends none (the same as {@link http}). The suites' admin calls:
   * `const asAdmin = api.as(await api.loginAdmin())`, then `asAdmin.post(path).send(body)`.
   */
  as(token: string | null): AuthedHttp;
  /** The Koa app the server calls (tests may add middleware, then re-attach `app.callback()`). */
  app: ReturnType<typeof createApp>;
  url: string;
  server: Server;
  store: DocumentStore;
  sessions: SessionStore;
  /** The app's own services: writes through them clear its cached answers, as HTTP writes do. */
  services: Services;
  config: AppConfig;
  /** The embedded store's temp folder (undefined on MongoDB or with a given store). */
  dataDir: string | undefined;
  /** Where the test's own store lives (undefined when the test gave a store). */
  place: TestStorePlace | undefined;
  admin: { email: string; password: string };
  /** The test kit's API client on this server (requests built on `@lotto/contracts`). */
  client: ApiClient;
  /** Logs the bootstrap admin in and returns the bearer token. */
  loginAdmin(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  store?: DocumentStore;
  sessions?: SessionStore;
  clock?: Clock;
  config?: Partial<AppConfig>;
  logger?: Logger;
  /** Create the test's admin account (default true; impossible when the store is down). */
  createAdmin?: boolean;
  /** How this instance hears of other instances' writes (default: one process, nobody else). */
  cacheBus?: CacheBus;
  /** Where push fan-outs run (default: this process's queue). */
  pushQueue?: FanOutQueueFactory;
  /**
   * A shipped history imported before the test (each draw a line of the shipped file, through the
   * history import as `npm start` does): every draw must be added, else the start fails saying why.
   */
  history?: readonly object[];
  /**
   * Serves the server-rendered pages for this site URL from the app's own index.html (the source
   * template, in a temp folder removed on close).
   */
  pagesSite?: string;
}

/** The app's own index.html (the source template: the same markers as the build). */
export const APP_INDEX = join(import.meta.dirname, '../../../pwa/index.html');

/** A memory logger that keeps tests quiet but lets a test read what was logged. */
export function quietLogger(): Logger {
  return pino({ level: 'silent' });
}

/**
 * The real app (createApp) on port 0 with real parts: this run's store engine (the embedded store
 * in a temp folder, or a database of its own on the MongoDB test server; see `testEngine`) unless
 * another store is given, in-memory or given sessions, the Firebase verifier against the emulator.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const logger = options.logger ?? quietLogger();
  let place: TestStorePlace | undefined;
  let store: DocumentStore;
  if (options.store === undefined) {
    place = await testStorePlace('api');
    store = place.open(logger);
  } else store = options.store;
  const sessions = options.sessions ?? createMemorySessionStore();
  const memberTokens: MemberTokenVerifier = createFirebaseVerifier({
    projectId: 'demo-lotto',
    emulatorHost:
      process.env.FIREBASE_AUTH_EMULATOR_HOST === ''
        ? undefined
        : process.env.FIREBASE_AUTH_EMULATOR_HOST,
  });
  let pagesDir: string | undefined;
  if (options.pagesSite !== undefined) {
    pagesDir = await mkdtemp(join(tmpdir(), 'lotto-pages-'));
    await copyFile(APP_INDEX, join(pagesDir, 'index.html'));
  }
  const config: AppConfig = {
    corsOrigins: ['http://localhost:5173'],
    jwtSecret: TEST_JWT_SECRET,
    adminTokenTtlSeconds: 3600,
    bcryptRounds: 4,
    loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
    trustProxy: false,
    publicCacheTtlMs: 60_000,
    ...(pagesDir === undefined || options.pagesSite === undefined
      ? {}
      : { pages: { distDir: pagesDir, siteUrl: options.pagesSite } }),
    ...options.config,
  };
  const deps = {
    config,
    store,
    sessions,
    memberTokens,
    logger,
    clock: options.clock,
    cacheBus: options.cacheBus,
    pushQueue: options.pushQueue,
  };
  const app = createApp(deps);
  const { services } = app;
  const admin = { email: uniqueEmail('admin'), password: ADMIN_PASSWORD };
  if (options.createAdmin !== false)
    await services.admins.createOrReset(admin.email, admin.password);
  if (options.history !== undefined) {
    const lines = options.history.map((draw) => `${JSON.stringify(draw)}\n`).join('');
    const report = await importHistory(lines, services.results);
    if (report.added !== options.history.length || report.skipped.length > 0)
      throw new Error(
        `startTestApi: the history added ${report.added} of ${options.history.length} draws (skipped: ${JSON.stringify(report.skipped)})`,
      );
  }

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback handles its own promise
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const http = supertest(server);
  const url = `http://127.0.0.1:${port}`;
  const client = createApiClient(url);

  return {
    http,
    app,
    url,
    server,
    store,
    sessions,
    services,
    config,
    dataDir: place?.dataDir,
    place,
    admin,
    client,
    as(token) {
      const request = (method: TestHttpMethod) => (path: string) =>
        token === null ? http[method](path) : http[method](path).auth(token, { type: 'bearer' });
      return {
        get: request('get'),
        head: request('head'),
        post: request('post'),
        put: request('put'),
        patch: request('patch'),
        delete: request('delete'),
      };
    },
    loginAdmin(email = admin.email, password = admin.password) {
      return client.loginAdmin(email, password);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.push.close();
      await memberTokens.close();
      if (options.sessions === undefined) await sessions.close();
      if (options.store === undefined) await store.close();
      await place?.remove();
      if (pagesDir !== undefined) await rm(pagesDir, { recursive: true, force: true });
    },
  };
}
