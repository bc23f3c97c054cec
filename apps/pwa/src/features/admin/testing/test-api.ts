import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * The real API for component tests (apps/api/dist/main.js: embedded store in a temp folder,
 * in-memory sessions, a free port, a bootstrap admin). Forms are tested against what the server
 * really answers, not against a stand-in.
 */

const API_MAIN = resolve(import.meta.dirname, '../../../../../api/dist/main.js');

export interface TestApi {
  url: string;
  adminEmail: string;
  adminPassword: string;
  stop: () => Promise<void>;
}

/** Starts the API; `stop()` ends it and removes its data. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  if (!existsSync(API_MAIN)) {
    throw new Error(`${API_MAIN} is missing: run \`pnpm --filter @lotto/api build\` first`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lotto-admin-unit-'));
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@lotto.test`;
  const adminPassword = `pw-${randomBytes(9).toString('base64url')}`;
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      BCRYPT_ROUNDS: '4',
      FIREBASE_PROJECT_ID: 'demo-lotto',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`API did not start within 30s:\n${log}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        ok(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`API exited with code ${code}:\n${log}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url, adminEmail, adminPassword, stop };
}

/** A direct call to the test API (seeding, checking what the server now holds). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the answer's shape
export async function callApi<T = unknown>(
  api: TestApi,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(api.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Logs the bootstrap admin in through the API and returns the token. */
export async function adminTokenFor(api: TestApi): Promise<string> {
  const { status, body } = await callApi<{ token: string }>(api, 'POST', '/api/admin/login', {
    body: { email: api.adminEmail, password: api.adminPassword },
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  return body.token;
}

/**
 * A member as the public app creates one: a fresh account in the Firebase Auth emulator, then
 * `POST /api/users` with its ID token (status 'pending').
 */
export async function createMember(
  api: TestApi,
  name: string,
): Promise<{ _id: string; email: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const email = `member-${randomBytes(5).toString('hex')}@lotto.test`;
  let signUp: Response;
  try {
    signUp = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'member-password', returnSecureToken: true }),
      },
    );
  } catch (error) {
    throw new Error(
      `The Firebase Auth emulator is not reachable at ${host} (set FIREBASE_AUTH_EMULATOR_HOST)`,
      {
        cause: error,
      },
    );
  }
  if (!signUp.ok)
    throw new Error(`emulator signUp failed: ${signUp.status} ${await signUp.text()}`);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const created = await callApi<{ _id: string; email: string }>(api, 'POST', '/api/users', {
    body: { name },
    token: idToken,
  });
  if (created.status !== 201) throw new Error(`POST /api/users answered ${created.status}`);
  return created.body;
}

/** A token that decodes like an admin's (role 'admin', not expired) but that no server signed. */
export function forgedAdminToken(email = 'intruder@lotto.test'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'f'.repeat(24),
    email,
    role: 'admin',
    jti: randomBytes(8).toString('hex'),
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${randomBytes(32).toString('base64url')}`;
}
