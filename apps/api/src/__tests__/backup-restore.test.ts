import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { SOURCE_NODE_ARGS } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app.js';
import { openStore } from '../connect.js';
import { createDrawOverrideRepository } from '../features/draw-calendar/draw-override-repository.js';
import { createFeedRepository } from '../features/feed/feed-repository.js';
import { createPushSubscriptionRepository } from '../features/push/push-subscription-repository.js';
import { importHistory } from '../features/results/history-import.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { type Doc, type DocumentStore, newId } from '../store/collection.js';
import {
  EMBEDDED_COMMIT_FILE,
  EMBEDDED_STAGING_DIR,
  MONGO_COMMIT_COLLECTION,
  MONGO_STAGING_PREFIX,
} from '../store/restore-switch.js';
import { API_ROOT } from '../test-support/spawn-api.js';
import { tempDir } from '../test-support/services.js';
import { quietLogger, TEST_SERVICES_CONFIG } from '../test-support/test-api.js';
import {
  requireMongoUrl,
  testStorePlace,
  type TestStorePlace,
} from '../test-support/test-store.js';
import { BACKED_UP_COLLECTIONS } from '../features/backup/backup-collections.js';
import { BACKUP_VERSION } from '../features/backup/backup-file.js';
import { BACKUP_LOG_FILE, backupLogOf } from '../features/backup/backup-log.js';

/*
 * The backup and restore commands as an admin runs them (real processes), across both engines at
 * once: this suite runs in the MongoDB run only (vitest.config.ts) and fails without
 * MONGODB_TEST_URI, like every MongoDB suite.
 */

const HISTORY = join(API_ROOT, '../../data/history/draws.ndjson');
const cleanups: (() => Promise<void>)[] = [];
let folder: { path: string; remove: () => Promise<void> };

beforeAll(async () => {
  requireMongoUrl();
  folder = await tempDir('backup-files');
  cleanups.push(folder.remove);
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function startCli(
  script: 'backup.ts' | 'restore.ts',
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<Run>; output: () => string } {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, `src/cli/${script}`, '--', ...args], {
    cwd: API_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const done = new Promise<Run>((resolve) =>
    child.once('exit', (code) => resolve({ code, out, err })),
  );
  return { child, done, output: () => out };
}

const runCli = (script: 'backup.ts' | 'restore.ts', args: string[], env: Record<string, string>) =>
  startCli(script, args, env).done;

async function place(kind: 'embedded' | 'mongodb', label: string): Promise<TestStorePlace> {
  const made = await testStorePlace(label, kind);
  cleanups.push(() => made.remove());
  return made;
}

/** Opens a place as the API does (connect.ts: an interrupted restore is finished or thrown away). */
function openAsApi(where: TestStorePlace): Promise<DocumentStore> {
  const env = where.env;
  return openStore(
    'DATA_DIR' in env
      ? { dataDir: env.DATA_DIR, mongodb: undefined }
      : {
          dataDir: '',
          mongodb: { uri: env.MONGODB_URI, db: env.MONGODB_DB, startTimeoutMs: 10_000 },
        },
    quietLogger(),
  );
}

/** Every backed-up collection, each sorted by `_id`. */
async function dump(where: TestStorePlace): Promise<Record<string, Doc[]>> {
  const store = await openAsApi(where);
  try {
    const all: Record<string, Doc[]> = {};
    for (const name of BACKED_UP_COLLECTIONS)
      all[name] = await store.collection<Doc>(name).find({}, { sort: { _id: 1 } });
    return all;
  } finally {
    await store.close();
  }
}

/**
 * Fills a store through the product's own services and repositories: draws with their history of
 * changes (as imported), an admin, a member with a payment and status changes, every image list, a draw-calendar
 * move and the feed's state. `variant` makes two different contents.
 */
async function seed(where: TestStorePlace, variant: 'a' | 'b', draws: number): Promise<void> {
  const store = where.open(quietLogger());
  try {
    const services = createServices({
      config: TEST_SERVICES_CONFIG,
      store,
      sessions: createMemorySessionStore(),
    });
    const lines = (await readFile(HISTORY, 'utf8')).split('\n').filter((line) => line !== '');
    const offset = variant === 'a' ? 0 : 3;
    await importHistory(`${lines.slice(offset, offset + draws).join('\n')}\n`, services.results);
    await services.admins.createOrReset(`admin-${variant}@example.com`, 'password-123456');
    const { member } = await services.members.signIn(
      { uid: `uid-${variant}`, email: `member-${variant}@example.com`, name: `Member ${variant}` },
      {},
    );
    await services.members.recordPayment(
      member._id,
      { amount: 300.5, date: '2026-11-01', note: 'bank transfer' },
      `admin-${variant}@example.com`,
    );
    await services.members.setStatus(member._id, 'suspended', `admin-${variant}@example.com`);
    await services.images.add('tips', { imageUrl: `https://img.example/${variant}-tip.png` });
    await services.images.add('vipTips', {
      imageUrl: `https://img.example/${variant}-vip.png`,
      caption: 'ดวงดี',
    });
    await services.images.add('successImages', {
      imageUrl: `https://img.example/${variant}-win.png`,
    });
    await createDrawOverrideRepository(store).insert(newId(), {
      from: variant === 'a' ? '2026-12-16' : '2027-01-01',
      to: variant === 'a' ? '2026-12-17' : '2027-01-02',
      reason: 'Public holiday announced by the GLO',
      changedBy: `admin-${variant}@example.com`,
      changedAt: '2026-11-20T03:00:00.000Z',
    });
    // A device's Web Push subscription (backed up: losing them would silence every device).
    await createPushSubscriptionRepository(store).insert({
      _id: newId(),
      endpoint: `https://fcm.googleapis.com/fcm/send/device-${variant}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'A'.repeat(22),
      choices: variant === 'a' ? ['final', 'wins'] : ['tiers'],
      lang: variant === 'a' ? 'th' : 'ur',
      createdAt: '2026-11-20T03:00:00.000Z',
      updatedAt: '2026-11-20T03:00:00.000Z',
    });
    const feed = createFeedRepository(store);
    await feed.recordAttempt('glo', '2026-11-16T09:05:00.000Z', null);
    await feed.recordAttempt('community', '2026-11-16T09:06:00.000Z', 'timed out after 10 s');
    await store.collection<Doc & Record<string, unknown>>('feedAnswers').insertOne({
      _id: `glo:2026-11-16`,
      date: '2026-11-16',
      source: 'glo',
      answer: {
        source: 'glo',
        date: '2026-11-16',
        at: '2026-11-16T09:05:00.000Z',
        prize1: '123456',
      },
    });
    await store.collection<Doc & Record<string, unknown>>('feedDisagreements').insertOne({
      _id: '2026-11-16:last2',
      date: '2026-11-16',
      tier: 'last2',
      values: [
        { source: 'feed:glo', value: '12' },
        { source: 'feed:community', value: '21' },
      ],
      openedAt: '2026-11-16T09:06:00.000Z',
      open: variant === 'a',
    });
  } finally {
    await store.close();
  }
}

const backupFile = (name: string) => join(folder.path, name);

describe('backup and restore (both engines)', () => {
  let embeddedA: TestStorePlace;
  let expectedA: Record<string, Doc[]>;
  let fileA: string;
  let mongoB: TestStorePlace;
  let expectedB: Record<string, Doc[]>;
  let fileB: string;

  beforeAll(async () => {
    [embeddedA, mongoB] = await Promise.all([
      place('embedded', 'backup-a'),
      place('mongodb', 'backup-b'),
    ]);
    await Promise.all([seed(embeddedA, 'a', 40), seed(mongoB, 'b', 12)]);
    [expectedA, expectedB] = await Promise.all([dump(embeddedA), dump(mongoB)]);
    fileA = backupFile('a.lotto-backup.gz');
    fileB = backupFile('b.lotto-backup.gz');
    const [a, b] = await Promise.all([
      runCli('backup.ts', [fileA], embeddedA.env),
      runCli('backup.ts', [fileB], mongoB.env),
    ]);
    expect(a, a.err).toMatchObject({ code: 0 });
    expect(b, b.err).toMatchObject({ code: 0 });
  });

  it('when the seed ran, then every backed-up collection holds documents (the round trips below cover them all)', () => {
    for (const name of BACKED_UP_COLLECTIONS) {
      expect(expectedA[name]?.length, name).toBeGreaterThan(0);
      expect(expectedB[name]?.length, name).toBeGreaterThan(0);
    }
  });

  it('when an embedded backup is restored into MongoDB and a MongoDB backup into the embedded store, then every document is equal', async () => {
    const [mongoTarget, embeddedTarget] = await Promise.all([
      place('mongodb', 'restore-a'),
      place('embedded', 'restore-b'),
    ]);
    const [intoMongo, intoEmbedded] = await Promise.all([
      runCli('restore.ts', [fileA], mongoTarget.env),
      runCli('restore.ts', [fileB], embeddedTarget.env),
    ]);
    expect(intoMongo, intoMongo.err).toMatchObject({ code: 0 });
    expect(intoMongo.out).toMatch(/^Restored .*taken .* from embedded/);
    expect(intoEmbedded, intoEmbedded.err).toMatchObject({ code: 0 });
    expect(await dump(mongoTarget)).toEqual(expectedA);
    expect(await dump(embeddedTarget)).toEqual(expectedB);
  });

  it('when a backup is taken, then the store records it (time, file, size, counts) and the API reports it', async () => {
    const embedded = await openAsApi(embeddedA);
    const mongo = await openAsApi(mongoB);
    try {
      const [lastA, lastB] = await Promise.all([
        backupLogOf(embedded).latest(),
        backupLogOf(mongo).latest(),
      ]);
      const sizeA = (await readFile(fileA)).length;
      expect(lastA).toMatchObject({ file: fileA, bytes: sizeA });
      expect(lastA?.counts.results).toBe(expectedA.results?.length);
      expect(lastB).toMatchObject({ file: fileB, counts: { users: 1, admins: 1 } });
      expect(Date.now() - Date.parse(lastB?.at ?? '')).toBeLessThan(120_000);
    } finally {
      await Promise.all([embedded.close(), mongo.close()]);
    }
    expect(existsSync(join(embeddedA.dataDir ?? '', BACKUP_LOG_FILE))).toBe(true);
  });

  it('when the file is damaged, foreign or from a newer version, or the store is not empty, then the restore refuses it and writes nothing', async () => {
    const bytes = await readFile(fileA);
    const flipped = Buffer.from(bytes);
    const at = Math.floor(flipped.length / 2);
    flipped[at] = (flipped[at] ?? 0) ^ 0x01;
    await writeFile(backupFile('flipped.gz'), flipped);
    await writeFile(backupFile('foreign.json'), '{"hello":"world"}\n');
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const header = JSON.parse(lines[0] ?? '') as { version: number };
    lines[0] = JSON.stringify({ ...header, version: BACKUP_VERSION + 1 });
    await writeFile(backupFile('newer.gz'), gzipSync(lines.join('\n')));

    const [empty, full] = await Promise.all([
      place('mongodb', 'refuse-empty'),
      place('embedded', 'refuse-full'),
    ]);
    await seed(full, 'b', 5);
    const fullBefore = await dump(full);
    const [damaged, foreign, newer, notEmpty] = await Promise.all([
      runCli('restore.ts', [backupFile('flipped.gz')], empty.env),
      runCli('restore.ts', [backupFile('foreign.json')], empty.env),
      runCli('restore.ts', [backupFile('newer.gz')], empty.env),
      runCli('restore.ts', [fileA], full.env),
    ]);
    expect(damaged).toMatchObject({ code: 3 });
    expect(damaged.err).toMatch(/damaged/);
    expect(foreign).toMatchObject({ code: 3 });
    expect(foreign.err).toMatch(/not a Lotto backup/);
    expect(newer).toMatchObject({ code: 4 });
    expect(newer.err).toMatch(/version 2.*reads up to version 1/);
    expect(notEmpty).toMatchObject({ code: 5 });
    expect(notEmpty.err).toMatch(/not empty .*--replace/);

    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(requireMongoUrl());
    try {
      const env = empty.env as { MONGODB_DB: string };
      expect(await client.db(env.MONGODB_DB).listCollections().toArray()).toEqual([]);
    } finally {
      await client.close();
    }
    expect(await dump(full)).toEqual(fullBefore);
    expect(existsSync(join(full.dataDir ?? '', EMBEDDED_STAGING_DIR))).toBe(false);
  });

  it.each(['embedded', 'mongodb'] as const)(
    'when a restore --replace on %s is killed -9 before its commit, then the store keeps the old content; after its commit, the next open finishes it',
    async (kind) => {
      const target = await place(kind, `kill-${kind}`);
      await seed(target, 'b', 8);
      const old = await dump(target);

      const killAt = async (point: 'staged' | 'switched') => {
        const run = startCli('restore.ts', ['--replace', fileA], {
          ...target.env,
          LOTTO_TEST_RESTORE_HOLD: point,
        });
        await new Promise<void>((resolve, reject) => {
          const check = setInterval(() => {
            if (run.output().includes(`holding at ${point}`)) {
              clearInterval(check);
              resolve();
            }
          }, 20);
          void run.done.then((result) => {
            clearInterval(check);
            reject(new Error(`restore ended before ${point}: ${JSON.stringify(result)}`));
          });
        });
        run.child.kill('SIGKILL');
        await run.done.catch(() => undefined);
      };
      const committed = async () => {
        if (kind === 'embedded')
          return existsSync(join(target.dataDir ?? '', EMBEDDED_COMMIT_FILE));
        const { MongoClient } = await import('mongodb');
        const client = new MongoClient(requireMongoUrl());
        try {
          const db = client.db((target.env as { MONGODB_DB: string }).MONGODB_DB);
          const names = (await db.listCollections().toArray()).map((c) => c.name);
          const marker = await db.collection(MONGO_COMMIT_COLLECTION).countDocuments({});
          return { staging: names.some((n) => n.startsWith(MONGO_STAGING_PREFIX)), marker };
        } finally {
          await client.close();
        }
      };

      // Killed while staging: staging is there, no commit; the next open throws it away.
      await killAt('staged');
      if (kind === 'embedded') {
        expect(await committed()).toBe(false);
        expect(existsSync(join(target.dataDir ?? '', EMBEDDED_STAGING_DIR))).toBe(true);
      } else {
        expect(await committed()).toEqual({ staging: true, marker: 0 });
      }
      expect(await dump(target)).toEqual(old);

      // Killed after the commit with the first collection switched: the next open finishes the switch.
      await killAt('switched');
      expect(await committed()).toEqual(kind === 'embedded' ? true : { staging: true, marker: 1 });
      expect(await dump(target)).toEqual(expectedA);
      expect(await committed()).toEqual(
        kind === 'embedded' ? false : { staging: false, marker: 0 },
      );
    },
  );
});
