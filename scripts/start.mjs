// @ts-check
/**
 * Runs the whole product on localhost with no outside service:
 *   - the Firebase Auth emulator (accounts kept in .data/auth between runs),
 *   - the API on the embedded store (.data/api) with in-memory admin sessions,
 *   - the built PWA (apps/pwa/dist) plus the demo images under /demo/.
 * On the first start it creates an admin (credentials kept in .data/admin.json and printed), loads
 * the shipped draw history (data/history: every draw since 1990, every tier where known) with the
 * API's import CLI before the API starts, and publishes the demo images of data/demo through the
 * API itself. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Workspace packages from their build (`npm start` builds them with the API).
import { API } from '@lotto/contracts';
import { createStaticServer } from '@lotto/http-kit/static-server';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = resolve(repo, process.env.LOTTO_DATA ?? '.data');
const HOST = '127.0.0.1';
const ports = {
  auth: Number(process.env.AUTH_PORT ?? 9099),
  api: Number(process.env.API_PORT ?? 8787),
  app: Number(process.env.APP_PORT ?? 4173),
};
const appOrigin = `http://${HOST}:${ports.app}`;
const apiUrl = `http://${HOST}:${ports.api}`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('node:http').Server | undefined} */
let web;
let stopping = false;

/** @param {string} message */
function log(message) {
  console.log(`\x1b[36m[lotto]\x1b[0m ${message}`);
}

/** @param {number} port */
function portFree(port) {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, HOST, () => probe.close(() => ok(true)));
  });
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[90m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.on('data', (chunk) => {
      buffered += String(chunk);
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `${prefix}stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`,
      );
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

/** @param {string} url @param {string} what @param {number} seconds */
async function waitFor(url, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not start within ${seconds} s (${url})`);
}

/** @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  web?.closeAllConnections();
  web?.close();
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
          child.once('exit', done);
          child.kill('SIGINT');
          setTimeout(() => child.kill('SIGKILL'), 15000).unref();
        }),
    ),
  );
  process.exit(code);
}

/** Admin credentials: made once, kept in .data/admin.json. */
async function adminCredentials() {
  const file = join(dataRoot, 'admin.json');
  if (existsSync(file))
    return /** @type {{ email: string, password: string }} */ (
      JSON.parse(await readFile(file, 'utf8'))
    );
  const credentials = {
    email: 'admin@lotto.local',
    password: randomBytes(9).toString('base64url'),
  };
  await writeFile(file, JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return credentials;
}

/**
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [init]
 */
async function api(path, init = {}) {
  const res = await fetch(apiUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${json?.message ?? text}`);
  return json;
}

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>} resolves when the command exits with 0
 */
function runToEnd(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const prefix = `\x1b[90m[${name}]\x1b[0m `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += String(chunk);
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) process.stdout.write(prefix + line + '\n');
      });
    }
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Once per data folder: the shipped history, through the API's import CLI (idempotent by date)
 * before the API starts — the embedded store allows one process per folder.
 */
async function loadHistory() {
  const marker = join(dataRoot, 'history-loaded');
  if (existsSync(marker)) return;
  const historyDir = join(repo, 'data/history');
  if (!existsSync(join(historyDir, 'draws.ndjson'))) {
    log('data/history/draws.ndjson is missing: starting without draws.');
    return;
  }
  log('first start: loading the draw history (data/history)…');
  const started = performance.now();
  await runToEnd(
    'history',
    [join(repo, 'apps/api/dist/cli/import-results.js'), '--summary', historyDir],
    {
      DATA_DIR: join(dataRoot, 'api'),
    },
  );
  log(`  history loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await writeFile(marker, new Date().toISOString() + '\n');
}

/** First start only: the images of data/demo, published through the admin API. */
async function seed(/** @type {{ email: string, password: string }} */ admin) {
  const marker = join(dataRoot, 'seeded');
  if (existsSync(marker)) return;
  const existing = await api(API.tips.list.path());
  if (Array.isArray(existing) && existing.length > 0) {
    await writeFile(marker, new Date().toISOString() + '\n');
    return;
  }
  log('first start: publishing the demo images (data/demo)…');
  const { token } = await api(API.admin.login.path(), { method: 'POST', body: admin });
  /** @type {Array<[string, string]>} */
  const images = [
    ...[1, 2, 3, 4].map(
      (n) => /** @type {[string, string]} */ ([API.tips.add.path(), `tip-${n}.svg`]),
    ),
    ...[1, 2, 3].map(
      (n) => /** @type {[string, string]} */ ([API.vipTips.add.path(), `vip-${n}.svg`]),
    ),
    ...[5, 4, 3, 2, 1].map(
      (n) => /** @type {[string, string]} */ ([API.successImages.add.path(), `success-${n}.svg`]),
    ),
  ];
  for (const [path, file] of images) {
    await api(path, { method: 'POST', token, body: { imageUrl: `${appOrigin}/demo/${file}` } });
  }
  log(`  ${images.length} images`);
  await api(API.admin.logout.path(), { method: 'POST', token }).catch(() => undefined);
  await writeFile(marker, new Date().toISOString() + '\n');
}

async function main() {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const pwaDist = join(repo, 'apps/pwa/dist');
  const apiMain = join(repo, 'apps/api/dist/main.js');
  for (const [file, what] of [
    [join(pwaDist, 'index.html'), 'the PWA'],
    [apiMain, 'the API'],
  ]) {
    if (!existsSync(file))
      throw new Error(
        `${what} is not built (${file} is missing): run \`npm start\`, which builds it.`,
      );
  }
  const busy = [];
  for (const [name, port] of Object.entries(ports))
    if (!(await portFree(port))) busy.push(`${name} ${port}`);
  if (busy.length) {
    throw new Error(
      `port(s) already in use: ${busy.join(', ')}. Stop whatever uses them (another \`npm start\`?) or set API_PORT / APP_PORT.`,
    );
  }

  await mkdir(join(dataRoot, 'api'), { recursive: true });
  await mkdir(join(dataRoot, 'auth'), { recursive: true });
  const admin = await adminCredentials();

  // The history loads while the emulator starts; the API waits for it (one process per data folder).
  const history = loadHistory();
  history.catch((error) => {
    if (!stopping)
      console.error(
        `\x1b[31m[lotto] ${error instanceof Error ? error.message : String(error)}\x1b[0m`,
      );
    void stop(1);
  });

  log('starting the Firebase Auth emulator…');
  const firebase = join(repo, 'node_modules/.bin/firebase');
  // The emulator's port comes from a config file; this one lives with the data.
  const firebaseConfig = join(dataRoot, 'firebase.json');
  await writeFile(
    firebaseConfig,
    JSON.stringify(
      {
        emulators: {
          singleProjectMode: true,
          auth: { host: HOST, port: ports.auth },
          ui: { enabled: false },
        },
      },
      null,
      2,
    ) + '\n',
  );
  const authImport = existsSync(join(dataRoot, 'auth/firebase-export-metadata.json'))
    ? ['--import', join(dataRoot, 'auth')]
    : [];
  run(
    'auth',
    firebase,
    [
      'emulators:start',
      '--config',
      firebaseConfig,
      '--only',
      'auth',
      '--project',
      'demo-lotto',
      ...authImport,
      '--export-on-exit',
      join(dataRoot, 'auth'),
    ],
    {},
  );
  await waitFor(`http://${HOST}:${ports.auth}/`, 'the Auth emulator', 90);

  await history;

  log('starting the API (embedded store, in-memory sessions)…');
  run('api', process.execPath, [apiMain], {
    PORT: String(ports.api),
    HOST,
    DATA_DIR: join(dataRoot, 'api'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FIREBASE_PROJECT_ID: 'demo-lotto',
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    CORS_ORIGINS: [appOrigin, `http://localhost:${ports.app}`].join(','),
  });
  await waitFor(`${apiUrl}/health`, 'the API', 60);

  web = createStaticServer({ root: pwaDist, mounts: { '/demo/': join(repo, 'data/demo/images') } });
  await new Promise((ok) => web?.listen(ports.app, HOST, () => ok(undefined)));

  await seed(admin);

  console.log(`
\x1b[1m  Lotto is running.\x1b[0m

    Open        ${appOrigin}
    Admin panel ${appOrigin}/admin/login
                e-mail   ${admin.email}
                password ${admin.password}
    API         ${apiUrl}   (health: ${apiUrl}/health)
    Auth        http://${HOST}:${ports.auth} (Firebase Auth emulator: sign up with any e-mail)

    Data is kept in ${dataRoot}. Press Ctrl-C to stop.
`);
}

main().catch((error) => {
  if (!stopping)
    console.error(
      `\x1b[31m[lotto] ${error instanceof Error ? error.message : String(error)}\x1b[0m`,
    );
  void stop(1);
});
