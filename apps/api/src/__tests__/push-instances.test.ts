import { RESULT_PATHS } from '@lotto/contracts';
import { createApiClient, type PushServiceProcess, spawnPushService } from '@lotto/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushFanOutDocument } from '../features/push/push-fan-out-repository.js';
import type { PushSubscriptionDocument } from '../features/push/push-subscription-repository.js';
import { bullPrefix } from '../features/push/redis-fan-out-queue.js';
import { generateVapidKeys } from '../features/push/vapid.js';
import type { DocumentStore } from '../store/collection.js';
import { present, waitFor } from '../test-support/push.js';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import {
  requireEmulatorHost,
  requireRedisUrl,
  uniqueEmail,
  uniquePrefix,
} from '../test-support/services.js';
import { testStorePlace, type TestStorePlace } from '../test-support/test-store.js';
import { numbers } from '../test-support/draw-fixtures.js';

/*
 * Push on a deployment of several instances (README, "Draw day"): two API processes on one
 * MongoDB-protocol server (FerretDB) and one Redis, a push service of its own (the test kit's,
 * as a process, answering each push after a delay so a fan-out takes seconds). A publication is
 * one fan-out (a BullMQ job) whichever instance runs it; an instance killed (SIGKILL) in the middle
 * of one leaves it to the other, which resumes it: every device gets the notice, and what waits for
 * each device at the push service (after Topic replacement) is one message.
 * This suite belongs to the MongoDB run only (vitest.config.ts: MONGODB_ONLY).
 */

const DEVICES = 3000;
/** Each push answered after this long: 3000 at 64 at once take about 5 s. */
const PUSH_DELAY_MS = 100;
const DRAW = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const near = (prize1: string) => [
  String(Number(prize1) - 1).padStart(6, '0'),
  String(Number(prize1) + 1).padStart(6, '0'),
];
const finalDraw = {
  date: DRAW,
  status: 'final',
  prize1: '123456',
  near1: near('123456'),
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  prize2: numbers(5, 200000),
  prize3: numbers(10, 300000),
  prize4: numbers(50, 400000),
  prize5: numbers(100, 500000),
};

describe('push on two API instances, one MongoDB and one Redis', () => {
  const admin = { email: uniqueEmail('push-admin'), password: 'push-admin-password' };
  const keyPrefix = uniquePrefix();
  let place: TestStorePlace;
  let store: DocumentStore;
  let service: PushServiceProcess;
  let instances: SpawnedApi[] = [];
  const endpoints: string[] = [];

  beforeAll(async () => {
    const redisUrl = requireRedisUrl();
    const emulator = requireEmulatorHost();
    place = await testStorePlace('push-instances');
    if (place.kind !== 'mongodb')
      throw new Error(
        'two instances need one shared database: run this suite with LOTTO_TEST_STORE=mongodb',
      );
    store = place.open();
    service = await spawnPushService({ delayMs: PUSH_DELAY_MS });
    // The devices subscribed with the deployment's key: the stand-in refuses a push signed with another.
    const keys = generateVapidKeys();
    const devices = await service.subscribeMany(DEVICES, { applicationServerKey: keys.publicKey });
    const now = new Date().toISOString();
    await store.collection<PushSubscriptionDocument>('pushSubscriptions').insertMany(
      devices.map((device, i) => {
        endpoints.push(device.endpoint);
        return {
          _id: String(i).padStart(24, '0'),
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          choices: ['final'],
          lang: (['en', 'th', 'hi', 'ur'] as const)[i % 4] ?? 'en',
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    const env = {
      ...place.env,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: 'push-instances-shared-secret-0123456789',
      FIREBASE_AUTH_EMULATOR_HOST: emulator,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:admin@lotto.example',
      SITE_URL: 'https://lotto.example',
      PUSH_SERVICE_ORIGINS: service.url,
    };
    const started = await Promise.allSettled([1, 2].map(() => spawnApi(env, 90_000)));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((api) => api.stop()));
    await service.stop();
    await store.close();
    await place.remove();
    const redis = new Redis(requireRedisUrl());
    const keys = await redis.keys(`${bullPrefix(keyPrefix)}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const fanOuts = () => store.collection<PushFanOutDocument>('pushFanOuts');
  const asAdmin = async (api: SpawnedApi) => {
    const token = await createApiClient(api.url).loginAdmin(admin.email, admin.password);
    return (path: string, method: 'POST' | 'PATCH', body: unknown) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
  };
  const ended = (notice: string, timeoutMs: number) =>
    waitFor(
      `fan-out ${notice} to end`,
      async () => {
        const doc = await fanOuts().findOne({ _id: notice });
        return doc?.state === 'done' ? doc : undefined;
      },
      timeoutMs,
    );
  const perDevice = async (notice: string) => {
    const counts = new Map<string, number>();
    for (const push of await service.accepted()) {
      if (push.payload === null) continue;
      const message = JSON.parse(push.payload) as { lotto: { notice: string } };
      if (message.lotto.notice === notice)
        counts.set(push.endpoint, (counts.get(push.endpoint) ?? 0) + 1);
    }
    return counts;
  };

  it('when a draw is published through one instance, then one fan-out runs and each device gets the notice exactly once', async () => {
    const send = await asAdmin(present(instances[0], 'the first instance'));
    expect((await send(RESULT_PATHS.add, 'POST', finalDraw)).status).toBe(201);
    const [recorded] = await fanOuts().find({});
    const notice = recorded?._id ?? '';
    expect(notice).toMatch(new RegExp(`^${DRAW}:final:\\d+$`));
    const done = await ended(notice, 60_000);
    expect(done).toMatchObject({ total: DEVICES, sent: DEVICES, failed: 0, removed: 0 });
    const counts = await perDevice(notice);
    expect(counts.size).toBe(DEVICES);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // One instance ran it.
    const ran = instances.filter((api) => api.output().includes(notice));
    expect(ran).toHaveLength(1);
  }, 90_000);

  it('when the instance running a fan-out is killed mid-way, then the other resumes it: every device has the notice and one message waits for each', async () => {
    const send = await asAdmin(present(instances[1], 'the second instance'));
    const answer = await send(RESULT_PATHS.update(DRAW), 'PATCH', {
      prize1: '123450',
      near1: near('123450'),
    });
    expect(answer.status).toBe(200);
    const recorded = await fanOuts().find({ kind: 'corrected' });
    const notice = recorded[0]?._id ?? '';
    // The instance whose worker took the job logs it; kill it once a batch is recorded.
    const runner = await waitFor('an instance to run the fan-out', () =>
      instances.find((api) => api.output().includes(`"notice":"${notice}"`)),
    );
    await waitFor('a batch recorded', async () => {
      const doc = await fanOuts().findOne({ _id: notice });
      return (doc?.sent ?? 0) >= 500 ? doc : undefined;
    });
    await runner.kill('SIGKILL');
    const cut = await fanOuts().findOne({ _id: notice });
    expect(cut?.state).toBe('running');
    expect(cut?.sent ?? DEVICES).toBeLessThan(DEVICES);

    // The other takes the job over once the dead worker's lock expires (~15 s + a stalled check).
    const done = await ended(notice, 80_000);
    expect(done.state).toBe('done');
    expect(done.cursor).toBe(String(DEVICES - 1).padStart(24, '0'));
    const counts = await perDevice(notice);
    expect(counts.size).toBe(DEVICES);
    // Sent twice: only what was on its way at the kill (the batch in flight), never more.
    const twice = [...counts.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(500);
    // What waits for each device after Topic replacement: exactly one message, this notice's.
    for (const endpoint of endpoints) {
      const pending = await service.pending(endpoint);
      expect(pending, endpoint).toHaveLength(1);
    }
    const survivor = instances.find((api) => api !== runner);
    expect(survivor?.output()).toContain(`"notice":"${notice}"`);
    instances = instances.filter((api) => api !== runner);
  }, 150_000);
});
