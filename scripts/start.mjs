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
 *
 * `npm start -- --replay [YYYY-MM-DD]`: draw day, now. In its own data folder (.data-replay, made
 * afresh each time), a replay server plays a shipped draw (default: the newest with every tier) as
 * today's, one tier every REPLAY_STEP_SECONDS (20), through GLO's and the community interface; the
 * API's results feed is pointed at it, today is made a draw day through the draw calendar (the
 * admin's move of the next draw, unless today is one) starting now (FEED_DEV_DRAW_STARTS_AT, a dev
 * setting the API refuses in production), so Home's live card, the provisional draw, the saved
 * tickets' re-check and the final notification can be watched.
 */
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Workspace packages from their build (`npm start` builds them with the API).
import { API, bangkokDay, TIERS } from '@lotto/contracts';
import { createStaticServer } from '@lotto/http-kit/static-server';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** `MONGODB_URI=… npm start`: the API and its CLIs use MongoDB (DATA_DIR is then unused). */
const onMongo = (process.env.MONGODB_URI ?? '') !== '';
const replay = replayArgs(process.argv.slice(2));
const dataRoot = resolve(repo, process.env.LOTTO_DATA ?? (replay ? '.data-replay' : '.data'));
const HOST = '127.0.0.1';
const ports = {
  auth: Number(process.env.AUTH_PORT ?? 9099),
  api: Number(process.env.API_PORT ?? 8787),
  app: Number(process.env.APP_PORT ?? 4173),
  ...(replay ? { replay: Number(process.env.REPLAY_PORT ?? 8790) } : {}),
};
/** Seconds between two tiers of the replayed draw. */
const replayStepSeconds = Number(process.env.REPLAY_STEP_SECONDS ?? 20);
if (replay && !(replayStepSeconds >= 1 && replayStepSeconds <= 600)) {
  console.error(
    '\x1b[31m[lotto] REPLAY_STEP_SECONDS must be a number of seconds from 1 to 600\x1b[0m',
  );
  process.exit(2);
}
if (replay && onMongo) {
  // A replay starts from the shipped history in a folder made afresh; a MongoDB database is not wiped.
  console.error(
    '\x1b[31m[lotto] --replay runs on the embedded store of its own folder (.data-replay): unset MONGODB_URI\x1b[0m',
  );
  process.exit(2);
}
/** How often the feed fetches while replaying (the real default is a minute). */
const REPLAY_POLL_MS = 10_000;

/**
 * `--replay [YYYY-MM-DD]`: `{ date }` (undefined: the newest shipped draw with every tier), or
 * null without the flag. Anything else on the command line is refused.
 * @param {string[]} args
 * @returns {{ date: string | undefined } | null}
 */
function replayArgs(args) {
  if (args.length === 0) return null;
  const usage = 'Usage: npm start [-- --replay [YYYY-MM-DD]]';
  if (args[0] !== '--replay' || args.length > 2) {
    console.error(`\x1b[31m[lotto] unknown arguments: ${args.join(' ')}\n${usage}\x1b[0m`);
    process.exit(2);
  }
  const date = args[1];
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    console.error(
      `\x1b[31m[lotto] --replay takes a draw date YYYY-MM-DD, got "${date}"\n${usage}\x1b[0m`,
    );
    process.exit(2);
  }
  return { date };
}
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
 * Web Push's VAPID key pair (P-256, base64url as `web-push generate-vapid-keys` writes them): made
 * once, kept in .data/vapid.json (mode 600) and reused, so the browsers' subscriptions stay valid
 * across starts. VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT in the environment win.
 */
async function vapidSettings() {
  if ((process.env.VAPID_PUBLIC_KEY ?? '') !== '') return {};
  const file = join(dataRoot, 'vapid.json');
  if (!existsSync(file)) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const scalar = ecdh.getPrivateKey();
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      // 32 bytes: the scalar's leading zero bytes are not dropped.
      privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
    };
    await writeFile(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  }
  const keys = /** @type {{ publicKey: string, privateKey: string }} */ (
    JSON.parse(await readFile(file, 'utf8'))
  );
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT ?? 'mailto:admin@lotto.local',
  };
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
 * before the API starts — the embedded store allows one process per folder. With MONGODB_URI the
 * documents are not in the folder: the import runs at every start (a loaded history is unchanged).
 */
async function loadHistory() {
  const marker = join(dataRoot, 'history-loaded');
  if (onMongo)
    log(
      'MONGODB_URI is set: the API keeps its documents in MongoDB (database ' +
        (process.env.MONGODB_DB || 'lotto') +
        ')',
    );
  else if (existsSync(marker)) return;
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
  if (!onMongo) await writeFile(marker, new Date().toISOString() + '\n');
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

/**
 * The draw to replay: the one asked for (it must be in the shipped history), else the newest
 * with every tier on file. Its date, and its last 2 digits (for a ticket that wins).
 * @param {string | undefined} asked
 * @returns {Promise<{ date: string, last2: string | undefined }>}
 */
async function replayDraw(asked) {
  const lines = (await readFile(join(repo, 'data/history/draws.ndjson'), 'utf8')).split('\n');
  /** @type {Array<Record<string, unknown>>} */
  const draws = lines.filter((line) => line.trim()).map((line) => JSON.parse(line));
  const draw =
    asked === undefined
      ? draws
          .filter((row) => TIERS.every((tier) => row[tier] !== undefined))
          .sort((a, b) => (String(a.date) < String(b.date) ? 1 : -1))[0]
      : draws.find((row) => row.date === asked);
  if (draw === undefined)
    throw new Error(
      asked === undefined
        ? 'the shipped history has no draw with every tier'
        : `--replay ${asked}: the shipped history (data/history) has no draw of that date`,
    );
  return {
    date: String(draw.date),
    last2: typeof draw.last2 === 'string' ? draw.last2 : undefined,
  };
}

/**
 * Makes today a draw day through the draw calendar, as an admin would: the next regular draw is
 * moved to today (unless today already is a draw day). Returns what it did, in words.
 * @param {{ email: string, password: string }} admin
 * @param {string} today
 */
async function makeTodayADrawDay(admin, today) {
  const upcoming = await api(API.draws.upcoming.path());
  const next = upcoming.draws[0];
  if (next?.date === today) return `today (${today}) is a draw day already`;
  if (next === undefined || next.movedFrom !== undefined)
    throw new Error(`cannot move a draw to today: the next draw is ${JSON.stringify(next)}`);
  const { token } = await api(API.admin.login.path(), { method: 'POST', body: admin });
  await api(API.draws.setOverride.path({ from: next.date }), {
    method: 'PUT',
    token,
    body: { to: today, reason: 'Replayed draw day (npm start -- --replay)' },
  });
  await api(API.admin.logout.path(), { method: 'POST', token }).catch(() => undefined);
  return `the draw of ${next.date} is moved to today (${today}) in this data folder`;
}

/**
 * Waits until the feed has published the first tiers of today's draw (Home's live card then
 * shows it and follows it by itself).
 * @param {string} today
 * @param {number} seconds
 */
async function waitForDraw(today, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    const draw = await api(API.results.detail.path({ date: today })).catch(() => null);
    if (draw !== null) return draw;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the feed published nothing of today's draw within ${seconds} s`);
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

  if (replay) {
    // Each replay starts from the shipped history again: a draw replayed before is not on file.
    await rm(join(dataRoot, 'api'), { recursive: true, force: true });
    await rm(join(dataRoot, 'history-loaded'), { force: true });
    await rm(join(dataRoot, 'seeded'), { force: true });
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

  const today = bangkokDay();
  /** @type {Record<string, string>} */
  let feedEnv = {};
  let replayed = '';
  let winning = '';
  if (replay) {
    const draw = await replayDraw(replay.date);
    replayed = draw.date;
    // A ticket that wins the last-2 prize of the replayed draw, for the newcomer to save.
    winning = draw.last2 === undefined ? '' : `1234${draw.last2}`;
    log(`starting the replay server: the draw of ${replayed} as today's (${today})…`);
    run(
      'replay',
      process.execPath,
      [
        join(repo, 'apps/api/dist/cli/feed-replay.js'),
        '--date',
        replayed,
        '--as-date',
        today,
        '--port',
        String(ports.replay),
        '--host',
        HOST,
        '--step-seconds',
        String(replayStepSeconds),
      ],
      {},
    );
    const replayUrl = `http://${HOST}:${ports.replay}`;
    feedEnv = {
      GLO_API_URL: `${replayUrl}/glo`,
      COMMUNITY_API_URL: `${replayUrl}/community`,
      // Today's draw starts now for the feed (a dev setting; the API refuses it in production).
      FEED_DEV_DRAW_STARTS_AT: new Date().toISOString(),
      FEED_POLL_INTERVAL_MS: String(REPLAY_POLL_MS),
    };
  }

  log(
    `starting the API (embedded store, in-memory sessions${replay ? ', results feed on the replay' : ''})…`,
  );
  run('api', process.execPath, [apiMain], {
    ...feedEnv,
    // Web Push on: the browsers' own push services (FCM, Mozilla, Apple, Windows) by default.
    ...(await vapidSettings()),
    PORT: String(ports.api),
    HOST,
    DATA_DIR: join(dataRoot, 'api'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FIREBASE_PROJECT_ID: 'demo-lotto',
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    CORS_ORIGINS: [appOrigin, `http://localhost:${ports.app}`].join(','),
    // The API renders the draw pages, /result, /check and the sitemap into the app's index.html.
    PWA_DIST_DIR: pwaDist,
    SITE_URL: appOrigin,
  });
  await waitFor(`${apiUrl}/health`, 'the API', 60);

  // The site forwards those pages to the API (the app's shell when the API does not answer).
  web = createStaticServer({
    root: pwaDist,
    mounts: { '/demo/': join(repo, 'data/demo/images') },
    pages: { origin: apiUrl },
  });
  await new Promise((ok) => web?.listen(ports.app, HOST, () => ok(undefined)));

  await seed(admin);

  if (replay) {
    log(`draw day: ${await makeTodayADrawDay(admin, today)}`);
    log('waiting for the feed to publish the first tiers…');
    await waitForDraw(today, 4 * replayStepSeconds + 60);
    const tiers = TIERS.length;
    const minutes = Math.ceil(((tiers + 2) * replayStepSeconds) / 60);
    const example = winning === '' ? '' : ` (${winning} wins the last-2 prize)`;
    console.log(`
\x1b[1m  Draw day, replayed.\x1b[0m The draw of ${replayed} plays as today's draw (${today}), one tier
  every ${replayStepSeconds} s through both feed interfaces (the community one a step behind GLO).

    Open        ${appOrigin}   Home's card is live: today's draw, provisional, fills in by itself
                                (the page asks once a minute)
    Draw page   ${appOrigin}/result/${today}
    Try         save a ticket for today's period on ${appOrigin}/check now${example}:
                it is checked again as each tier arrives
    Then        in about ${minutes} min both sources agree on every tier: the draw turns final
                and the page says so (with notifications allowed, a notification)
    Admin panel ${appOrigin}/admin/login  (${admin.email} / ${admin.password}): the draw's
                history shows each change with its source (feed:glo, feed:community)

    Data is kept in ${dataRoot} (made afresh by each --replay). Press Ctrl-C to stop.
`);
    return;
  }

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
