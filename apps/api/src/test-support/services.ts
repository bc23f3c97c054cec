import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  freePort,
  REPO_DIR,
  signUpMember as signUpEmulatorMember,
  uniqueEmail as uniqueKitEmail,
  waitForPort,
} from '@lotto/test-kit';

/**
 * The external services the tests use are real ones. Missing ones make the suites that need them
 * fail with instructions, never skip silently.
 */
export function requireEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (host === undefined || host === '') {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: member tests need the Firebase Auth emulator. Run them with ' +
        '`npm test` from the repository root (it starts the emulator), or start one with ' +
        '`pnpm exec firebase emulators:start --only auth --project demo-lotto` and ' +
        '`export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099`.',
    );
  }
  return host;
}

export function requireRedisUrl(): string {
  const url = process.env.REDIS_TEST_URL;
  if (url === undefined || url === '') {
    throw new Error(
      'REDIS_TEST_URL is not set: the Redis tests need a real redis-server. Run them with `npm test` from the ' +
        'repository root (it starts a throw-away one), or start `redis-server --port 6390 --save ""` and ' +
        '`export REDIS_TEST_URL=redis://127.0.0.1:6390`.',
    );
  }
  return url;
}

export { freePort };

/** A key prefix no other test run uses, so runs sharing one Redis never touch each other's keys. */
export function uniquePrefix(): string {
  return `lotto-test-${randomBytes(6).toString('hex')}:`;
}

export function uniqueEmail(label = 'member'): string {
  return uniqueKitEmail(label, 'example.com');
}

export async function tempDir(
  label: string,
): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `lotto-${label}-`));
  // Retried: a write the app had under way when it closed (a bot's reply record, a log line) may
  // add a file while the folder goes (ENOTEMPTY).
  return {
    path,
    remove: () => rm(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}

/** A real member of the Auth emulator (the test kit's sign-up): a fresh e-mail and its ID token. */
export async function signUpMember(
  options: { email?: string; displayName?: string } = {},
): Promise<{ idToken: string; uid: string; email: string }> {
  const { idToken, uid, email } = await signUpEmulatorMember(requireEmulatorHost(), {
    email: options.email ?? uniqueEmail(),
    ...(options.displayName === undefined ? {} : { displayName: options.displayName }),
  });
  return { idToken, uid, email };
}

/** A redis-server of this test alone (on a free port), for tests that stop and restart Redis. */
export interface OwnRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A server process of a test's own on `port`: `start` spawns it and waits for the port; `stop` kills
 * it (SIGKILL: an outage, not a shutdown) and waits for the port to close.
 */
function restartable(
  port: number,
  launch: () => ChildProcess,
): { start: () => Promise<void>; stop: () => Promise<void> } {
  let child: ChildProcess | undefined;
  return {
    start: async () => {
      child = launch();
      await waitForPort(port);
    },
    stop: async () => {
      if (child === undefined) return;
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;
      await waitForPort(port, { up: false });
    },
  };
}

export async function spawnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const { start, stop } = restartable(port, () =>
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    ),
  );
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** A FerretDB of this test alone (on a free port, its SQLite files in a temp folder), to stop and restart. */
export interface OwnFerretDb {
  /** The server's URI (`mongodb://127.0.0.1:<port>/`). */
  uri: string;
  /** Kills it (SIGKILL: an outage, not a shutdown); its files stay for the next start. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

/** FerretDB's binary as scripts/ferretdb.sh builds it (once; quick when built). */
async function ferretDbBinary(): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [
    join(REPO_DIR, 'scripts/ferretdb.sh'),
    'path',
  ]);
  return stdout.trim().split('\n').at(-1) ?? '';
}

export async function spawnFerretDb(): Promise<OwnFerretDb> {
  const [binary, port, dir] = await Promise.all([
    ferretDbBinary(),
    freePort(),
    tempDir('ferretdb'),
  ]);
  const { start, stop } = restartable(port, () =>
    spawn(
      binary,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir.path}/`,
        `--listen-addr=127.0.0.1:${port}`,
        `--state-dir=${dir.path}`,
        '--telemetry=disable',
        '--debug-addr=-',
        '--log-level=error',
      ],
      { stdio: 'ignore' },
    ),
  );
  await start();
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    start,
    stop,
    async remove() {
      await stop();
      await dir.remove();
    },
  };
}

/** An answer's JSON body, typed loosely for assertions (supertest types it as `any`). */
export interface JsonBody {
  message: string;
  details?: unknown;
  [key: string]: unknown;
}

export function bodyOf(response: { body: unknown }): JsonBody {
  return response.body as JsonBody;
}

/** The `path` of every issue in a 400 answer's details. */
export function issuePaths(response: { body: unknown }): string[] {
  return (bodyOf(response).details as { path: string }[]).map((issue) => issue.path);
}
