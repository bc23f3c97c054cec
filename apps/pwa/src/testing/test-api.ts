import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Member } from '@lotto/contracts';
import { afterAll, vi } from 'vitest';
import { API_MAIN_DIST, type ApiClient, createApiClient, spawnApi } from '@lotto/test-kit';
import { createMemberAccount } from './members';

/*
 * The real API for component tests, through the test kit (`@lotto/test-kit`): the built API
 * (apps/api/dist/main.js) with the embedded store in a temp folder, in-memory sessions, a free
 * port and a bootstrap admin. Forms are tested against what the server really answers, not
 * against a stand-in.
 */

/** host:port of the Firebase Auth emulator the API and the member helpers use. */
export const authEmulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export interface TestApi {
  url: string;
  adminEmail: string;
  adminPassword: string;
  /** The kit's API client on this API. */
  client: ApiClient;
  stop: () => Promise<void>;
}

export interface TestApiOptions {
  /**
   * Shipped history (NDJSON, one draw a line) loaded with the API's import CLI before it starts:
   * what the admin API cannot write, such as a draw whose sources disagree.
   */
  history?: string;
}

/** Loads `history` into `dataDir` through the built import CLI (as `npm start` loads data/history). */
async function importHistory(dataDir: string, history: string): Promise<void> {
  const file = join(dataDir, 'seed-history.ndjson');
  await writeFile(file, history);
  try {
    await promisify(execFile)(
      process.execPath,
      [join(dirname(API_MAIN_DIST), 'cli/import-results.js'), '--summary', file],
      { env: { ...process.env, DATA_DIR: dataDir } },
    );
  } finally {
    await rm(file, { force: true });
  }
}

/** Starts the API; `stop()` ends it and removes its data. */
export async function startTestApi(
  env: Record<string, string> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  if (!existsSync(API_MAIN_DIST)) {
    throw new Error(`${API_MAIN_DIST} is missing: run \`pnpm --filter @lotto/api build\` first`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lotto-admin-unit-'));
  if (options.history !== undefined) {
    await importHistory(dataDir, options.history).catch(async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@lotto.test`;
  const adminPassword = `pw-${randomBytes(9).toString('base64url')}`;
  const api = await spawnApi({
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      FIREBASE_PROJECT_ID: 'demo-lotto',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
      ...env,
    },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url: api.url, adminEmail, adminPassword, client: createApiClient(api.url), stop };
}

/**
 * For a test file's `vi.hoisted` (it runs before the app's modules read their environment): starts
 * the API, points `VITE_API_URL` at it and stops it after the file.
 */
export async function startTestApiForFile(
  env: Record<string, string> = {},
  options: TestApiOptions = {},
): Promise<TestApi> {
  const started = await startTestApi(env, options);
  vi.stubEnv('VITE_API_URL', started.url);
  // The API's graceful stop waits up to its 10 s grace for a request still in flight (one the
  // file's last component started as it unmounted): the hook's default 10 s is not enough for that.
  afterAll(() => started.stop(), 20_000);
  return started;
}

/** A direct call to the test API (seeding, checking what the server now holds). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's shape
export async function callApi<T = unknown>(
  api: TestApi,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const { status, body } = await api.client.call<T>(method, path, options);
  return { status, body };
}

/** Logs the bootstrap admin in through the API and returns the token. */
export function adminTokenFor(api: TestApi): Promise<string> {
  return api.client.loginAdmin(api.adminEmail, api.adminPassword);
}

/** A member as the public app creates one (`createMemberAccount`): its record. */
export async function createMember(api: TestApi, name: string): Promise<Member> {
  return (await createMemberAccount(api.client, authEmulatorHost(), { name })).member;
}

export { forgedAdminToken } from '@lotto/test-kit';
